package scenes

import (
	"image/color"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/theme"
)

// TestBoardDrawsItsArtAgainWhenTheThemeChanges: the still board follows
// the settings' theme on the next tick.
func TestBoardDrawsItsArtAgainWhenTheThemeChanges(t *testing.T) {
	app := newTestApp()
	d := newDriver(t, 640, 360, 1)
	b := NewBoard(Config{Rules: engine.Oware{}}, app)
	d.step(b, Intents{}, true)
	before := d.screen.At(2, 180)
	app.Settings.Theme = saves.Contrast
	d.step(b, Intents{}, true)
	if b.view.Theme() != &theme.HighContrast {
		t.Fatal("the art is still in the wood theme")
	}
	if after := d.screen.At(2, 180); after == before {
		t.Errorf("the table's edge is %v in both themes", after)
	}
}

// TestPitNumbersAreDrawnWhereTheLayoutSays: with pit numbers on, the
// squares the layout gives them change; off, the board is as before.
func TestPitNumbersAreDrawnWhereTheLayoutSays(t *testing.T) {
	app := newTestApp()
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := newDriver(t, 1280, 720, 1)
	b := NewBoard(Config{Rules: k}, app)
	d.step(b, Intents{}, true)
	ns := b.Layout().PitNumbers()
	off := make([]color.Color, len(ns))
	for i, n := range ns {
		x, y := n.Rect.Center()
		off[i] = d.screen.At(int(x), int(y))
	}
	app.Settings.PitNumbers = true
	d.step(b, Intents{}, true)
	for i, n := range ns {
		x, y := n.Rect.Center()
		if d.screen.At(int(x), int(y)) == off[i] && d.screen.At(int(x)-2, int(y)) == off[i] {
			t.Errorf("pit %d: nothing drawn at its number %+v", n.Place, n.Rect)
		}
	}
}
