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

func TestAFullyShownCaptionKeepsTheStageStillUntilItFades(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	p := k.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	k.Apply(p, engine.PitMove(3), &tr) // "Extra turn!"
	st.Enqueue(&tr)
	for !st.Settled() {
		st.Tick()
	}
	if _, a := st.Caption(); a != 1 || !st.Still() {
		t.Fatalf("settled with the caption at %.2f: still %v, want a steady caption and still", a, st.Still())
	}
	for _, a := st.Caption(); a == 1; _, a = st.Caption() {
		st.Tick()
	}
	if st.Still() {
		t.Fatal("still while the caption fades")
	}
	for i := 0; i < captionFade; i++ {
		st.Tick()
	}
	if _, a := st.Caption(); a != 0 || !st.Still() {
		t.Fatalf("caption at %.2f after its fade, still %v", a, st.Still())
	}
}
