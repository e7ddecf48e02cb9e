package play

import (
	"image/color"
	"mancala/scenes/theme"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestBoardDrawsItsArtAgainWhenTheThemeChanges: the still board follows
// the settings' theme on the next tick.
func TestBoardDrawsItsArtAgainWhenTheThemeChanges(t *testing.T) {
	app := scenetest.NewTestApp()
	d := scenetest.NewDriver(t, 640, 360, 1)
	b := NewBoard(core.Config{Rules: engine.Oware{}}, app)
	d.Step(b, kit.Intents{}, true)
	before := d.Screen.At(2, 180)
	app.Settings.Theme = saves.Contrast
	d.Step(b, kit.Intents{}, true)
	if b.tab.Art.Theme() != &theme.HighContrast {
		t.Fatal("the art is still in the wood theme")
	}
	if after := d.Screen.At(2, 180); after == before {
		t.Errorf("the table's edge is %v in both themes", after)
	}
}

// TestPitNumbersAreDrawnWhereTheLayoutSays: with pit numbers on, the
// squares the layout gives them change; off, the board is as before.
func TestPitNumbersAreDrawnWhereTheLayoutSays(t *testing.T) {
	app := scenetest.NewTestApp()
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := NewBoard(core.Config{Rules: k}, app)
	d.Step(b, kit.Intents{}, true)
	ns := b.Layout().PitNumbers()
	off := make([]color.Color, len(ns))
	for i, n := range ns {
		x, y := n.Rect.Center()
		off[i] = d.Screen.At(int(x), int(y))
	}
	app.Settings.PitNumbers = true
	d.Step(b, kit.Intents{}, true)
	for i, n := range ns {
		x, y := n.Rect.Center()
		if d.Screen.At(int(x), int(y)) == off[i] && d.Screen.At(int(x)-2, int(y)) == off[i] {
			t.Errorf("pit %d: nothing drawn at its number %+v", n.Place, n.Rect)
		}
	}
}
