package analysis

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"mancala/ai"
	"mancala/ai/solve"
	"mancala/engine"
)

// endgames returns n positions of game r reached by random play from the
// start, each with at most seeds seeds left in the pits and a choice of
// moves, the same every run.
func endgames(t *testing.T, r engine.Rules, n, seeds int) []engine.Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 11))
	var out []engine.Position
	for len(out) < n {
		p := r.Start(engine.South)
		for !r.Outcome(p).Over() {
			moves := r.LegalMoves(p, nil)
			if pits := p.Total() - int(p.Stores[0]) - int(p.Stores[1]); pits <= seeds {
				if len(moves) > 1 {
					out = append(out, p)
				}
				break
			}
			p = r.Apply(p, moves[rng.IntN(len(moves))], nil)
		}
	}
	return out
}

// solvedMoves returns every legal move of p with its exact value for the
// player to move (the final difference with perfect play).
func solvedMoves(t *testing.T, r engine.Rules, p engine.Position) []solve.MoveValue {
	t.Helper()
	s, err := solve.New(r, solve.Options{TableMB: 8, DBSeeds: -1, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	mv, err := s.MoveValues(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

// judgeOne judges the one-move game of m played at p.
func judgeOne(t *testing.T, r engine.Rules, p engine.Position, m engine.Move) Judged {
	t.Helper()
	g := engine.NewGame(r, p)
	if err := g.Play(m, nil); err != nil {
		t.Fatal(err)
	}
	rev := Judge(context.Background(), g, GameBudget(r), nil)
	if len(rev.Moves) != 1 || len(rev.Evals) != 2 {
		t.Fatalf("%d moves judged, %d positions valued; want 1 and 2", len(rev.Moves), len(rev.Evals))
	}
	return rev.Moves[0]
}

// TestVerdictsInProvenEndgamesFollowTheSolver: in Kalah and Congkak
// endgames the solver proves, every move is judged by its exact value: a
// move keeping the best value is Best, a move that throws away a win or
// turns a game not lost into a loss is a Blunder, and any other costs
// exactly the seeds the solver says, with the verdict of that loss.
func TestVerdictsInProvenEndgamesFollowTheSolver(t *testing.T) {
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	rules := []engine.Rules{kalah, engine.Congkak{}}
	blunders := 0
	for _, r := range rules {
		for _, p := range endgames(t, r, 6, 10) {
			mv := solvedMoves(t, r, p)
			best := slices.MaxFunc(mv, func(a, b solve.MoveValue) int { return a.Value - b.Value }).Value
			for _, m := range mv {
				j := judgeOne(t, r, p, m.Move)
				want := verdictOf(float64(best - m.Value))
				if best > 0 && m.Value <= 0 || best >= 0 && m.Value < 0 {
					want = Blunder
					blunders++
				}
				if !j.Proven || j.Verdict != want || (m.Value == best) != (j.Verdict == Best) {
					t.Errorf("%v at %s: best %d, the move %d: judged %v (proven %v, loss %.1f), want %v",
						r.Board().Variant, engine.FormatPosition(r, p), best, m.Value, j.Verdict, j.Proven, j.Loss, want)
				}
			}
		}
	}
	if blunders == 0 {
		t.Error("no move threw a game away in these endgames: the test proves nothing of blunders")
	}
}

// TestLinesAreTheSolversMovesBestFirst: at a proven endgame the lines are
// every legal move valued exactly, the best first.
func TestLinesAreTheSolversMovesBestFirst(t *testing.T) {
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	for _, p := range endgames(t, kalah, 4, 12) {
		mv := solvedMoves(t, kalah, p)
		lines := Lines(context.Background(), kalah, p, nil, GameBudget(kalah), 0)
		if len(lines) != len(mv) {
			t.Fatalf("%d lines for %d moves", len(lines), len(mv))
		}
		for i, l := range lines {
			if i > 0 && l.Score > lines[i-1].Score {
				t.Errorf("line %d scores %d, above line %d's %d", i+1, l.Score, i, lines[i-1].Score)
			}
			for _, m := range mv {
				if m.Move == l.Move && (scoreOf(m.Value) != l.Score || !l.Proven || l.PV[0] != l.Move) {
					t.Errorf("move %v: line scores %d (proven %v), the solver %d", l.Move, l.Score, l.Proven, scoreOf(m.Value))
				}
			}
		}
		if two := Lines(context.Background(), kalah, p, nil, GameBudget(kalah), 2); len(two) != 2 || two[0].Move != lines[0].Move {
			t.Errorf("multipv 2 gave %d lines", len(two))
		}
	}
}

// TestAGameIsJudgedWholeTheSameEachTime: a whole Kalah game between
// levels 6 and 2 is judged move by move within the node budget, the same
// twice; its end is valued exactly, as the game ended.
func TestAGameIsJudgedWholeTheSameEachTime(t *testing.T) {
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	g := engine.NewGame(kalah, kalah.Start(engine.South))
	for !g.Outcome().Over() {
		l := ai.Level(6)
		if g.Position().ToMove == engine.North {
			l = 2
		}
		if err := g.Play(ai.PlayGame(context.Background(), g, l, 1, nil).Move, nil); err != nil {
			t.Fatal(err)
		}
	}
	b := Budget{Nodes: 40_000, SolveNodes: 100_000}
	calls, lastDone, lastTotal := 0, 0, 0
	a := Judge(context.Background(), g, b, func(done, total int) { calls, lastDone, lastTotal = calls+1, done, total })
	again := Judge(context.Background(), g, b, nil)
	n := len(g.Moves())
	if len(a.Moves) != n || len(a.Evals) != n+1 || calls < n || lastDone != lastTotal || lastTotal != 2*n+1 {
		t.Fatalf("%d moves: %d judged, %d values; %d progress reports, the last %d of %d",
			n, len(a.Moves), len(a.Evals), calls, lastDone, lastTotal)
	}
	o := g.Outcome()
	if last := a.Evals[n]; last != scoreOf(o.South-o.North) {
		t.Errorf("the end is valued %d for South, the game ended %d-%d", last, o.South, o.North)
	}
	for i := range a.Moves {
		if a.Moves[i].Verdict != again.Moves[i].Verdict || a.Moves[i].Loss != again.Moves[i].Loss {
			t.Fatalf("ply %d judged %v then %v", i+1, a.Moves[i].Verdict, again.Moves[i].Verdict)
		}
	}
	t.Logf("level 6 (South) accuracy %.0f, level 2 (North) %.0f; blunders %d and %d", a.Accuracy(engine.South),
		a.Accuracy(engine.North), a.Count(engine.South, Blunder), a.Count(engine.North, Blunder))
}

// TestAccuracyIsTheMeanOfEachMovesScore: 100·e^(−loss/3) a move, a thrown
// game 0, averaged over the side's moves.
func TestAccuracyIsTheMeanOfEachMovesScore(t *testing.T) {
	rev := Review{Moves: []Judged{{Mover: engine.South, Loss: 0}, {Mover: engine.South, Loss: 3},
		{Mover: engine.North, Loss: math.Inf(1)}}}
	if got, want := rev.Accuracy(engine.South), (100+100*math.Exp(-1))/2; math.Abs(got-want) > 1e-9 {
		t.Errorf("South: %.3f, want %.3f", got, want)
	}
	if got := rev.Accuracy(engine.North); got != 0 {
		t.Errorf("North threw the game away: accuracy %.1f, want 0", got)
	}
}

// TestJudgingAsksForEachPositionOnceThenTheEnginesMoves: the stepper asks
// for the game's positions in order (not its ended last one), then only
// for the positions the engine's moves lead to where another move was
// played; its review equals Judge's.
func TestJudgingAsksForEachPositionOnceThenTheEnginesMoves(t *testing.T) {
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	g := engine.NewGame(kalah, kalah.Start(engine.South))
	for _, n := range []int{3, 6, 2, 5, 1, 6, 4} {
		m := engine.PitMove(n)
		if err := g.Play(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	b := Budget{Nodes: 20_000, SolveNodes: 50_000}
	j := NewJudging(g)
	asked := 0
	for q, ok := j.Next(); ok; q, ok = j.Next() {
		if asked <= len(g.Moves()) && q.Position != g.PositionAt(asked) || len(q.History) > len(g.Moves()) {
			t.Fatalf("query %d: position %s after %d positions", asked, engine.FormatPosition(kalah, q.Position), len(q.History))
		}
		j.Take(Evaluate(context.Background(), kalah, q.Position, q.History, b))
		asked++
	}
	want := Judge(context.Background(), g, b, nil)
	got := j.Review()
	others := 0
	for i := range want.Moves {
		if got.Moves[i].Verdict != want.Moves[i].Verdict || got.Moves[i].Loss != want.Moves[i].Loss || got.Moves[i].Best != want.Moves[i].Best {
			t.Errorf("ply %d: the stepper judged %v, Judge %v", i+1, got.Moves[i].Verdict, want.Moves[i].Verdict)
		}
		if want.Moves[i].Move != want.Moves[i].Best {
			others++
		}
	}
	if asked != len(g.Moves())+1+others || !j.Done() {
		t.Errorf("asked %d values for %d moves, %d of them not the engine's (done %v)", asked, len(g.Moves()), others, j.Done())
	}
}

// scoreOf is the search's score of a game whose final difference for the
// player is diff.
func scoreOf(diff int) int {
	switch {
	case diff > 0:
		return ai.Win + diff*ai.Unit
	case diff < 0:
		return -ai.Win + diff*ai.Unit
	}
	return 0
}
