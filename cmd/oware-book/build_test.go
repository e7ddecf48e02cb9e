package main

import (
	"testing"

	"mancala/engine"
)

// TestTheBookFollowsEveryMoveThenItsOwn: with every move followed for one
// ply and lines of three, the book has the start, each of its six
// children, and after each child the position its own move leads to; each
// entry's move is legal where it is played.
func TestTheBookFollowsEveryMoveThenItsOwn(t *testing.T) {
	r := engine.Oware{}
	var counts []int
	b := build(config{wide: 1, plies: 3, nodes: 3000, jobs: 2}, func(_, n int) { counts = append(counts, n) })
	start := r.Start(engine.South)
	e, ok := b.Lookup(&start)
	if !ok || !engine.IsLegal(r, start, e.Move) {
		t.Fatalf("the start: %+v, %v", e, ok)
	}
	want := 1
	for _, m := range r.LegalMoves(start, nil) {
		c := r.Apply(start, m, nil)
		ce, ok := b.Lookup(&c)
		if !ok || !engine.IsLegal(r, c, ce.Move) {
			t.Fatalf("after %v: %+v, %v", m, ce, ok)
		}
		g := r.Apply(c, ce.Move, nil)
		if _, ok := b.Lookup(&g); !ok {
			t.Errorf("after %v %v, the book's own line, no entry", m, ce.Move)
		}
		want += 2
	}
	if b.Len() > want || len(counts) != 3 || counts[1] != 6 {
		t.Errorf("%d positions (at most %d), by ply %v", b.Len(), want, counts)
	}
}
