package play

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// In a portrait window wider than a phone's the board's pits grow longer
// across once the seeds are still, so that the board uses the width, and
// every seed rests inside its pit's new shape; back in landscape they are
// round again.
func TestBoardPitsGrowAcrossInAWidePortraitWindow(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := NewBoard(core.Config{Rules: k, NoSave: true}, scenetest.TestApp)
	for _, c := range []struct {
		w, h float64
		long bool
	}{{1280, 720, false}, {450, 780, true}, {1280, 720, false}} {
		d := scenetest.NewDriver(t, c.w, c.h, 1)
		for i := 0; i < 3; i++ {
			d.Step(b, kit.Intents{}, false)
		}
		if long := b.model.Across > 1.5; long != c.long || b.lay.Board.W < 0.65*c.w {
			t.Errorf("%gx%g: pits %.2f across, board %.0f px wide", c.w, c.h, b.model.Across, b.lay.Board.W)
		}
		checkSeedsRest(t, b)
	}
}

// checkSeedsRest fails the test for a seed resting outside its place.
func checkSeedsRest(t *testing.T, b *Board) {
	t.Helper()
	seeds := b.tab.Stage.Seeds()
	for _, sp := range b.model.Spots {
		for _, k := range b.tab.Stage.Resting(sp.Place) {
			if s := seeds[k]; sp.Rest.Dist(s.X, s.Y) > sp.Rest.R+1e-9 {
				t.Errorf("place %d: seed %d at %.2f, %.2f outside %+v", sp.Place, k, s.X, s.Y, sp.Rest)
			}
		}
	}
}
