package anim

import (
	"math"
	"testing"
	"time"

	"mancala/engine"
	"mancala/scenes/layout"
)

// playAt plays move m of r from the start on a stage advanced at fps
// updates per second by the time each update takes, and returns the time
// until the move has finished and until the seeds have settled.
func playAt(t *testing.T, r engine.Rules, m engine.Move, fps int) (done, settled time.Duration) {
	t.Helper()
	md := layout.NewModel(r.Board())
	g := engine.NewGame(r, r.Start(engine.South))
	st := NewStage(&md, g.Position())
	var tr engine.Trace
	if err := g.Play(m, &tr); err != nil {
		t.Fatal(err)
	}
	st.Enqueue(&tr)
	step := time.Second / time.Duration(fps)
	var at time.Duration
	for !st.Settled() {
		if at > time.Minute {
			t.Fatalf("%d fps: not settled after a minute", fps)
		}
		st.Advance(TicksOf(step))
		at += step
		if !st.Busy() && done == 0 {
			done = at
		}
	}
	return done, at
}

func TestAMoveTakesTheSameTimeAtAnyUpdateRate(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, c := range []struct {
		r engine.Rules
		m engine.Move
	}{{k, engine.PitMove(3)}, {engine.Congkak{}, engine.PitMove(1)}} {
		done60, settled60 := playAt(t, c.r, c.m, 60)
		for _, fps := range []int{10, 30} {
			done, settled := playAt(t, c.r, c.m, fps)
			frame := time.Second / time.Duration(fps)
			if math.Abs(float64(done-done60)) > float64(frame) || math.Abs(float64(settled-settled60)) > float64(2*frame) {
				t.Errorf("%v at %d fps: done %v, settled %v; at 60 fps %v and %v", c.r, fps, done, settled, done60, settled60)
			}
		}
		if done60 < 500*time.Millisecond || done60 > 5*time.Second {
			t.Errorf("%v: the move took %v at 60 fps", c.r, done60)
		}
	}
}

func TestACaptionEndsWhenTheNextMoveBegins(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	md := layout.NewModel(k.Board())
	g := engine.NewGame(k, k.Start(engine.South))
	st := NewStage(&md, g.Position())
	st.SetSpeed(Instant)
	var tr engine.Trace
	g.Play(engine.PitMove(3), &tr) // the last seed in the store: "Extra turn!"
	st.Enqueue(&tr)
	if c, a := st.Caption(); c.Kind != CapExtraTurn || a == 0 {
		t.Fatalf("caption %v at %.2f after an extra turn", c, a)
	}
	tr.Reset()
	g.Play(engine.PitMove(1), &tr) // no extra turn: the turn passes
	st.Enqueue(&tr)
	if c, a := st.Caption(); a > 0 {
		t.Fatalf("the first move's caption %q still shows after the next move", c)
	}
}
