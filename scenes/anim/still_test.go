package anim

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

func TestAStageIsStillOnlyOnceEverySeedHasSettledAndEveryLightFaded(t *testing.T) {
	for _, r := range allRules(t) {
		m := layout.NewModel(r.Board())
		p := r.Start(engine.South)
		st := NewStage(&m, p)
		for i := 0; i < 200 && !st.Still(); i++ {
			st.Tick()
		}
		if !st.Still() {
			t.Fatalf("%v: the start never comes to rest", r)
		}
		var tr engine.Trace
		var buf [engine.MaxMoves]engine.Move
		r.Apply(p, r.LegalMoves(p, buf[:0])[0], &tr)
		st.Enqueue(&tr)
		if st.Still() {
			t.Fatalf("%v: still with a move queued", r)
		}
		ticks := 0
		for ; st.Busy(); ticks++ {
			st.Tick()
		}
		if st.Still() {
			t.Fatalf("%v: still the tick the move ended, while the last seed lands", r)
		}
		for ; !st.Still(); ticks++ {
			if ticks > 2000 {
				t.Fatalf("%v: never still after the move", r)
			}
			st.Tick()
		}
		for _, sd := range st.Seeds() {
			if sd.Z != 0 || sd.flying {
				t.Fatalf("%v: a seed in the air on a still stage", r)
			}
		}
	}
}
