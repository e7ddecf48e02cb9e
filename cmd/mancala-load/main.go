// Command mancala-load measures the online server under load, on this
// machine only: it starts cmd/mancala-server as a child process on a free
// port of 127.0.0.1 with a fresh SQLite folder, plays for a while and
// stops by itself, stopping the server too.
//
// The live phase pairs players into games by invite, each game with one
// spectator; every game makes a move about every second (so 1,000 games
// make about 1,000 moves a second), and a finished game is followed by its
// rematch. It reports the move acknowledgement time (p50, p99), the time
// from a move's sending to its delivery to the spectator (p99), the
// server's memory, and the acknowledged moves missing from the store. The
// arena phase (-arena players, 0 for none) has a registered player create
// an arena that starts at once; its guests join and play game after game,
// and it reports the time from a game's end to the player's next game's
// start (p50, p99). The idle phase then holds many connections open and
// reports the server's memory again.
//
// Usage:
//
//	go build -o /tmp/mancala-server ./cmd/mancala-server
//	go run ./cmd/mancala-load -server /tmp/mancala-server [-games 1000] [-duration 2m] [-arena 1000] [-idle 10000] [-processes 1]
//
// With -processes N above 1 it starts N processes that share a throw-away
// PostgreSQL and an embedded NATS (package launch) and puts each game's
// players and spectator on different processes.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"
)

type options struct {
	server     string
	games      int
	duration   time.Duration
	interval   time.Duration
	idle       int
	spectators bool
	processes  int
	arena      int
	arenaTime  time.Duration
	arenaPace  time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.server, "server", "", "the mancala-server binary to run (required)")
	flag.IntVar(&o.games, "games", 1000, "live games, each with two players and a spectator")
	flag.DurationVar(&o.duration, "duration", 2*time.Minute, "how long the games are played")
	flag.DurationVar(&o.interval, "interval", time.Second, "time between two moves of one game")
	flag.IntVar(&o.idle, "idle", 10000, "idle connections held open after the live phase")
	flag.BoolVar(&o.spectators, "spectators", true, "one spectator per game")
	flag.IntVar(&o.arena, "arena", 1000, "players of the arena phase (0: none)")
	flag.DurationVar(&o.arenaTime, "arena-duration", 90*time.Second, "how long the arena phase plays")
	flag.DurationVar(&o.arenaPace, "arena-interval", 500*time.Millisecond, "a player's time to move in the arena phase, on average")
	flag.IntVar(&o.processes, "processes", 1, "server processes; above 1 a cluster sharing a throw-away PostgreSQL and NATS")
	flag.Parse()
	if o.server == "" {
		fmt.Fprintln(os.Stderr, "mancala-load: -server is required")
		os.Exit(2)
	}
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "mancala-load:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	var srv *server
	var err error
	if o.processes > 1 {
		srv, err = startCluster(o.server, o.processes)
	} else {
		srv, err = startServer(o.server)
	}
	if err != nil {
		return err
	}
	defer srv.stop()
	ctx, cancel := context.WithTimeout(context.Background(), o.duration+5*time.Minute)
	defer cancel()
	fmt.Printf("server %v (pids %v)\n", srv.addrs, srv.pids)
	live, err := livePhase(ctx, srv, o)
	if err != nil {
		return err
	}
	live.report(srv)
	if o.arena > 0 {
		if err := arenaPhase(ctx, srv, o); err != nil {
			return err
		}
	}
	if o.idle > 0 {
		return idlePhase(ctx, srv, o.idle, live.tokens)
	}
	return nil
}
