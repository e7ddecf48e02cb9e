package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// server is the mancala-server child process.
type server struct {
	cmd  *exec.Cmd
	addr string // host:port
	dir  string
}

func startServer(bin string) (*server, error) {
	dir, err := os.MkdirTemp("", "mancala-load-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-data", dir, "-web", "", "-addr-rate", "1000000", "-guest-rate", "1000000")
	cmd.Stderr = io.Discard
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.Contains(line, "serving on http://") {
		cmd.Process.Kill()
		return nil, fmt.Errorf("the server printed %q: %v", line, err)
	}
	go io.Copy(io.Discard, out)
	addr := strings.TrimSuffix(strings.TrimSpace(line[strings.Index(line, "http://")+7:]), "/")
	return &server{cmd: cmd, addr: addr, dir: dir}, nil
}

// stop ends the server with SIGTERM (a graceful stop) and removes its
// data folder.
func (s *server) stop() {
	s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
	os.RemoveAll(s.dir)
}

// memory returns the server's resident memory now and at its peak, in MiB,
// from /proc.
func (s *server) memory() (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return rss, peak
}

// stored returns a game's stored moves through the API.
func (s *server) stored(game string) ([]string, error) {
	resp, err := http.Get("http://" + s.addr + "/api/games/" + game)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("game %s: %s", game, resp.Status)
	}
	_, moves, _ := strings.Cut(strings.TrimSpace(string(b)), " moves ")
	return strings.Fields(moves), err
}

func (s *server) url() string { return "ws://" + s.addr + "/ws" }
