package play

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// TestPuzzleScreenshots draws a puzzle in play with its hint, a solved
// one and a missed one refuted, its solution shown, on a desktop and a
// phone (wood and High contrast), and writes them to MANCALA_SHOTS when
// it names a directory.
func TestPuzzleScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	shotPuzzles(t, dir, "1280x720", 1280, 720, 1, false)
	shotPuzzles(t, dir, "390x844", 390, 844, 3, false)
	shotPuzzles(t, dir, "contrast-390x844", 390, 844, 3, true)
}

// shotPuzzles saves the puzzle screens on one canvas.
func shotPuzzles(t *testing.T, dir, size string, w, h, scale float64, contrast bool) {
	shot := func(a *attempt, what string) {
		a.d.Step(a.b, kit.Intents{}, true)
		scenetest.Save(t, a.d.Screen, filepath.Join(dir, "puzzle-"+what+"-"+size+".png"))
	}
	open := func(v engine.Variant, n int) *attempt {
		a := &attempt{t: t, d: scenetest.NewDriver(t, w, h, scale)}
		app := scenetest.NewTestApp()
		if contrast {
			app.Settings.Theme = "contrast"
		}
		a.b = NewPuzzleBoard(app, core.PuzzleAttempt{Puzzle: packPuzzle(t, v, n), Run: &testRun{}})
		a.d.Step(a.b, kit.Intents{}, true)
		return a
	}
	a := open(engine.BaoGame, 1)
	var in kit.Intents
	in.Press(kit.ActHint)
	a.d.Step(a.b, in, false)
	a.waitFor("the hint", func() bool { return a.b.sel.hint != engine.Hand })
	shot(a, "hint")
	a = open(engine.KalahGame, 2)
	a.playLine(a.b.puz.P.Line)
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	shot(a, "solved")
	a = open(engine.OwareGame, 1)
	p := a.b.puz.P
	for _, m := range p.Rules.LegalMoves(p.Position, nil) {
		if m != p.Line[0] {
			a.tapMove(m)
			break
		}
	}
	a.waitFor("the result panel", func() bool { return a.b.puz.PanelUp })
	shot(a, "missed")
	tapCard(a.d, a.b, a.b.puz.Play.Buttons[layout.PanelSolution])
	shot(a, "missed-solution")
}
