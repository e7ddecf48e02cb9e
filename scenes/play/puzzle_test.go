package play

import (
	"slices"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/puzzles"
	"mancala/puzzles/pack"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// testRun is a puzzle run that remembers what the board told it.
type testRun struct {
	rated   bool
	records []bool // each attempt recorded: solved or not
	moves   [][]engine.Move
	next    *puzzles.Puzzle
}

func (r *testRun) Title() string { return "Test run" }
func (r *testRun) Record(_ *puzzles.Puzzle, solved bool, moves []engine.Move) {
	r.records, r.moves = append(r.records, solved), append(r.moves, moves)
}
func (r *testRun) Words() string { return "" }
func (r *testRun) Rated() bool   { return r.rated }
func (r *testRun) Next() core.Work[*puzzles.Puzzle] {
	return core.Ready[*puzzles.Puzzle]{V: r.next}
}

// packPuzzle returns the pack's first puzzle of variant v whose line
// has at least n of the player's moves.
func packPuzzle(t *testing.T, v engine.Variant, n int) *puzzles.Puzzle {
	t.Helper()
	all, err := pack.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		if p.Variant() == v && p.PlayerMoves() >= n {
			return p
		}
	}
	t.Fatalf("no %v puzzle of %d moves", v, n)
	return nil
}

// newPuzzleAttempt shows puzzle p of run on a board on a canvas.
func newPuzzleAttempt(t *testing.T, p *puzzles.Puzzle, run core.PuzzleRun, w, h float64) *attempt {
	a := &attempt{t: t, d: scenetest.NewDriver(t, w, h, 1)}
	a.b = NewPuzzleBoard(scenetest.NewTestApp(), core.PuzzleAttempt{Puzzle: p, Run: run})
	a.d.Step(a.b, kit.Intents{}, true)
	return a
}

// playLine plays moves from the puzzle's position: the player's by taps,
// the opponent's must come from the board, the same.
func (a *attempt) playLine(line []engine.Move) {
	a.t.Helper()
	for i, m := range line {
		a.waitFor("the next move", func() bool {
			return len(a.b.game.Moves()) > i || a.b.Human() && !a.b.tab.Stage.Busy()
		})
		if len(a.b.game.Moves()) == i {
			a.tapMove(m)
		}
		a.waitFor("the move", func() bool { return len(a.b.game.Moves()) > i })
		if got := a.b.game.Moves()[i]; got != m {
			a.t.Fatalf("move %d is %v, want %v", i+1, got, m)
		}
	}
}

// press taps the result panel's button btn.
func (a *attempt) press(btn layout.PanelButton) {
	a.t.Helper()
	scenetest.TapNamed(a.t, a.d, a.b, btn.String())
}

// TestAPuzzleSolvedAlongItsLineIsRecordedOnce: the player's moves of the
// line, the opponent's replies from the line, the panel says solved; the
// run has the result once, a retry solved again records nothing.
func TestAPuzzleSolvedAlongItsLineIsRecordedOnce(t *testing.T) {
	p := packPuzzle(t, engine.KalahGame, 2)
	run := &testRun{}
	a := newPuzzleAttempt(t, p, run, 1280, 720)
	a.playLine(p.Line)
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	if len(run.records) != 1 || !run.records[0] || !slices.Equal(run.moves[0], p.Line) {
		t.Fatalf("recorded %v with %v", run.records, run.moves)
	}
	if txt := a.b.puz.panelText(); !strings.HasPrefix(txt, "You found ") {
		t.Errorf("panel %q", txt)
	}
	a.press(layout.PanelRetry)
	if len(a.b.game.Moves()) != 0 || a.b.puz.Status != puzzles.Playing {
		t.Fatalf("after retry: %v, %v", a.b.game.Moves(), a.b.puz.Status)
	}
	a.playLine(p.Line)
	a.waitFor("the result panel again", func() bool { return a.b.puz.PanelUp })
	if len(run.records) != 1 {
		t.Errorf("a retry was recorded: %v", run.records)
	}
}

// TestAMoveOffTheLineIsRefutedByTheEngine: a move off the line fails the
// attempt; the engine answers it on the board before the panel comes up,
// and the panel names both moves; Show solution gives the line.
func TestAMoveOffTheLineIsRefutedByTheEngine(t *testing.T) {
	p := packPuzzle(t, engine.OwareGame, 1)
	wrong := offTheLine(p)
	run := &testRun{}
	a := newPuzzleAttempt(t, p, run, 390, 844)
	a.tapMove(wrong)
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	moves := a.b.game.Moves()
	if len(run.records) != 1 || run.records[0] || moves[0] != wrong {
		t.Fatalf("recorded %v; moves %v", run.records, moves)
	}
	if !a.b.game.Outcome().Over() && (len(moves) != 2 || !strings.Contains(a.b.puz.panelText(), "the computer answers "+moves[1].String())) {
		t.Errorf("moves %v; panel %q", moves, a.b.puz.panelText())
	}
	a.press(layout.PanelSolution)
	a.d.Step(a.b, kit.Intents{}, true)
	if !strings.Contains(a.b.puz.panelText(), "Solution: ") {
		t.Errorf("after Show solution: %q", a.b.puz.panelText())
	}
}

// TestAHintedSolveDoesNotCount: the hint rings the line's move; a solve
// after it is recorded as not solved. A rated run gives no hint.
func TestAHintedSolveDoesNotCount(t *testing.T) {
	p := packPuzzle(t, engine.CongkakGame, 1)
	for _, rated := range []bool{false, true} {
		run := &testRun{rated: rated}
		a := newPuzzleAttempt(t, p, run, 1280, 720)
		var hint kit.Intents
		hint.Press(kit.ActHint)
		a.d.Step(a.b, hint, true)
		a.waitFor("the hint", func() bool { return a.b.puz.helped || a.b.puz.noHint })
		if a.b.puz.helped == rated || a.b.puz.noHint != rated {
			t.Fatalf("rated %v: helped %v, no hint %v", rated, a.b.puz.helped, a.b.puz.noHint)
		}
		a.playLine(p.Line)
		a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
		if len(run.records) != 1 || run.records[0] == !rated {
			t.Errorf("rated %v: recorded %v", rated, run.records)
		}
	}
}

// TestNextPlaysTheRunsNextPuzzleAndAnalyseOpensTheLine: after a solve,
// Analyse opens the analysis board on the puzzle's line; Next turns the
// board into the run's next puzzle.
func TestNextPlaysTheRunsNextPuzzleAndAnalyseOpensTheLine(t *testing.T) {
	p := packPuzzle(t, engine.BaoGame, 1)
	run := &testRun{next: packPuzzle(t, engine.KalahGame, 1)}
	a := newPuzzleAttempt(t, p, run, 1280, 720)
	a.playLine(p.Line)
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	a.press(layout.PanelAnalyse)
	o, ok := a.d.Sw.To[0].(*scenetest.Opened)
	if !ok || o.Route != "analysis" || !slices.Equal(o.Analysis.Game.Moves(), p.Line) {
		t.Fatalf("Analyse opened %+v", a.d.Sw.To)
	}
	a.press(layout.PanelNext)
	a.waitFor("the next puzzle", func() bool { return a.b.puz.P == run.next })
	if a.b.game.Position() != run.next.Position || a.b.puz.Status != puzzles.Playing {
		t.Errorf("the board after Next: %v", a.b.game.Position())
	}
}

// TestAPuzzleThatEndsTheGameShowsItsOwnPanelAndBackLeadsHome: a line
// that ends the game brings up the puzzle's panel, not the game-over
// one; the bar's back button returns to the puzzles, not the menu.
func TestAPuzzleThatEndsTheGameShowsItsOwnPanelAndBackLeadsHome(t *testing.T) {
	all, err := pack.Load()
	if err != nil {
		t.Fatal(err)
	}
	var p *puzzles.Puzzle
	for _, q := range all {
		pos := q.Position
		for _, m := range q.Line {
			pos = q.Rules.Apply(pos, m, nil)
		}
		if q.Rules.Outcome(pos).Over() && q.Variant() != engine.BaoGame {
			p = q
			break
		}
	}
	if p == nil {
		t.Fatal("no puzzle of the pack ends the game")
	}
	a := newPuzzleAttempt(t, p, &testRun{}, 1280, 720)
	a.playLine(p.Line)
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	if (overPanel{a.b}).overShown() || !a.b.Over() {
		t.Errorf("over %v; the game-over panel shows too", a.b.Over())
	}
	scenetest.TapNamed(t, a.d, a.b, "back")
	if a.d.Sw.Backs != 1 || a.d.Sw.Homes != 0 {
		t.Errorf("back: %d backs, %d homes", a.d.Sw.Backs, a.d.Sw.Homes)
	}
}

// offTheLine is a legal move of p's position other than its line's first.
func offTheLine(p *puzzles.Puzzle) engine.Move {
	for _, m := range p.Rules.LegalMoves(p.Position, nil) {
		if m != p.Line[0] {
			return m
		}
	}
	panic("a puzzle whose position has one legal move")
}
