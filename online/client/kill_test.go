//go:build !js

package client

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"mancala/online/proto"
)

// serverProcess runs cmd/mancala-server as a separate process on a fixed
// port, so that it can be killed and started again at the same address.
type serverProcess struct {
	t         *testing.T
	bin, data string
	addr      string
	extra     []string // more flags (a cluster's)
	cmd       *exec.Cmd
	// log is where every run of the process writes its log (stderr); a
	// failed test prints its last lines.
	log *os.File
}

func buildServer(t *testing.T) *serverProcess {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "mancala-server")
	out, err := exec.Command("go", "build", "-o", bin, "mancala/cmd/mancala-server").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	sp := &serverProcess{t: t, bin: bin, data: filepath.Join(dir, "data"), addr: addr}
	t.Cleanup(sp.kill)
	return sp
}

// start runs the server and waits for its "serving on" line.
func (sp *serverProcess) start() {
	sp.t.Helper()
	args := append([]string{"-addr", sp.addr, "-data", sp.data, "-web", "", "-addr-rate", "100000", "-guest-rate", "1000"}, sp.extra...)
	cmd := exec.Command(sp.bin, args...)
	cmd.Stderr = sp.logFile()
	out, err := cmd.StdoutPipe()
	if err != nil {
		sp.t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		sp.t.Fatal(err)
	}
	sp.cmd = cmd
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.Contains(line, "serving on") {
		sp.t.Fatalf("the server printed %q: %v", line, err)
	}
	go io.Copy(io.Discard, out)
}

// logFile returns the file the process logs to, made on the first start;
// a test that fails prints the end of it.
func (sp *serverProcess) logFile() *os.File {
	if sp.log != nil {
		return sp.log
	}
	f, err := os.CreateTemp(sp.t.TempDir(), "server-*.log")
	if err != nil {
		sp.t.Fatal(err)
	}
	sp.log = f
	sp.t.Cleanup(func() {
		if sp.t.Failed() {
			sp.printLog(60)
		}
		f.Close()
	})
	return f
}

// printLog prints the last n lines of the process's log.
func (sp *serverProcess) printLog(n int) {
	b, err := os.ReadFile(sp.log.Name())
	if err != nil {
		return
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	sp.t.Logf("the last %d lines of the log of the server on %s:\n%s", min(n, len(lines)), sp.addr,
		strings.Join(lines[max(len(lines)-n, 0):], "\n"))
}

// kill stops the server with SIGKILL: no shutdown, no flush.
func (sp *serverProcess) kill() {
	if sp.cmd != nil {
		sp.cmd.Process.Signal(syscall.SIGKILL)
		sp.cmd.Wait()
		sp.cmd = nil
	}
}

// fetch returns a finished game's stored moves and result through the API.
func (sp *serverProcess) fetch(game string) ([]string, string, error) {
	resp, err := http.Get("http://" + sp.addr + "/api/games/" + game)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	_, moves, _ := strings.Cut(strings.TrimSpace(string(b)), " moves ")
	return strings.Fields(moves), resp.Header.Get("X-Result"), nil
}

// TestServerKilledAndRestartedLosesAndDoublesNoMove kills the server
// process with SIGKILL over twenty times while two dozen games are live.
// The clients reconnect by themselves; every game goes on to its end, and
// each game's stored moves are exactly those its players saw, every
// acknowledged move among them once.
func TestServerKilledAndRestartedLosesAndDoublesNoMove(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills a server process")
	}
	sp := buildServer(t)
	sp.start()
	url := "ws://" + sp.addr + "/ws"
	const games = 24
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	players := make([]*player, 2*games)
	faultsOver := make(chan struct{}) // the games outlast the kills
	for i := range players {
		players[i] = newPlayer(t, url, uint64(500+i))
		players[i].pause, players[i].holdEnd = 40*time.Millisecond, faultsOver
	}
	tables := make([][2]*table, games)
	var wg sync.WaitGroup
	for i := 0; i < games; i++ {
		a, b := players[2*i], players[2*i+1]
		variant := []string{"kalah", "oware", "congkak"}[i%3]
		a.c.Send(ctx, &proto.Seek{Variant: variant + " ", Clock: "untimed"})
		waitFor(t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Seeking); return ok })
		b.c.Send(ctx, &proto.Seek{Variant: variant, Clock: "untimed"})
		wg.Add(1)
		go func() {
			defer wg.Done()
			var inner sync.WaitGroup
			inner.Add(2)
			go func() { defer inner.Done(); tables[i][0] = a.play(ctx) }()
			go func() { defer inner.Done(); tables[i][1] = b.play(ctx) }()
			inner.Wait()
		}()
	}
	for _, p := range players { // a seek dies with its server: pair first
		select {
		case <-p.began:
		case <-ctx.Done():
			t.Fatal("the players were not all paired")
		}
	}
	kills := killRepeatedly(sp, 22, &wg)
	close(faultsOver)
	wg.Wait()
	t.Logf("server killed %d times", kills)
	if kills < 20 {
		t.Errorf("the server was killed only %d times before the games ended", kills)
	}
	checkStored(t, sp, players, tables)
}

// killRepeatedly kills and restarts the server n times, a quarter to half
// a second apart, or until the games are over.
func killRepeatedly(sp *serverProcess, n int, games *sync.WaitGroup) int {
	over := make(chan struct{})
	go func() { games.Wait(); close(over) }()
	for k := 0; k < n; k++ {
		select {
		case <-over:
			return k
		case <-time.After(time.Duration(250+k*10) * time.Millisecond):
		}
		sp.kill()
		sp.start()
	}
	return n
}

// checkStored checks that every game ended and holds exactly what its
// players saw, every acknowledged move once, and that no player waited
// long for a stored move (checkWaits).
func checkStored(t *testing.T, sp *serverProcess, players []*player, tables [][2]*table) {
	for i, p := range players {
		tb := tables[i/2][i%2]
		if tb == nil || tb.end == nil {
			t.Errorf("player %d's game did not end", i)
			if tb != nil {
				moves, result, err := sp.fetch(tb.id)
				t.Logf("game %s: %d moves stored, result %s, %v", tb.id, len(moves), result, err)
			}
			continue
		}
		moves, result, err := sp.fetch(tb.id)
		if err != nil || result == "ongoing" || result == "" {
			t.Errorf("game %s: result %q, %v", tb.id, result, err)
			continue
		}
		if len(moves) != len(tb.g.Moves()) {
			t.Errorf("game %s: %d moves stored, %d seen by player %d", tb.id, len(moves), len(tb.g.Moves()), i)
		}
		for _, a := range p.acked {
			ply, mv, _ := strings.Cut(a, " ")
			n, _ := strconv.Atoi(ply)
			if n < 1 || n > len(moves) || moves[n-1] != mv {
				t.Errorf("game %s: acknowledged %s is not stored", tb.id, a)
			}
		}
	}
	checkWaits(t, players, tables)
}
