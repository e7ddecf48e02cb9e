package challengebrowser

import (
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
	"mancala/scenes/theme"
)

// browserIn opens the challenge browser in theme th, loaded and drawn.
func browserIn(t *testing.T, d *scenetest.Driver, th saves.Theme) *ChallengeBrowser {
	t.Helper()
	app, _ := scenetest.ChallengeApp(t)
	app.Settings.Theme = th
	cb := openBrowser(t, d, app)
	d.Step(cb, kit.Intents{}, true)
	return cb
}

// TestScreenshotsContrast draws the challenge browser in High contrast
// on the Kalah and Bao tabs, on the desktop and on a phone held upright,
// and writes them to MANCALA_SHOTS.
func TestScreenshotsContrast(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		cb := browserIn(t, d, saves.Contrast)
		size := layoutName(sz[0], sz[1])
		scenetest.Save(t, d.Screen, filepath.Join(dir, "contrast-challenges-"+size+".png"))
		tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
		scenetest.Save(t, d.Screen, filepath.Join(dir, "contrast-challenges-bao-"+size+".png"))
	}
}

// layoutName names a canvas w x h.
func layoutName(w, h float64) string {
	return itoa(int(w)) + "x" + itoa(int(h))
}

// itoa formats n.
func itoa(n int) string { return kit.Itoa(n) }

// TestContrastReachesTheThumbnails: the challenge browser draws its
// cards' thumbnails in each theme's colours.
func TestContrastReachesTheThumbnails(t *testing.T) {
	for _, th := range theme.All {
		d := scenetest.NewDriver(t, 1280, 720, 1)
		cb := browserIn(t, d, th.Name)
		card := cb.lay.OnScreen(cb.lay.Cards[0], cb.scroll[cb.tab])
		thumb := layout.ComputeThumb(layout.PartsOf(card).Thumb, cb.list[0].Rules.Board())
		var x, y float64
		for _, s := range thumb.Spots {
			if s.Place == 0 || s.Place == 1 {
				cx, cy := s.Hollow.Center()
				x, y = x+cx/2, y+cy/2
			}
		}
		c := d.Screen.At(int(x), int(y)).(color.RGBA)
		want := th.BoardTone()
		for i, v := range [3]uint8{c.R, c.G, c.B} {
			if f := float64(v) - want[i]; f > 60 || f < -60 {
				t.Errorf("%s: a thumbnail's wood is %v, want near %v", th.Title(), c, want)
				break
			}
		}
	}
}
