package challengebrowser

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestBrowserScreenshots draws the challenge browser, one challenge
// solved, on its Kalah and Bao tabs, on a desktop and a phone, and writes
// them to MANCALA_SHOTS when it names a directory.
func TestBrowserScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, c := range []struct {
		size        string
		w, h, scale float64
	}{{"1280x720", 1280, 720, 1}, {"390x844", 390, 844, 3}} {
		app, _ := scenetest.ChallengeApp(t)
		solve(t, app, "kalah-two-turns") // a solved card shows
		d := scenetest.NewDriver(t, c.w, c.h, c.scale)
		cb := openBrowser(t, d, app)
		d.Step(cb, kit.Intents{}, true) // the frame to save
		scenetest.Save(t, d.Screen, filepath.Join(dir, "challenge-browser-"+c.size+".png"))
		tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
		d.Step(cb, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "challenge-browser-bao-"+c.size+".png"))
	}
}
