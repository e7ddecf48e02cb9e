package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"cmdline"
)

// buildGame builds the game's binary into a temporary folder.
func buildGame(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the game")
	}
	bin := filepath.Join(t.TempDir(), "mancala")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// runNoDisplay runs bin with args and DISPLAY unset, and returns its exit
// code and standard error.
func runNoDisplay(t *testing.T, bin string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s %v: %v", bin, args, err)
	}
	return cmd.ProcessState.ExitCode(), stderr.String()
}

// Without a display the game answers its command line before Ebitengine
// starts (which would panic): -h prints the usage, a bad flag is named, and
// a plain start says there is no display.
func TestCommandLineWithoutDisplayIsAnsweredBeforeEbitengine(t *testing.T) {
	bin := buildGame(t)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, 0, "Usage: mancala"},
		{[]string{"-help"}, 0, "-size"},
		{nil, 1, "mancala: no display:"},
		{[]string{"-size", "800x600"}, 1, "mancala: no display:"},
		{[]string{"-size", "9x9"}, 2, `bad -size "9x9"`},
		{[]string{"-nope"}, 2, "flag provided but not defined: -nope"},
	}
	for _, c := range cases {
		code, stderr := runNoDisplay(t, bin, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "panic") {
			t.Errorf("mancala %v without DISPLAY: exit %d, stderr:\n%s\nwant exit %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
}

// -size takes WxH with each side at least cmdline.MinSide px; the default
// is 1280x720.
func TestSizeIsWxHOfAtLeastMinSide(t *testing.T) {
	if o, err := cmdline.Parse(nil, io.Discard); err != nil || o != (cmdline.Options{Width: 1280, Height: 720}) {
		t.Errorf("no flags: %+v, %v", o, err)
	}
	o, err := cmdline.Parse([]string{"-size", "450x780"}, io.Discard)
	if err != nil || o != (cmdline.Options{Width: 450, Height: 780}) {
		t.Errorf("-size 450x780: %+v, %v", o, err)
	}
	for _, bad := range []string{"450", "199x800", "800x199", "axb"} {
		if _, err := cmdline.Parse([]string{"-size", bad}, io.Discard); err == nil || cmdline.ExitCode(err) != 2 {
			t.Errorf("-size %s: %v, want an error with exit code 2", bad, err)
		}
	}
}

// -join takes an invite code or link, kept as given: the game reads the
// code out of it.
func TestJoinIsKeptForTheGame(t *testing.T) {
	o, err := cmdline.Parse([]string{"-join", "http://127.0.0.1:8080/?join=AB23CD45"}, io.Discard)
	if err != nil || o.Join != "http://127.0.0.1:8080/?join=AB23CD45" || o.Width != 1280 {
		t.Errorf("-join: %+v, %v", o, err)
	}
}

// -h asks for the usage: exit code 0.
func TestHelpExitsZero(t *testing.T) {
	_, err := cmdline.Parse([]string{"-h"}, io.Discard)
	if !errors.Is(err, flag.ErrHelp) || cmdline.ExitCode(err) != 0 {
		t.Errorf("-h: %v, exit %d", err, cmdline.ExitCode(err))
	}
}
