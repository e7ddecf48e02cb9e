package layout

import (
	"testing"

	"mancala/engine"
)

func TestGameOverPanelFitsEveryCanvasWithFullSizeButtons(t *testing.T) {
	for _, c := range []struct{ w, h float64 }{{1280, 720}, {1920, 1080}, {390, 844}, {320, 568}, {844, 390}} {
		for _, bd := range []engine.Board{engine.Oware{}.Board(), engine.Bao{}.Board()} {
			m := NewModel(bd)
			l := Compute(c.w, c.h, &m)
			o := ComputeOver(&l)
			canvas := Rect{0, 0, c.w, c.h}
			for _, r := range []Rect{o.Panel, o.Rematch, o.Review, o.Analyse, o.Menu} {
				if !r.Inside(canvas) {
					t.Errorf("%vx%v %v: %v leaves the canvas", c.w, c.h, bd.Variant, r)
				}
			}
			if !o.Rematch.Inside(o.Panel) || !o.Review.Inside(o.Panel) || !o.Analyse.Inside(o.Panel) || !o.Menu.Inside(o.Panel) {
				t.Errorf("%vx%v: buttons leave the panel", c.w, c.h)
			}
			checkTargets(t, c.w, c.h, []Rect{o.Rematch, o.Review, o.Analyse, o.Menu}, []Rect{o.Counts})
			if o.Counts.Y+o.Counts.H > o.Rematch.Y {
				t.Errorf("%vx%v: counts run into the buttons", c.w, c.h)
			}
		}
	}
}
