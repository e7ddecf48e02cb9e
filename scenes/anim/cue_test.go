package anim

import (
	"math/rand"
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

// counts returns the cues trace tr should give: a run of captures is one.
func counts(tr *engine.Trace) Cues {
	var c Cues
	for i, e := range tr.Events {
		switch e.Kind {
		case engine.Drop:
			c.Drops++
		case engine.Capture:
			if i == 0 || tr.Events[i-1].Kind != engine.Capture {
				c.Captures++
			}
			c.Captured += e.Count
		case engine.ExtraTurn:
			c.Extras++
		}
	}
	return c
}

// add sums two sets of cues.
func add(a, b Cues) Cues {
	return Cues{Drops: a.Drops + b.Drops, Captures: a.Captures + b.Captures,
		Captured: a.Captured + b.Captured, Extras: a.Extras + b.Extras}
}

func TestCuesCountEveryDropCaptureAndExtraTurn(t *testing.T) {
	for _, r := range allRules(t) {
		for _, sp := range []Speed{Normal, Fast, Instant} {
			m := layout.NewModel(r.Board())
			g := engine.NewGame(r, r.Start(engine.South))
			st := NewStage(&m, g.Position())
			st.SetSpeed(sp)
			rng := rand.New(rand.NewSource(int64(sp) + 3))
			var buf [engine.MaxMoves]engine.Move
			var tr engine.Trace
			for ply := 0; ply < 120; ply++ {
				moves := g.LegalMoves(buf[:0])
				if len(moves) == 0 {
					break
				}
				tr.Reset()
				if err := g.Play(moves[rng.Intn(len(moves))], &tr); err != nil {
					t.Fatal(err)
				}
				st.Enqueue(&tr)
				got := st.TakeCues()
				for st.Busy() {
					st.Tick()
					got = add(got, st.TakeCues())
				}
				if want := counts(&tr); got != want {
					t.Fatalf("%v %v ply %d: cues %+v, trace %+v", r, sp, ply, got, want)
				}
			}
		}
	}
}

func TestADropIsCuedWhenItsSeedLands(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	p := k.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	k.Apply(p, engine.PitMove(1), &tr)
	st.Enqueue(&tr)
	var at []int
	for tick := 1; st.Busy(); tick++ {
		st.Tick()
		for c := st.TakeCues(); c.Drops > 0; c.Drops-- {
			at = append(at, tick)
		}
	}
	if len(at) != 4 {
		t.Fatalf("4 seeds sown, %d drops cued", len(at))
	}
	if at[0] < liftTicks+dropTicks {
		t.Errorf("first drop cued at tick %d, before its seed could land (%d)", at[0], liftTicks+dropTicks)
	}
	for i := 1; i < len(at); i++ {
		if at[i]-at[i-1] < dropTicks {
			t.Errorf("drops %d and %d cued %d ticks apart, want a drop's %d", i-1, i, at[i]-at[i-1], dropTicks)
		}
	}
}

func TestResetGivesNoCues(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	p := k.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	q := k.Apply(p, engine.PitMove(3), &tr)
	st.Enqueue(&tr)
	for i := 0; i < 40; i++ {
		st.Tick()
	}
	st.Reset(q)
	if c := st.TakeCues(); c.Any() {
		t.Errorf("after a reset: %+v", c)
	}
}
