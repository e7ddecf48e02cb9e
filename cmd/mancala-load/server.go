package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"mancala/online/launch"
)

// server is the mancala-server child process, or the processes of a
// cluster (-processes above 1).
type server struct {
	proc    *launch.Server // the one process, without a cluster
	addr    string         // host:port
	dir     string
	cluster *launch.Cluster
	addrs   []string // every process's, the first being addr
	pids    []int
}

// loadFlags are given to every server process the tool starts: no web
// files, and rate limits far above what the load asks.
var loadFlags = []string{"-web", "", "-addr-rate", "1000000", "-guest-rate", "1000000"}

// startCluster starts n processes sharing PostgreSQL and NATS.
func startCluster(bin string, n int) (*server, error) {
	c, err := launch.Start(launch.Options{Server: bin, Processes: n, Stderr: io.Discard, Extra: loadFlags})
	if err != nil {
		return nil, err
	}
	s := &server{addr: c.Servers[0].Addr, cluster: c}
	for _, p := range c.Servers {
		s.addrs = append(s.addrs, p.Addr)
		s.pids = append(s.pids, p.Cmd.Process.Pid)
	}
	return s, nil
}

// startServer starts one process with a data folder of its own.
func startServer(bin string) (*server, error) {
	dir, err := os.MkdirTemp("", "mancala-load-")
	if err != nil {
		return nil, err
	}
	p, err := launch.StartServer(bin, append([]string{"-addr", "127.0.0.1:0", "-data", dir}, loadFlags...), io.Discard)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &server{proc: p, addr: p.Addr, dir: dir, addrs: []string{p.Addr}, pids: []int{p.Cmd.Process.Pid}}, nil
}

// stop ends the server with SIGTERM (a graceful stop, see
// launch.Server.Stop) and removes its data folder.
func (s *server) stop() {
	if s.cluster != nil {
		s.cluster.Stop()
		return
	}
	s.proc.Stop()
	os.RemoveAll(s.dir)
}

// memory returns the server's resident memory now and at its peak, in MiB,
// from /proc: the sum over a cluster's processes.
func (s *server) memory() (rss, peak float64) {
	for _, pid := range s.pids {
		r, p := memoryOf(pid)
		rss, peak = rss+r, peak+p
	}
	return rss, peak
}

func memoryOf(pid int) (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
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

// url is the WebSocket address of process i (of a cluster, round).
func (s *server) url(i int) string { return "ws://" + s.addrs[i%len(s.addrs)] + "/ws" }
