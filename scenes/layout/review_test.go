package layout

import (
	"fmt"
	"testing"

	"mancala/engine"
)

// TestReviewFitsWithBigTargets: the summary's buttons are inside the
// canvas, apart and at least 44 px, the summary under the bar, on every
// canvas and board.
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
				checkTargets(t, c.w, c.h, []Rect{r.Copy, r.Replay, r.Close}, []Rect{r.Title, r.Lines})
				if r.Lines.W < ReviewTextWidth(&l) || r.Panel.Y < l.Bar.Y+l.Bar.H {
					t.Errorf("summary %+v not under the bar %+v", r.Panel, l.Bar)
				}
			})
		}
	}
}
