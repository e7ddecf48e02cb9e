package howto

import (
	"fmt"
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

// TestScreenshotsContrast draws, in the High contrast theme, a page of
// every game's how-to-play with its demonstration a moment in, on the
// desktop and on a phone held upright, and writes them to MANCALA_SHOTS.
func TestScreenshotsContrast(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		for v := range rulesPages() {
			d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
			h := rulesIn(t, d, saves.Contrast, engine.Variant(v), 1, 170)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("contrast-rules-%v-%gx%g.png", h.v, sz[0], sz[1])))
		}
	}
}

// rulesIn opens the how-to-play of game v in theme th, turns to page i
// (0 when the game has fewer) and plays its demonstration for ticks.
func rulesIn(t *testing.T, d *scenetest.Driver, th saves.Theme, v engine.Variant, i, ticks int) *HowToPlay {
	t.Helper()
	app := scenetest.NewTestApp()
	app.Settings.Theme = th
	h := newHowToPlay(app, v)
	d.Step(h, kit.Intents{}, false)
	h.show(v, min(i, len(rulesPages()[v])-1))
	for k := 0; k < ticks; k++ {
		d.Step(h, kit.Intents{}, k == ticks-1)
	}
	return h
}

// woodPoint returns a point of a board's wood: between South's first
// two pits.
func woodPoint(spots []layout.Spot) (float64, float64) {
	var x, y float64
	for _, s := range spots {
		if s.Place == 0 || s.Place == 1 {
			cx, cy := s.Hollow.Center()
			x, y = x+cx/2, y+cy/2
		}
	}
	return x, y
}

// nearTone reports whether c is within 60 of theme th's board tone on
// every channel.
func nearTone(c color.RGBA, th *theme.Theme) bool {
	want := th.BoardTone()
	for i, v := range [3]uint8{c.R, c.G, c.B} {
		if f := float64(v) - want[i]; f > 60 || f < -60 {
			return false
		}
	}
	return true
}

// TestContrastReachesTheDemonstrations: the how-to-play screen in High
// contrast draws its table and its demonstration's board in the High
// contrast colours, not the wood theme's.
func TestContrastReachesTheDemonstrations(t *testing.T) {
	for _, v := range []engine.Variant{engine.KalahGame, engine.BaoGame} {
		wood := scenetest.NewDriver(t, 1280, 720, 1)
		rulesIn(t, wood, saves.Wood, v, 0, 1)
		d := scenetest.NewDriver(t, 1280, 720, 1)
		h := rulesIn(t, d, saves.Contrast, v, 0, 1)
		x, y := woodPoint(h.board.Spots)
		if c := d.Screen.At(int(x), int(y)).(color.RGBA); !nearTone(c, &theme.HighContrast) {
			t.Errorf("%v: the demonstration's wood is %v, want High contrast's %v", v, c, theme.HighContrast.BoardTone())
		}
		if c := d.Screen.At(2, 2); c == wood.Screen.At(2, 2) {
			t.Errorf("%v: the table is %v, as in the wood theme", v, c)
		}
	}
}
