package launch

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary play a server: with LAUNCH_FAKE_SERVER set
// it prints that as its first line and waits to be stopped.
func TestMain(m *testing.M) {
	if line, ok := os.LookupEnv("LAUNCH_FAKE_SERVER"); ok {
		fmt.Println(line)
		fmt.Println("more output, discarded")
		time.Sleep(time.Hour)
	}
	os.Exit(m.Run())
}

// fakeServer starts the test binary as a server whose first line is line.
func fakeServer(t *testing.T, line string) (*Server, error) {
	t.Helper()
	t.Setenv("LAUNCH_FAKE_SERVER", line)
	return StartServer(os.Args[0], nil, io.Discard)
}

func TestStartServerTakesTheAddressFromTheServingLine(t *testing.T) {
	s, err := fakeServer(t, "mancala-server: serving on http://127.0.0.1:4321/")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	if s.Addr != "127.0.0.1:4321" {
		t.Errorf("Addr = %q, want 127.0.0.1:4321", s.Addr)
	}
}

func TestStartServerRefusesAndEndsAProcessThatDoesNotServe(t *testing.T) {
	s, err := fakeServer(t, "mancala-server: cannot open the database")
	if err == nil {
		s.Stop()
		t.Fatal("a process whose first line is not a serving line was taken as a server")
	}
	if !strings.Contains(err.Error(), "cannot open the database") {
		t.Errorf("the error %q does not show what the process printed", err)
	}
}

func TestStopEndsTheServerProcess(t *testing.T) {
	s, err := fakeServer(t, "serving on http://[::1]:80/")
	if err != nil {
		t.Fatal(err)
	}
	s.Stop()
	if s.Cmd.ProcessState == nil {
		t.Fatal("Stop returned before the process ended")
	}
	if s.Cmd.ProcessState.Success() {
		t.Errorf("the process ended by itself (%v), not by the signal", s.Cmd.ProcessState)
	}
}
