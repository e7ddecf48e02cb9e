package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
)

// TestChallengeScreenshots draws the challenge browser, a challenge in
// play with its hint showing, a solved one and a failed one, on a desktop
// and a phone, and writes them to MANCALA_SHOTS when it names a directory.
func TestChallengeScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range []struct {
		name        string
		w, h, scale float64
	}{{"1280x720", 1280, 720, 1}, {"390x844", 390, 844, 3}} {
		shot := func(s Scene, d *driver, what string) {
			d.step(s, Intents{}, true)
			save(t, d.screen, filepath.Join(dir, "challenge-"+what+"-"+sz.name+".png"))
		}
		app, _ := challengeApp(t)
		d := newDriver(t, sz.w, sz.h, sz.scale)
		a := newAttempt(t, app, "kalah-two-turns", sz.w, sz.h, sz.scale)
		a.playSolution()
		shot(a.b, a.d, "solved")
		cb := openBrowser(t, d, app)
		shot(cb, d, "browser")
		d.step(cb, Intents{Scroll: -400}, false)
		tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
		shot(cb, d, "browser-bao")
		a = newAttempt(t, app, "bao-two-step", sz.w, sz.h, sz.scale)
		var in Intents
		in.Press(ActHint)
		a.d.step(a.b, in, false)
		a.waitFor("the hint", func() bool { return a.b.sel.hint != engine.Hand })
		shot(a.b, a.d, "playing-hint")
		a = newAttempt(t, app, "congkak-six-relays", sz.w, sz.h, sz.scale)
		a.tapMove(wrongMove(t, a.c))
		a.waitFor("the result panel", a.b.decided)
		a.waitFor("the best answer", func() bool { return a.b.chal.known })
		shot(a.b, a.d, "failed")
	}
}
