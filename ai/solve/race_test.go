package solve

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// raceNodes bounds the races of the tests; larger positions are skipped.
const raceNodes = 200_000

// mustPosition parses a position of r in the engine's notation.
func mustPosition(t *testing.T, r engine.Rules, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(r, s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRaceCountsExtraTurnsAsOneTurn: South's 5 ends in the store (an extra
// turn) and then 6 empties South's row and wins: one turn of two moves.
func TestRaceCountsExtraTurnsAsOneTurn(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	p := mustPosition(t, k, "0,0,0,0,2,1/1,0,0,0,0,0 24 20 s")
	x := NewRace(k, []engine.Position{p}, engine.South, raceNodes)
	if d, err := x.Distance(3); d != 1 || err != nil {
		t.Fatalf("distance %d, %v; want 1", d, err)
	}
	line, err := x.Line(1)
	if err != nil || fmt.Sprint(line) != "[5 6]" {
		t.Fatalf("line %v, %v; want [5 6]", line, err)
	}
}

// TestRaceWinsExactlyWhenTheGameIsWon: in the games that end (Kalah,
// Congkak), a win is forced within enough turns exactly when the exact
// value is positive; and the distance is the fewest turns: one fewer is
// not enough.
func TestRaceWinsExactlyWhenTheGameIsWon(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	kalah, _ := engine.NewKalah(engine.KalahOptions{Pits: 3, Seeds: 1})
	won := 0
	for i := range 80 {
		r, p := engine.Rules(kalah), randomTwoRow(rng, 3, 2+rng.IntN(5), 0, 0)
		if i%2 == 1 {
			r, p = engine.Congkak{}, randomTwoRow(rng, 7, 2+rng.IntN(4), 40, 44)
		}
		if r.Outcome(p).Over() {
			continue
		}
		res, err := Solve(context.Background(), r, p, smallOpt)
		if err != nil {
			t.Fatal(err)
		}
		if checkDistance(t, r, p, res.Value > 0) && res.Value > 0 {
			won++
		}
	}
	if won < 20 {
		t.Errorf("only %d won positions were raced", won)
	}
}

// checkDistance checks the race from p against whether the game is won,
// and reports whether the race was small enough to check.
func checkDistance(t *testing.T, r engine.Rules, p engine.Position, won bool) bool {
	t.Helper()
	const enough = 12
	x := NewRace(r, []engine.Position{p}, p.ToMove, raceNodes)
	d, err := x.Distance(enough)
	if errors.Is(err, ErrTooLarge) {
		return false
	}
	where := r.String() + " " + engine.FormatPosition(r, p)
	if (d <= enough) != won {
		t.Fatalf("%s: distance %d, but the game won is %v", where, d, won)
	}
	if d == Unreached {
		return true
	}
	if ok, _ := x.Wins(d); !ok {
		t.Fatalf("%s: distance %d, but no win within %d", where, d, d)
	}
	if ok, _ := x.Wins(d - 1); ok {
		t.Fatalf("%s: distance %d, but a win within %d", where, d, d-1)
	}
	checkLine(t, r, p, x, d)
	return true
}

// checkLine plays the race's line from p: the winner wins within d turns,
// and each of the opponent's moves is the race's defence.
func checkLine(t *testing.T, r engine.Rules, p engine.Position, x *Race, d int) {
	t.Helper()
	line, err := x.Line(d)
	if err != nil {
		t.Fatal(err)
	}
	winner, turns := p.ToMove, 0
	g := engine.NewGame(r, p)
	for _, m := range line {
		q := g.Position()
		if q.ToMove != winner {
			y := NewRace(r, history(g), winner, raceNodes)
			if want, _ := y.Defence(d - turns); want != m {
				t.Fatalf("line %v: the opponent plays %s, the defence is %s", line, m, want)
			}
		}
		if err := g.Play(m, nil); err != nil {
			t.Fatal(err)
		}
		if q.ToMove == winner && (g.Position().ToMove != winner || g.Outcome().Over()) {
			turns++
		}
	}
	if !x.won(g.Outcome()) || turns > d {
		t.Fatalf("line %v ends %+v after %d turns, want a win within %d", line, g.Outcome(), turns, d)
	}
}

// TestRaceEndsTheGameOnTheThirdRepetition: a position met for the third
// time on the line ends the game as the rules' repetition says.
func TestRaceEndsTheGameOnTheThirdRepetition(t *testing.T) {
	var r engine.Oware
	p := mustPosition(t, r, "0,1,2,2,3,1/1,3,0,2,4,0 15 14 s")
	q := r.Apply(p, 2, nil)
	want, _ := r.Repeated(p)
	x := NewRace(r, []engine.Position{p, q, p, q}, engine.South, raceNodes)
	if o := x.outcome(); o.Over() {
		t.Fatalf("twice is not the end: %+v", o)
	}
	x.line = append(x.line, p)
	if o := x.outcome(); o != want {
		t.Fatalf("the third time gives %+v, want %+v", o, want)
	}
}

// TestRaceNodeLimit: a race that needs more positions than allowed stops
// with ErrTooLarge.
func TestRaceNodeLimit(t *testing.T) {
	var r engine.Oware
	x := NewRace(r, []engine.Position{r.Start(engine.South)}, engine.South, 10)
	if _, err := x.Distance(3); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("error %v, want ErrTooLarge", err)
	}
}

// history returns the positions of g, its current one last.
func history(g *engine.Game) []engine.Position {
	out := make([]engine.Position, len(g.Moves())+1)
	for i := range out {
		out[i] = g.PositionAt(i)
	}
	return out
}
