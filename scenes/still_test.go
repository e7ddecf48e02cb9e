package scenes

import (
	"testing"

	"mancala/engine"
)

// mute is a Thinker that never answers: the computer thinks for ever.
type mute struct{}

func (mute) Start(engine.Rules, engine.Position) {}
func (mute) Poll() (engine.Move, bool)           { return 0, false }

func TestTheBoardIsStillWhileTheComputerThinksUntilSomethingShownChanges(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	cfg := Config{Rules: engine.Oware{}, First: engine.North}
	cfg.Computer[engine.North] = mute{}
	b := NewBoard(cfg, testApp)
	for i := 0; i < 300 && !b.ai.thinking; i++ {
		d.step(b, Intents{}, true)
	}
	for i := 0; i < 300 && !b.Still(); i++ {
		d.step(b, Intents{}, true)
	}
	if !b.Still() || !b.ai.thinking {
		t.Fatalf("not still while the computer thinks (thinking %v)", b.ai.thinking)
	}
}

func TestAWaitingBoardIsStillUntilSomethingShownChanges(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Oware{})
	for i := 0; i < 300 && !b.Still(); i++ {
		d.step(b, Intents{}, true)
	}
	if !b.Still() {
		t.Fatal("a board waiting for a person's move is never still")
	}
	x, y := b.Layout().Spot(2).Hollow.Center()
	d.step(b, Intents{Point: true, PX: x, PY: y}, false)
	if b.Still() {
		t.Fatal("still after the pointer moved onto a pit, before drawing it")
	}
	d.step(b, Intents{Point: true, PX: x, PY: y}, true)
	if !b.Still() {
		t.Fatal("not still once the hover was drawn")
	}
	d.ctx.W = 1000
	d.step(b, Intents{}, false)
	if b.Still() {
		t.Fatal("still after the canvas changed size")
	}
}

func TestTheBoardIsNeverStillWhileAMovePlaysOrAHintPulses(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Congkak{})
	b.play(engine.PitMove(1))
	d.step(b, Intents{}, true)
	if b.Still() {
		t.Fatal("still while a move plays")
	}
	settle(t, d, b)
	b.sel.hint = b.firstOwnPit()
	for i := 0; i < 120; i++ {
		d.step(b, Intents{}, true)
		if b.Still() {
			t.Fatal("still while the hint pulses")
		}
	}
}

func TestTheFrameLeftOnScreenShowsNoFadingCaption(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := newTestBoard(k)
	b.play(engine.PitMove(3)) // the last seed in the store: "Extra turn!"
	drawnCaption := 1.0
	for i := 0; i < 600; i++ {
		d.step(b, Intents{}, false)
		if b.Still() { // as the manager does: a still board is not drawn
			continue
		}
		b.Draw(d.screen)
		_, drawnCaption = b.stage.Caption()
	}
	if !b.Still() || drawnCaption > 0 {
		t.Fatalf("still %v, with a caption at alpha %.2f left on screen", b.Still(), drawnCaption)
	}
}

func TestTheComputerStartsThinkingOnlyOnceTheSettledBoardIsOnScreen(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	cfg := Config{Rules: engine.Oware{}, First: engine.South}
	cfg.Computer[engine.North] = mute{}
	b := NewBoard(cfg, testApp)
	b.play(engine.PitMove(1))
	d.step(b, Intents{}, true) // a frame while the move plays
	for i := 0; i < 300; i++ {
		d.step(b, Intents{}, false) // ticks pass, no frame is drawn
	}
	if !b.stage.Settled() || b.ai.thinking {
		t.Fatalf("settled %v, thinking %v: it must wait for the settled frame", b.stage.Settled(), b.ai.thinking)
	}
	d.step(b, Intents{}, true)
	for i := 0; i < int(aiPause/tickTime)+1; i++ {
		d.step(b, Intents{}, false)
	}
	if !b.ai.thinking || !b.Still() {
		t.Fatalf("thinking %v, still %v once the settled board was drawn", b.ai.thinking, b.Still())
	}
}
