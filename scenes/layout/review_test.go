package layout

import (
	"fmt"
	"testing"

	"mancala/engine"
)

// TestReviewFitsWithBigTargets: the review's controls and its summary's
// buttons are inside the canvas, apart and at least 44 px, the controls
// clear of the status line, the summary below them, on every canvas and
// board.
func TestReviewFitsWithBigTargets(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, rules := range []engine.Rules{k, engine.Congkak{}, engine.Bao{}} {
		m := NewModel(rules.Board())
		for _, c := range canvases {
			t.Run(fmt.Sprintf("%v/%gx%g", rules.Board().Variant, c.w, c.h), func(t *testing.T) {
				l := Compute(c.w, c.h, &m)
				n := ReviewMaxLines(&l)
				if n < 3 {
					t.Errorf("room for %d lines of summary", n)
				}
				r := ComputeReview(&l, n)
				targets := append(r.Controls[:], r.Copy, r.Replay, r.Close)
				checkTargets(t, c.w, c.h, targets, []Rect{r.Status, r.Title, r.Lines})
				if r.Status.W < 0.35*c.w {
					t.Errorf("status line %+v too narrow", r.Status)
				}
				if r.Lines.W < ReviewTextWidth(&l) || r.Panel.Y < r.Status.Y+r.Status.H {
					t.Errorf("summary %+v under status %+v", r.Panel, r.Status)
				}
				if x, y := r.Controls[RevLast].Center(); func() bool { got, ok := r.ControlAt(x, y); return !ok || got != RevLast }() {
					t.Errorf("the centre of Last finds another control")
				}
			})
		}
	}
}
