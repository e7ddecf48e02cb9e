package cluster

import (
	"context"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"mancala/online/proto"
	"mancala/online/puzzleclub"
	"mancala/online/server"
	"mancala/online/store"
	"mancala/online/store/pgtest"
	"mancala/puzzles"
)

// The daily puzzle is the same on every process of a cluster: two
// processes, each with its own connections to one PostgreSQL database
// and each with a pack of its own (as in a rolling upgrade to a new
// pack), so that each would choose another puzzle, asked by four players
// at once on a day nobody has asked before, give one puzzle, the first
// stored.
func TestTheDailyPuzzleIsTheSameOnEveryProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("starts PostgreSQL, NATS and two servers")
	}
	url := pgtest.Start(t, "fsync=off").CreateDatabase(t, "daily")
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	t.Cleanup(ns.Shutdown)
	var nodes []*node
	for i, name := range []string{"a", "b"} {
		st, err := store.OpenPostgres(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		p, err := puzzles.Parse(packs[i])
		if err != nil {
			t.Fatal(err)
		}
		own := puzzleclub.New(st, []*puzzles.Puzzle{p}, time.Now, nil)
		nodes = append(nodes, startNodeWith(t, ns, st, name, func(c *server.Config) { c.Puzzles = own }))
	}
	var users []*user
	for i := range 4 {
		users = append(users, dial(t, nodes[i%2]))
	}
	for _, u := range users {
		if err := u.c.Send(context.Background(), &proto.PuzzleAsk{Op: "daily"}); err != nil {
			t.Fatal(err)
		}
	}
	var first *proto.Puzzle
	for i, u := range users {
		p := u.puzzle(t)
		if p.Line == "" || p.Daily == "" || first != nil && (p.Line != first.Line || p.Daily != first.Daily) {
			t.Errorf("player %d on process %s: %+v; the first: %+v", i, []string{"a", "b"}[i%2], p, first)
		}
		if first == nil {
			first = p
		}
	}
}

// packs are the two processes' packs: a puzzle each, both of difficulty
// 2 to 4, so each pack's daily puzzle is its one.
var packs = [2]string{
	"o0005 | oware | 0,1,2,3,1,2/1,0,4,2,13,12 2 5 s | 4 4 2 5 5 | capture | 2 | 1250 | 4.9 | search | self-play 1 game 1 ply 25",
	"k0012 | kalah | 6,1,0,9,0,0/0,0,9,0,1,8 11 3 s | 1 4 | capture,chain | 3 | 1500 | 15.3 | search | self-play 1 game 3 ply 17",
}

// puzzle returns the next puzzle the user received.
func (u *user) puzzle(t *testing.T) *proto.Puzzle {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-u.msgs:
			if p, ok := m.(*proto.Puzzle); ok {
				return p
			}
		case <-timeout:
			t.Fatal("no puzzle came")
		}
	}
}
