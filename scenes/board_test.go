package scenes

import (
	"context"
	"testing"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/anim"
)

func newTestBoard(r engine.Rules) *Board {
	return NewBoard(Config{Rules: r, First: engine.South, Speed: anim.Fast}, testApp)
}

// settle runs ticks until the board has finished showing the last move.
func settle(t *testing.T, d *driver, b *Board) {
	t.Helper()
	for i := 0; b.stage.Busy(); i++ {
		if i > 2000 {
			t.Fatal("the animation never ends")
		}
		d.step(b, Intents{}, i%40 == 0)
	}
}

// tapPlace taps the centre of place pl.
func tapPlace(d *driver, b *Board, pl engine.Place) {
	x, y := b.Layout().Spot(pl).Hollow.Center()
	d.step(b, TapAt(x, y), true)
}

// playByTaps plays a whole game of r through taps on a w x h canvas,
// choosing a novice computer's move each turn, and checks the shown board.
func playByTaps(t *testing.T, r engine.Rules, w, h, scale float64) *Board {
	d := newDriver(t, w, h, scale)
	b := newTestBoard(r)
	d.step(b, Intents{}, true)
	for ply := 0; !b.over(); ply++ {
		if ply > 400 {
			t.Fatal("the game does not end")
		}
		settle(t, d, b)
		m := ai.Choose(context.Background(), r, b.game.Position(), ai.Novice, uint64(ply))
		n := len(b.game.Moves())
		pl := movePlace(r.Board(), b.game.Position().ToMove, m)
		tapPlace(d, b, pl)
		if m.IsBao() {
			tapTarget(t, d, b, m.Direction())
		}
		if len(b.game.Moves()) != n+1 || b.game.Moves()[n] != m {
			t.Fatalf("ply %d: tapping %d did not play %v", ply, pl, m)
		}
	}
	settle(t, d, b)
	if b.stage.Shown() != b.game.Position() {
		t.Fatalf("shown %s, game %s", engine.FormatPosition(r, b.stage.Shown()),
			engine.FormatPosition(r, b.game.Position()))
	}
	d.step(b, Intents{}, true)
	return b
}

// tapTarget taps the chosen Bao pit's target for direction dir.
func tapTarget(t *testing.T, d *driver, b *Board, dir engine.Direction) {
	t.Helper()
	for _, tg := range b.targets() {
		if tg.Dir == dir {
			x, y := tg.Center()
			d.step(b, TapAt(x, y), true)
			return
		}
	}
	t.Fatalf("no target for %v", dir)
}

func TestAFullKalahGameThroughTaps(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := playByTaps(t, k, 1280, 720, 1)
	if o := b.game.Outcome(); !o.Over() || o.South+o.North != 48 {
		t.Errorf("outcome %+v", o)
	}
}

func TestEveryGameThroughTapsUpright(t *testing.T) {
	for _, r := range []engine.Rules{engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
		t.Run(r.String(), func(t *testing.T) { playByTaps(t, r, 390, 844, 3) })
	}
}

func TestPitKeysUndoAndRedo(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	start := b.game.Position()
	var in Intents
	in.Press(PitAction(1))
	d.step(b, in, true)
	if len(b.game.Moves()) != 1 || b.game.Moves()[0] != engine.PitMove(1) {
		t.Fatalf("key 1 played %v", b.game.Moves())
	}
	in = Intents{}
	in.Press(ActUndo)
	d.step(b, in, true)
	if b.game.Position() != start || b.stage.Shown() != start || b.stage.Busy() {
		t.Fatal("undo did not restore the start")
	}
	in = Intents{}
	in.Press(ActRedo)
	d.step(b, in, true)
	settle(t, d, b)
	if len(b.game.Moves()) != 1 || b.stage.Shown() != b.game.Position() {
		t.Fatal("redo did not play the move again")
	}
}

func TestArrowsAndEnterChooseAPit(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	for _, a := range []Action{ActRight, ActRight, ActRight, ActEnter} { // focus pit 1, then 2, 3
		var in Intents
		in.Press(a)
		d.step(b, in, true)
	}
	if ms := b.game.Moves(); len(ms) != 1 || ms[0] != engine.PitMove(3) {
		t.Fatalf("played %v, want pit 3", ms)
	}
}

func TestATapFinishesTheAnimation(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Congkak{})
	tapPlace(d, b, 3)
	if !b.stage.Busy() {
		t.Fatal("the move is not playing")
	}
	d.step(b, TapAt(5, 700), true)
	if b.stage.Busy() || b.stage.Shown() != b.game.Position() {
		t.Fatal("a tap did not finish the move")
	}
}

func TestHoverPreviewsTheLanding(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := newDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	x, y := b.Layout().Spot(2).Hollow.Center() // pit 3 of 4 seeds: the last lands in the store
	d.step(b, Intents{}, false)
	d.step(b, Intents{Point: true, PX: x, PY: y}, true)
	if b.sel.landing != engine.StoreSouth {
		t.Fatalf("landing %d, want South's store", b.sel.landing)
	}
}

func TestTheComputerAnswers(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := newDriver(t, 1280, 720, 1)
	cfg := Config{Rules: k, Speed: anim.Instant}
	cfg.Computer[engine.North] = &Computer{Level: ai.Beginner}
	b := NewBoard(cfg, testApp)
	tapPlace(d, b, 0)
	for i := 0; i < 2000 && b.game.Position().ToMove == engine.North; i++ {
		d.step(b, Intents{}, true)   // it starts once the settled board is on screen
		time.Sleep(time.Millisecond) // the computer thinks in a goroutine
	}
	if len(b.game.Moves()) < 2 || b.game.Position().ToMove != engine.South {
		t.Fatalf("the computer did not move: %v", b.game.Moves())
	}
	var in Intents
	in.Press(ActUndo)
	d.step(b, in, false)
	if len(b.game.Moves()) != 0 {
		t.Fatalf("undo left %v: it should take back the reply too", b.game.Moves())
	}
}

func TestEscCancelsABaoChoiceThenLeavesForTheMenu(t *testing.T) {
	d := newDriver(t, 390, 844, 3)
	b := newTestBoard(engine.Bao{})
	d.step(b, Intents{}, true)
	tapPlace(d, b, 10)
	if b.sel.chosen != 10 {
		t.Fatal("tapping a Bao pit did not ask for a direction")
	}
	var in Intents
	in.Press(ActBack)
	d.step(b, in, true)
	if b.sel.chosen != engine.Hand || d.sw.homes != 0 {
		t.Fatal("Esc did not cancel the choice first")
	}
	d.step(b, in, true)
	if d.sw.homes != 1 || d.sw.backs != 0 {
		t.Fatal("Esc did not go back to the menu")
	}
}

// BenchmarkCongkakFrame measures one tick and one frame of a Congkak board
// with all 98 seeds in motion: every pit is lifted into the hand, then sown
// back one by one. ns/op is the game's own work (Update, and Draw issuing
// its draw calls); cpu-ms/frame is all the CPU the process used, the
// renderer's batching included.
func BenchmarkCongkakFrame(bm *testing.B) {
	r := engine.Congkak{}
	d := newDriver(bm, 1280, 720, 1)
	b := newTestBoard(r)
	b.stage.SetSpeed(anim.Normal)
	d.step(b, Intents{}, true)
	var tr engine.Trace
	for pl := engine.Place(0); pl < 14; pl++ {
		tr.Events = append(tr.Events, engine.Event{Kind: engine.Lift, From: pl, To: engine.Hand, Count: 7})
	}
	for i := 0; i < 98; i++ {
		tr.Events = append(tr.Events, engine.Event{Kind: engine.Drop, From: engine.Hand, To: engine.Place(i % 14), Count: 1})
	}
	cpu0 := cpuTime()
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		if !b.stage.Busy() {
			b.stage.Reset(r.Start(engine.South))
			b.stage.Enqueue(&tr)
			for b.stage.Held() < 98 {
				b.stage.Tick()
			}
		}
		d.step(b, Intents{}, true)
	}
	bm.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(bm.N), "cpu-ms/frame")
}
