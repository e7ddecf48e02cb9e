//go:build !js

package ai

import (
	"testing"
	"time"

	"mancala/engine"
)

// waitPoll polls th as a board scene would, once a tick, until the move
// is ready or the time runs out.
func waitPoll(th *Thinker, limit time.Duration) (engine.Move, bool) {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(time.Second / 60) {
		if m, ok := th.Poll(); ok {
			return m, true
		}
	}
	return 0, false
}

// TestThinkerPollsWithoutBlocking: Start returns at once, Poll reports
// nothing until the move is ready, then a legal move.
func TestThinkerPollsWithoutBlocking(t *testing.T) {
	var th Thinker
	r := rulesOf(t, "congkak")
	p := r.Start(engine.South)
	if _, ok := th.Poll(); ok {
		t.Fatal("an idle Thinker has a move")
	}
	start := time.Now()
	th.Start(r, p, nil, Champion, 1)
	if _, ok := th.Poll(); ok || time.Since(start) > 20*time.Millisecond {
		t.Fatalf("Start blocked for %v or the move came at once", time.Since(start))
	}
	m, ok := waitPoll(&th, 3*time.Second)
	if !ok || !engine.IsLegal(r, p, m) {
		t.Fatalf("got %v, %v", m, ok)
	}
	if m2, ok := th.Poll(); !ok || m2 != m {
		t.Errorf("a second Poll gave %v, %v", m2, ok)
	}
}

// TestThinkerCancelForgetsTheSearch: after Cancel, Poll reports nothing,
// and a new Start answers for the new position only.
func TestThinkerCancelForgetsTheSearch(t *testing.T) {
	var th Thinker
	r := rulesOf(t, "kalah")
	p := r.Start(engine.South)
	th.Start(r, p, nil, Champion, 1)
	th.Cancel()
	time.Sleep(20 * time.Millisecond)
	if _, ok := th.Poll(); ok {
		t.Fatal("a cancelled search answered")
	}
	q := positionOf(t, r, "0,0,0,0,2,1/1,1,1,0,0,0 22 20 s")
	th.Start(r, p, nil, Champion, 1)
	th.Start(r, q, nil, Keen, 1)
	if m, ok := waitPoll(&th, 3*time.Second); !ok || m != engine.PitMove(6) {
		t.Errorf("got %v, %v; want 6 for the second position", m, ok)
	}
}

// repeatDraw is the game of TestOwareSearchRepeatsWhenOnlyRepeatingHolds:
// under repetition=second South's 1 brings back one of its positions,
// which ends it in a draw by the sweep, and 6 loses; a search that does
// not know the game's history cannot see the draw.
func repeatDraw(t *testing.T) *engine.Game {
	t.Helper()
	g := gameFrom(t, "oware repetition=second", "0,0,0,0,0,0/1,0,2,0,1,1 22 21 n",
		"6 1 3 2 4 3 5 4 6 5 1 2 2 3 3 6 4 4 5 5 6")
	if got := engine.FormatPosition(g.Rules(), g.Position()); got != "1,0,0,0,0,1/1,0,0,0,0,0 22 23 s" {
		t.Fatalf("position %s", got)
	}
	return g
}

// TestThinkerGivenTheGameHistoryTakesTheRepetitionDraw: level 10 started
// with the game's history plays the move that repeats a position for the
// draw, as PlayGame does; started without it, another move.
func TestThinkerGivenTheGameHistoryTakesTheRepetitionDraw(t *testing.T) {
	g := repeatDraw(t)
	var th Thinker
	th.Start(g.Rules(), g.Position(), GameHistory(g), Champion, 1)
	if m, ok := waitPoll(&th, 10*time.Second); !ok || m != engine.PitMove(1) {
		t.Errorf("with the history: %v, %v; want 1, the draw by repetition", m, ok)
	}
	th.Start(g.Rules(), g.Position(), nil, Champion, 1)
	if m, ok := waitPoll(&th, 10*time.Second); !ok || m == engine.PitMove(1) {
		t.Errorf("without the history: %v, %v; want a move other than 1", m, ok)
	}
}

// TestThinkerValuesAPositionOffTheFrame: StartValue returns at once and
// PollValue then gives the position's value: here the solver's, proven
// (South loses by 2 with best play, by 4 at once).
func TestThinkerValuesAPositionOffTheFrame(t *testing.T) {
	var th Thinker
	r := rulesOf(t, "kalah pits=4 seeds=3")
	p := positionOf(t, r, "0,0,0,1/1,0,0,0 10 12 s")
	th.StartValue(r, p, nil, ValueBudget{Nodes: 10_000, SolveNodes: 100_000})
	var v Valuation
	ok := false
	for end := time.Now().Add(30 * time.Second); !ok && time.Now().Before(end); time.Sleep(time.Second / 60) {
		v, ok = th.PollValue()
	}
	if !ok || v.Score != -Win-2*Unit || !v.Proven || len(v.PV) != 1 || v.PV[0] != engine.PitMove(4) {
		t.Errorf("valued %+v (%v), want lost by 2, proven, pit 4", v, ok)
	}
	th.Cancel()
	if _, ok := th.PollValue(); ok {
		t.Error("a cancelled Thinker still has a value")
	}
}
