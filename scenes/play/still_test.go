package play

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// mute is a Thinker that never answers: the computer thinks for ever.
type mute struct{}

func (mute) Start(*engine.Game)        {}
func (mute) Poll() (engine.Move, bool) { return 0, false }

func TestTheBoardIsStillWhileTheComputerThinksUntilSomethingShownChanges(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	cfg := core.Config{Rules: engine.Oware{}, First: engine.North}
	cfg.Computer[engine.North] = mute{}
	b := NewBoard(cfg, scenetest.TestApp)
	for i := 0; i < 300 && !b.ai.thinking; i++ {
		d.Step(b, kit.Intents{}, true)
	}
	for i := 0; i < 300 && !b.Still(); i++ {
		d.Step(b, kit.Intents{}, true)
	}
	if !b.Still() || !b.ai.thinking {
		t.Fatalf("not still while the computer thinks (thinking %v)", b.ai.thinking)
	}
}

func TestAWaitingBoardIsStillUntilSomethingShownChanges(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Oware{})
	for i := 0; i < 300 && !b.Still(); i++ {
		d.Step(b, kit.Intents{}, true)
	}
	if !b.Still() {
		t.Fatal("a board waiting for a person's move is never still")
	}
	x, y := b.Layout().Spot(2).Hollow.Center()
	d.Step(b, kit.Intents{Point: true, PX: x, PY: y}, false)
	if b.Still() {
		t.Fatal("still after the pointer moved onto a pit, before drawing it")
	}
	d.Step(b, kit.Intents{Point: true, PX: x, PY: y}, true)
	if !b.Still() {
		t.Fatal("not still once the hover was drawn")
	}
	d.Ctx.W = 1000
	d.Step(b, kit.Intents{}, false)
	if b.Still() {
		t.Fatal("still after the canvas changed size")
	}
}

func TestTheBoardIsNeverStillWhileAMovePlaysOrAHintPulses(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Congkak{})
	b.Play(engine.PitMove(1))
	d.Step(b, kit.Intents{}, true)
	if b.Still() {
		t.Fatal("still while a move plays")
	}
	settle(t, d, b)
	b.sel.hint = input{b}.firstOwnPit()
	for i := 0; i < 120; i++ {
		d.Step(b, kit.Intents{}, true)
		if b.Still() {
			t.Fatal("still while the hint pulses")
		}
	}
}

func TestTheFrameLeftOnScreenShowsNoFadingCaption(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := newTestBoard(k)
	b.Play(engine.PitMove(3)) // the last seed in the store: "Extra turn!"
	drawnCaption := 1.0
	for i := 0; i < 600; i++ {
		d.Step(b, kit.Intents{}, false)
		if b.Still() { // as the manager does: a still board is not drawn
			continue
		}
		b.Draw(d.Screen)
		_, drawnCaption = b.tab.Stage.Caption()
	}
	if !b.Still() || drawnCaption > 0 {
		t.Fatalf("still %v, with a caption at alpha %.2f left on screen", b.Still(), drawnCaption)
	}
}

// TestTheComputerThinksOnGameTimeAndTheBoardIsStillOnceDrawn: the
// computer starts aiPause after the seeds settle, whether or not a frame
// showed them settled (Update does not ask what Draw did); the first
// frame drawn after that is the last one until something changes.
func TestTheComputerThinksOnGameTimeAndTheBoardIsStillOnceDrawn(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	cfg := core.Config{Rules: engine.Oware{}, First: engine.South}
	cfg.Computer[engine.North] = mute{}
	b := NewBoard(cfg, scenetest.TestApp)
	b.Play(engine.PitMove(1))
	d.Step(b, kit.Intents{}, true) // a frame while the move plays
	for i := 0; i < 300; i++ {
		d.Step(b, kit.Intents{}, false) // ticks pass, no frame is drawn
	}
	if !b.tab.Stage.Settled() || !b.ai.thinking {
		t.Fatalf("settled %v, thinking %v: 300 ticks after the move", b.tab.Stage.Settled(), b.ai.thinking)
	}
	if b.Still() {
		t.Fatal("still, though the settled board was never drawn")
	}
	d.Step(b, kit.Intents{}, true)
	if !b.Still() {
		t.Fatal("not still once the settled board was drawn while the computer thinks")
	}
}

// TestTheComputerStartsOnTheTicksAfterTheSeedsSettleWhateverWasDrawn plays
// the same move twice, once drawing a frame mid-flight and never again
// (a slow screen), once drawing every frame: the computer starts thinking
// on the same tick in both, because Update asks only the animation state.
func TestTheComputerStartsOnTheTicksAfterTheSeedsSettleWhateverWasDrawn(t *testing.T) {
	startTick := func(drawEvery bool) int {
		d := scenetest.NewDriver(t, 1280, 720, 1)
		cfg := core.Config{Rules: engine.Oware{}, First: engine.South}
		cfg.Computer[engine.North] = mute{}
		b := NewBoard(cfg, scenetest.TestApp)
		d.Step(b, kit.Intents{}, true)
		tapPlace(d, b, 5)
		d.Step(b, kit.Intents{}, true) // the move in flight, drawn
		for i := 0; i < 600; i++ {
			if b.ai.thinking {
				return b.tick
			}
			d.Step(b, kit.Intents{}, drawEvery)
		}
		t.Fatal("the computer never started thinking")
		return 0
	}
	slow, every := startTick(false), startTick(true)
	if slow != every {
		t.Fatalf("the computer started on tick %d when nothing was drawn after the move, %d when every tick was drawn", slow, every)
	}
}
