package scenes

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// TestScreenshotsContrast draws, in the High contrast theme, a page of
// every game's how-to-play with its demonstration a moment in, and the
// challenge browser on the Kalah and Bao tabs and a failed challenge's
// result panel, on the desktop and on a phone held upright, and writes
// them to MANCALA_SHOTS.
func TestScreenshotsContrast(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range shotSizes {
		size := fmt.Sprintf("%gx%g", sz.w, sz.h)
		for v := range rulesPages {
			d := newDriver(t, sz.w, sz.h, sz.scale)
			h := rulesIn(t, d, saves.Contrast, engine.Variant(v), 1, 170)
			save(t, d.screen, filepath.Join(dir, fmt.Sprintf("contrast-rules-%v-%s.png", h.v, size)))
		}
		d := newDriver(t, sz.w, sz.h, sz.scale)
		cb := browserIn(t, d, saves.Contrast)
		save(t, d.screen, filepath.Join(dir, "contrast-challenges-"+size+".png"))
		tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
		save(t, d.screen, filepath.Join(dir, "contrast-challenges-bao-"+size+".png"))
		app, _ := challengeApp(t)
		app.Settings.Theme = saves.Contrast
		a := newAttempt(t, app, "congkak-six-relays", sz.w, sz.h, sz.scale)
		a.tapMove(wrongMove(t, a.c))
		a.waitFor("the result panel", a.b.decided)
		a.d.step(a.b, Intents{}, true)
		save(t, a.d.screen, filepath.Join(dir, "contrast-challenge-failed-"+size+".png"))
	}
}

// rulesIn opens the how-to-play of game v in theme th, turns to page i
// (0 when the game has fewer) and plays its demonstration for ticks.
func rulesIn(t *testing.T, d *driver, th saves.Theme, v engine.Variant, i, ticks int) *HowToPlay {
	t.Helper()
	app := newTestApp()
	app.Settings.Theme = th
	h := newHowToPlay(app, v)
	d.step(h, Intents{}, false)
	h.show(v, min(i, len(rulesPages[v])-1))
	for k := 0; k < ticks; k++ {
		d.step(h, Intents{}, k == ticks-1)
	}
	return h
}

// browserIn opens the challenge browser in theme th, loaded and drawn.
func browserIn(t *testing.T, d *driver, th saves.Theme) *ChallengeBrowser {
	t.Helper()
	app, _ := challengeApp(t)
	app.Settings.Theme = th
	cb := openBrowser(t, d, app)
	d.step(cb, Intents{}, true)
	return cb
}

// opaqueAt returns the straight colour of the screen at logical x, y.
func opaqueAt(d *driver, x, y float64) color.RGBA {
	s := d.ctx.Scale
	return d.screen.At(int(x*s), int(y*s)).(color.RGBA)
}

// nearTone reports whether c is within 60 of the opaque colour of theme
// th's board (its wood's middle tone) on every channel.
func nearTone(c color.RGBA, th *theme.Theme) bool {
	want := th.BoardTone()
	for i, v := range [3]uint8{c.R, c.G, c.B} {
		if f := float64(v) - want[i]; f > 60 || f < -60 {
			return false
		}
	}
	return true
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

// TestContrastReachesTheDemonstrations: the how-to-play screen in High
// contrast draws its table and its demonstration's board in the High
// contrast colours, not the wood theme's.
func TestContrastReachesTheDemonstrations(t *testing.T) {
	for _, v := range []engine.Variant{engine.KalahGame, engine.BaoGame} {
		d := newDriver(t, 1280, 720, 1)
		h := rulesIn(t, d, saves.Contrast, v, 0, 1)
		x, y := woodPoint(h.board.Spots)
		if c := opaqueAt(d, x, y); !nearTone(c, &theme.HighContrast) {
			t.Errorf("%v: the demonstration's wood is %v, want High contrast's %v", v, c, theme.HighContrast.BoardTone())
		}
		if c := opaqueAt(d, 2, 2); nearTone(c, &theme.Wood) || c == opaqueAt(newDriverDrawn(t, v), 2, 2) {
			t.Errorf("%v: the table is %v, as in the wood theme", v, c)
		}
	}
}

// newDriverDrawn returns a driver whose screen shows game v's
// how-to-play in the wood theme.
func newDriverDrawn(t *testing.T, v engine.Variant) *driver {
	d := newDriver(t, 1280, 720, 1)
	rulesIn(t, d, saves.Wood, v, 0, 1)
	return d
}

// TestContrastReachesTheThumbnails: the challenge browser in High
// contrast draws its cards' thumbnails in the High contrast colours.
func TestContrastReachesTheThumbnails(t *testing.T) {
	for _, th := range theme.All {
		d := newDriver(t, 1280, 720, 1)
		cb := browserIn(t, d, th.Name)
		card := cb.lay.OnScreen(cb.lay.Cards[0], cb.scroll[cb.tab])
		thumb := layout.ComputeThumb(layout.PartsOf(card).Thumb, cb.list[0].Rules.Board())
		x, y := woodPoint(thumb.Spots)
		if c := opaqueAt(d, x, y); !nearTone(c, th) {
			t.Errorf("%s: a thumbnail's wood is %v, want near %v", th.Title(), c, th.BoardTone())
		}
	}
}

// TestEveryScreenFollowsTheThemeAtOnce: every scene, switched to High
// contrast while it shows, draws its next frame in High contrast: its
// table's corner changes colour from one frame to the next.
func TestEveryScreenFollowsTheThemeAtOnce(t *testing.T) {
	for name, make := range sceneMakers(t) {
		app := sceneApp()
		sc := make(app)
		d := newDriver(t, 640, 360, 1)
		d.step(sc, Intents{}, true)
		wood := opaqueAt(d, 1, 1)
		app.Settings.Theme = saves.Contrast
		d.step(sc, Intents{}, true)
		if c := opaqueAt(d, 1, 1); c == wood {
			t.Errorf("%s: the table is %v in both themes", name, c)
		}
	}
}
