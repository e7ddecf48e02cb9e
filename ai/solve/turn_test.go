package solve

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// The gains of the tests: what a turn goal counts.
var (
	// extraTurns counts the extra turns of the turn.
	extraTurns Gain = func(_ engine.Position, _ *engine.Trace, on bool) int {
		if on {
			return 1
		}
		return 0
	}
	// seedsMoved counts every seed lifted in the turn: a gain that every
	// move earns.
	seedsMoved Gain = func(_ engine.Position, tr *engine.Trace, _ bool) int {
		n := 0
		for _, e := range tr.Events {
			if e.Kind == engine.Lift {
				n += e.Count
			}
		}
		return n
	}
)

// TestTurnExtraTurnsContinueTheTurn: South's 6 ends in the store, an
// extra turn; then 5 ends there too, another; then 6 ends the game. Two
// extra turns are the best (5 first earns one), by 6, 5, 6.
func TestTurnExtraTurnsContinueTheTurn(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	p := mustPosition(t, k, "0,0,0,0,2,1/1,0,0,0,0,0 24 20 s")
	s := NewTurn(k, engine.South, extraTurns, 1000)
	if best, err := s.Best(p); best != 2 || err != nil {
		t.Fatalf("best %d, %v; want 2", best, err)
	}
	line, err := s.Line(p)
	if err != nil || fmt.Sprint(line) != "[6 5 6]" {
		t.Fatalf("line %v, %v; want [6 5 6]", line, err)
	}
}

// bruteTurn is the most mover earns in the rest of the turn from p,
// trying every sequence of moves without memory.
func bruteTurn(r engine.Rules, mover engine.Side, gain Gain, p engine.Position) int {
	best := 0
	for i, m := range r.LegalMoves(p, nil) {
		var tr engine.Trace
		q := r.Apply(p, m, &tr)
		on := q.ToMove == mover && !r.Outcome(q).Over()
		v := gain(q, &tr, on)
		if on {
			v += bruteTurn(r, mover, gain, q)
		}
		if i == 0 || v > best {
			best = v
		}
	}
	return best
}

// TestTurnBestIsTheBestSequenceOfTheTurn: in Kalah and Congkak, where a
// turn can hold many moves, Best and After agree with trying every
// sequence of moves, and the line earns the best.
func TestTurnBestIsTheBestSequenceOfTheTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	kalah, _ := engine.NewKalah(engine.KalahOptions{Pits: 4, Seeds: 1})
	for i := range 120 {
		r, p := engine.Rules(kalah), randomTwoRow(rng, 4, 3+rng.IntN(8), 0, 0)
		if i%2 == 1 {
			r, p = engine.Congkak{}, randomTwoRow(rng, 7, 3+rng.IntN(10), 40, 40)
		}
		if r.Outcome(p).Over() {
			continue
		}
		for _, gain := range []Gain{extraTurns, seedsMoved} {
			checkTurn(t, r, p, gain)
		}
	}
}

// checkTurn compares the turn search from p with brute force.
func checkTurn(t *testing.T, r engine.Rules, p engine.Position, gain Gain) {
	t.Helper()
	where := r.String() + " " + engine.FormatPosition(r, p)
	s := NewTurn(r, p.ToMove, gain, 0)
	best, _ := s.Best(p)
	if want := bruteTurn(r, p.ToMove, gain, p); best != want {
		t.Fatalf("%s: best %d, brute force %d", where, best, want)
	}
	line, _ := s.Line(p)
	if got := lineGain(r, p, gain, line); got != best {
		t.Fatalf("%s: line %v earns %d, not the best %d", where, line, got, best)
	}
}

// lineGain plays line from p and returns what it earns, or -1 when the
// line does not play out exactly one turn.
func lineGain(r engine.Rules, p engine.Position, gain Gain, line []engine.Move) int {
	mover, sum := p.ToMove, 0
	for i, m := range line {
		var tr engine.Trace
		p = r.Apply(p, m, &tr)
		on := p.ToMove == mover && !r.Outcome(p).Over()
		if on == (i == len(line)-1) {
			return -1
		}
		sum += gain(p, &tr, on)
	}
	return sum
}

// TestTurnNodeLimit: a turn search that must remember more positions than
// allowed stops with ErrTooLarge.
func TestTurnNodeLimit(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	s := NewTurn(k, engine.South, extraTurns, 1)
	if _, err := s.Best(k.Start(engine.South)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("error %v, want ErrTooLarge", err)
	}
}
