package play

import (
	"testing"
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/puzzles"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// speakingRun is a test run that speaks its app's language: a training
// run's title, and a streak's words once an attempt is recorded.
type speakingRun struct {
	testRun
	app *core.App
}

// Title names the run as a training run of Oware's captures.
func (r *speakingRun) Title() string {
	return r.app.T("puzzles.themeTitle", i18n.S("game", kit.VariantName(r.app, engine.OwareGame)),
		i18n.S("theme", r.app.T(puzzles.Capture.Key())))
}

// Words say a streak's count once an attempt is recorded.
func (r *speakingRun) Words() string {
	if len(r.records) == 0 {
		return ""
	}
	return r.app.T("puzzles.inRowBest", i18n.N("solved", 3), i18n.N("best", 12))
}

// puzzleScreen makes the board of puzzle p in a run of app's language,
// rated or not.
func puzzleScreen(p *puzzles.Puzzle, rated bool) func(app *core.App) core.Scene {
	return func(app *core.App) core.Scene {
		app.Settings.Speed = anim.Instant.String() // the seeds land at once: the test waits less
		return NewPuzzleBoard(app, core.PuzzleAttempt{Puzzle: p, Run: &speakingRun{testRun: testRun{rated: rated}, app: app}})
	}
}

// TestPuzzleBoardSpeaksEveryLanguage draws a puzzle on the board in
// every language on every canvas: its title and goal with the hint (and
// with a rated run's refusal of one), the panel of a solve, and of a
// miss with the solution shown.
func TestPuzzleBoardSpeaksEveryLanguage(t *testing.T) {
	line := packPuzzle(t, engine.KalahGame, 2)
	one := packPuzzle(t, engine.OwareGame, 1)
	wrong := offTheLine(one)
	drive := func(do func(a *attempt)) func(d *scenetest.Driver, s core.Scene) {
		return func(d *scenetest.Driver, s core.Scene) { do(&attempt{t: t, d: d, b: s.(*Board)}) }
	}
	hint := drive(func(a *attempt) {
		var in kit.Intents
		in.Press(kit.ActHint)
		a.d.Step(a.b, in, false)
		settlePuzzle(a, "the hint", func() bool { return a.b.puz.helped || a.b.puz.noHint })
	})
	solved := drive(func(a *attempt) {
		for _, m := range line.Line {
			settlePuzzle(a, "the player's turn", func() bool { return a.b.puz.Status != puzzles.Playing || a.b.Human() && !a.b.tab.Stage.Busy() })
			if a.b.game.Position().ToMove == line.Mover() {
				tapQuietly(a, m)
			}
		}
		settlePuzzle(a, "the result panel", func() bool { return a.b.puz.PanelUp })
	})
	missed := drive(func(a *attempt) {
		tapQuietly(a, wrong)
		settlePuzzle(a, "the result panel", func() bool { return a.b.puz.PanelUp })
		a.press(layout.PanelSolution)
	})
	if testing.Short() {
		t.Skip("draws 196 boards")
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "puzzle-hint", Make: puzzleScreen(line, false), Drive: hint},
		scenetest.Screen{Name: "puzzle-rated-hint", Make: puzzleScreen(line, true), Drive: hint},
		scenetest.Screen{Name: "puzzle-solved", Make: puzzleScreen(line, false), Drive: solved},
		scenetest.Screen{Name: "puzzle-missed", Make: puzzleScreen(one, false), Drive: missed},
	)
}

// settlePuzzle runs the attempt's ticks, drawing none, until done says so: the
// moves on their way are the board's to draw, not the puzzle's.
func settlePuzzle(a *attempt, what string, done func() bool) {
	a.t.Helper()
	for i := 0; !done(); i++ {
		if i > 5000 {
			a.t.Fatalf("%s never happened", what)
		}
		a.d.Step(a.b, kit.Intents{}, false)
		time.Sleep(time.Millisecond)
	}
}

// tapQuietly plays the pit move m by a tap, drawing nothing.
func tapQuietly(a *attempt, m engine.Move) {
	pl := MovePlace(a.b.model.Board, a.b.game.Position().ToMove, m)
	a.d.Step(a.b, kit.TapAt(a.b.lay.Spot(pl).Cell.Center()), false)
}
