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

// TestChallengeScreenshots draws a challenge in play with its hint
// showing, a solved one and a failed one, on a desktop
// and a phone, and writes them to MANCALA_SHOTS when it names a directory.
func TestChallengeScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	shotChallenges(t, dir, "1280x720", 1280, 720, 1)
	shotChallenges(t, dir, "390x844", 390, 844, 3)
}

// shotChallenges saves the challenge screens on one canvas.
func shotChallenges(t *testing.T, dir, size string, w, h, scale float64) {
	shot := func(s core.Scene, d *scenetest.Driver, what string) {
		d.Step(s, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "challenge-"+what+"-"+size+".png"))
	}
	app, _ := scenetest.ChallengeApp(t)
	a := newAttempt(t, app, "kalah-two-turns", w, h, scale)
	a.playSolution()
	shot(a.b, a.d, "solved")
	a = newAttempt(t, app, "bao-two-step", w, h, scale)
	var in kit.Intents
	in.Press(kit.ActHint)
	a.d.Step(a.b, in, false)
	a.waitFor("the hint", func() bool { return a.b.sel.hint != engine.Hand })
	shot(a.b, a.d, "playing-hint")
	a = newAttempt(t, app, "congkak-six-relays", w, h, scale)
	a.tapMove(wrongMove(t, a.c))
	a.waitFor("the result panel", a.b.Decided)
	a.d.Step(a.b, kit.Intents{}, false)
	shot(a.b, a.d, "failed")
	tapCard(a.d, a.b, a.b.ref.Play.Buttons[layout.PanelSolution])
	a.waitFor("the best answer", func() bool { return a.b.ref.known })
	shot(a.b, a.d, "failed-solution")
}
