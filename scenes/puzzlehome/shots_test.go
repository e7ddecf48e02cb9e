package puzzlehome

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestHomeScreenshots draws the puzzles' home on Kalah's and Bao's tabs
// on a desktop, a phone and a phone on its side, and in High contrast,
// and writes them to MANCALA_SHOTS when it names a directory.
func TestHomeScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, c := range []struct {
		size        string
		w, h, scale float64
		theme       saves.Theme
	}{{"1280x720", 1280, 720, 1, ""}, {"390x844", 390, 844, 3, ""}, {"667x375", 667, 375, 2, ""},
		{"contrast-390x844", 390, 844, 3, "contrast"}} {
		app := scenetest.StoreApp(t)
		if c.theme != "" {
			app.Settings.Theme = c.theme
		}
		s := New(app).(*Home)
		s.Now = day
		d := scenetest.NewDriver(t, c.w, c.h, c.scale)
		for len(s.v.Rows) < 4 {
			d.Step(s, kit.Intents{}, false)
		}
		d.Step(s, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "puzzles-"+c.size+".png"))
		s.show(engine.BaoGame)
		d.Step(s, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "puzzles-bao-"+c.size+".png"))
	}
}
