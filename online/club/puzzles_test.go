//go:build !js

package club

import (
	"testing"

	"mancala/engine"
	"mancala/online/server/servertest"
	"mancala/puzzles"
)

// A player solves the daily puzzle: the offer comes, the attempt is
// judged and rated, the record counts it; a second attempt is not rated;
// a forged attempt is refused with its reason; Next offers a puzzle of
// the game asked for.
func TestAPlayerSolvesTheDailyPuzzleAndSeesTheirRecord(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	ps := s.Puzzles()
	ps.Daily()
	waitFor(t, "the daily puzzle", func() bool { _, ok := ps.Offer(); return ok }, s)
	offer, _ := ps.Offer()
	p, err := puzzles.Parse(offer.Line)
	if err != nil || offer.Daily == "" {
		t.Fatalf("the offer %+v: %v", offer, err)
	}
	ps.Solve(p.ID, p.Line)
	waitFor(t, "the result", func() bool { _, ok := ps.Result(p.ID); return ok }, s)
	if r, _ := ps.Result(p.ID); !r.Solved || !r.Rated || r.Delta <= 0 || r.Streak != 1 {
		t.Errorf("the result: %+v", r)
	}
	ps.Solve(p.ID, p.Line)
	waitFor(t, "the second result", func() bool { _, ok := ps.Result(p.ID); return ok }, s)
	if r, _ := ps.Result(p.ID); r.Rated {
		t.Errorf("a second attempt was rated: %+v", r)
	}
	ps.AskRecord()
	waitFor(t, "the record", func() bool { r, ok := ps.Record(); return ok && len(r.Attempts) == 2 }, s)
	if r, _ := ps.Record(); r.Solved != 1 || r.Rating <= 1500 {
		t.Errorf("the record: %+v", r)
	}
	ps.Solve("nope", p.Line)
	waitFor(t, "the refusal", func() bool { return !ps.Refused().None() }, s)
	if _, ok := ps.Result("nope"); ok || ps.Refused().Code != CodeNoPuzzle {
		t.Errorf("an unknown puzzle: %+v", ps.Refused())
	}
	ps.Next("oware", "")
	if _, ok := ps.Offer(); ok {
		t.Error("the last offer stays while the next is asked for")
	}
	waitFor(t, "the next puzzle", func() bool { _, ok := ps.Offer(); return ok }, s)
	next, _ := ps.Offer()
	if q, err := puzzles.Parse(next.Line); err != nil || q.Variant() != engine.OwareGame || !ps.Refused().None() {
		t.Errorf("next Oware: %+v (%v), refusal %+v", next, err, ps.Refused())
	}
}
