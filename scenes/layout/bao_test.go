package layout

import (
	"testing"

	"mancala/engine"
)

func TestDirTargetsAreSeparateAndBigEnough(t *testing.T) {
	m := NewModel(engine.Bao{}.Board())
	for _, c := range canvases {
		l := Compute(c.w, c.h, &m)
		canvas := Rect{0, 0, l.W, l.H}
		for pl := engine.Place(0); pl < 32; pl++ {
			tg := l.DirTargets(pl)
			if tg[0].Overlaps(tg[1].Rect) || tg[0].Dir == tg[1].Dir {
				t.Errorf("%gx%g pit %d: targets overlap or agree", c.w, c.h, pl)
			}
			for _, r := range tg {
				if r.W < MinTarget || !r.Inside(canvas) {
					t.Errorf("%gx%g pit %d: target %+v", c.w, c.h, pl, r)
				}
			}
		}
	}
}

// TestDirTargetPointsWhereTheFirstSeedGoes sows from every South and North
// pit away from the row ends in both directions and checks that the first
// seed falls on the side of the target that chose the direction.
func TestDirTargetPointsWhereTheFirstSeedGoes(t *testing.T) {
	m := NewModel(engine.Bao{}.Board())
	l := Compute(1280, 720, &m)
	for pl := engine.Place(0); pl < 32; pl++ {
		if c := int(pl) % 8; c == 0 || c == 7 {
			continue
		}
		side := Owner(m.Board, pl)
		p := engine.Bao{}.Start(side)
		for i, tg := range l.DirTargets(pl) {
			mv, _ := BaoMove(pl, tg.Dir)
			var tr engine.Trace
			engine.Bao{}.Apply(p, mv, &tr)
			if len(tr.Events) < 2 || tr.Events[1].Kind != engine.Drop {
				t.Fatalf("pit %d %v: trace %v", pl, mv, tr.Events)
			}
			x, _ := l.Spot(tr.Events[1].To).Hollow.Center()
			px, _ := l.Spot(pl).Hollow.Center()
			if (x > px) != (i == 1) {
				t.Errorf("pit %d target %d (%v): first seed at x=%.0f, pit at %.0f", pl, i, tg.Dir, x, px)
			}
		}
	}
}
