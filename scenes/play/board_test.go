package play

import (
	"context"
	"testing"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

func newTestBoard(r engine.Rules) *Board {
	return NewBoard(core.Config{Rules: r, First: engine.South, Speed: anim.Fast}, scenetest.TestApp)
}

// settle runs ticks until the board has finished showing the last move.
func settle(t *testing.T, d *scenetest.Driver, b *Board) {
	t.Helper()
	for i := 0; b.tab.Stage.Busy(); i++ {
		if i > 2000 {
			t.Fatal("the animation never ends")
		}
		d.Step(b, kit.Intents{}, i%40 == 0)
	}
}

// tapPlace taps the centre of place pl.
func tapPlace(d *scenetest.Driver, b *Board, pl engine.Place) {
	x, y := b.Layout().Spot(pl).Hollow.Center()
	d.Step(b, kit.TapAt(x, y), true)
}

// playByTaps plays a whole game of r through taps on a w x h canvas,
// choosing a novice computer's move each turn, and checks the shown board.
func playByTaps(t *testing.T, r engine.Rules, w, h, scale float64) *Board {
	d := scenetest.NewDriver(t, w, h, scale)
	b := newTestBoard(r)
	d.Step(b, kit.Intents{}, true)
	for ply := 0; !b.Over(); ply++ {
		if ply > 400 {
			t.Fatal("the game does not end")
		}
		settle(t, d, b)
		m := ai.Choose(context.Background(), r, b.game.Position(), ai.Novice, uint64(ply))
		n := len(b.game.Moves())
		pl := MovePlace(r.Board(), b.game.Position().ToMove, m)
		tapPlace(d, b, pl)
		if m.IsBao() {
			tapTarget(t, d, b, m.Direction())
		}
		if len(b.game.Moves()) != n+1 || b.game.Moves()[n] != m {
			t.Fatalf("ply %d: tapping %d did not play %v", ply, pl, m)
		}
	}
	settle(t, d, b)
	if b.tab.Stage.Shown() != b.game.Position() {
		t.Fatalf("shown %s, game %s", engine.FormatPosition(r, b.tab.Stage.Shown()),
			engine.FormatPosition(r, b.game.Position()))
	}
	d.Step(b, kit.Intents{}, true)
	return b
}

// tapTarget taps the chosen Bao pit's target for direction dir.
func tapTarget(t *testing.T, d *scenetest.Driver, b *Board, dir engine.Direction) {
	t.Helper()
	for _, tg := range (input{b}).targets() {
		if tg.Dir == dir {
			x, y := tg.Center()
			d.Step(b, kit.TapAt(x, y), true)
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
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	start := b.game.Position()
	var in kit.Intents
	in.Press(kit.PitAction(1))
	d.Step(b, in, true)
	if len(b.game.Moves()) != 1 || b.game.Moves()[0] != engine.PitMove(1) {
		t.Fatalf("key 1 played %v", b.game.Moves())
	}
	in = kit.Intents{}
	in.Press(kit.ActUndo)
	d.Step(b, in, true)
	if b.game.Position() != start || b.tab.Stage.Shown() != start || b.tab.Stage.Busy() {
		t.Fatal("undo did not restore the start")
	}
	in = kit.Intents{}
	in.Press(kit.ActRedo)
	d.Step(b, in, true)
	settle(t, d, b)
	if len(b.game.Moves()) != 1 || b.tab.Stage.Shown() != b.game.Position() {
		t.Fatal("redo did not play the move again")
	}
}

func TestArrowsAndEnterChooseAPit(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	for _, a := range []kit.Action{kit.ActRight, kit.ActRight, kit.ActRight, kit.ActEnter} { // focus pit 1, then 2, 3
		var in kit.Intents
		in.Press(a)
		d.Step(b, in, true)
	}
	if ms := b.game.Moves(); len(ms) != 1 || ms[0] != engine.PitMove(3) {
		t.Fatalf("played %v, want pit 3", ms)
	}
}

func TestATapFinishesTheAnimation(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(engine.Congkak{})
	tapPlace(d, b, 3)
	if !b.tab.Stage.Busy() {
		t.Fatal("the move is not playing")
	}
	d.Step(b, kit.TapAt(5, 700), true)
	if b.tab.Stage.Busy() || b.tab.Stage.Shown() != b.game.Position() {
		t.Fatal("a tap did not finish the move")
	}
}

func TestHoverPreviewsTheLanding(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := newTestBoard(k)
	x, y := b.Layout().Spot(2).Hollow.Center() // pit 3 of 4 seeds: the last lands in the store
	d.Step(b, kit.Intents{}, false)
	d.Step(b, kit.Intents{Point: true, PX: x, PY: y}, true)
	if b.sel.landing != engine.StoreSouth {
		t.Fatalf("landing %d, want South's store", b.sel.landing)
	}
}

func TestTheComputerAnswers(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	cfg := core.Config{Rules: k, Speed: anim.Instant}
	cfg.Computer[engine.North] = &core.Computer{Level: ai.Beginner}
	b := NewBoard(cfg, scenetest.TestApp)
	tapPlace(d, b, 0)
	for i := 0; i < 2000 && b.game.Position().ToMove == engine.North; i++ {
		d.Step(b, kit.Intents{}, true) // it starts once the seeds have settled
		time.Sleep(time.Millisecond)   // the computer thinks in a goroutine
	}
	if len(b.game.Moves()) < 2 || b.game.Position().ToMove != engine.South {
		t.Fatalf("the computer did not move: %v", b.game.Moves())
	}
	var in kit.Intents
	in.Press(kit.ActUndo)
	d.Step(b, in, false)
	if len(b.game.Moves()) != 0 {
		t.Fatalf("undo left %v: it should take back the reply too", b.game.Moves())
	}
}

func TestEscCancelsABaoChoiceThenLeavesForTheMenu(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	b := newTestBoard(engine.Bao{})
	d.Step(b, kit.Intents{}, true)
	tapPlace(d, b, 10)
	if b.sel.chosen != 10 {
		t.Fatal("tapping a Bao pit did not ask for a direction")
	}
	var in kit.Intents
	in.Press(kit.ActBack)
	d.Step(b, in, true)
	if b.sel.chosen != engine.Hand || d.Sw.Homes != 0 {
		t.Fatal("Esc did not cancel the choice first")
	}
	d.Step(b, in, true)
	if d.Sw.Homes != 1 || d.Sw.Backs != 0 {
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
	d := scenetest.NewDriver(bm, 1280, 720, 1)
	b := newTestBoard(r)
	b.tab.Stage.SetSpeed(anim.Normal)
	d.Step(b, kit.Intents{}, true)
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
		if !b.tab.Stage.Busy() {
			b.tab.Stage.Reset(r.Start(engine.South))
			b.tab.Stage.Enqueue(&tr)
			for b.tab.Stage.Held() < 98 {
				b.tab.Stage.Tick()
			}
		}
		d.Step(b, kit.Intents{}, true)
	}
	bm.ReportMetric(float64(cpuTime()-cpu0)/1e6/float64(bm.N), "cpu-ms/frame")
}

// TestRedoRestoresExactlyWhatUndoTookBack: against the computer, Undo
// takes back the player's move and the computer's reply; Redo brings
// both back at once, the computer not asked again (it could answer
// otherwise).
func TestRedoRestoresExactlyWhatUndoTookBack(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	cfg := core.Config{Rules: k}
	cfg.Computer[engine.North] = &core.Computer{Level: 3}
	b := NewBoard(cfg, scenetest.TestApp)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b.Play(engine.PitMove(1))
	stepUntil(t, b, func() bool { return len(b.game.Moves()) == 2 && b.tab.Stage.Settled() })
	before := b.game.Position()
	replied := b.game.Moves()[1]
	for _, a := range []kit.Action{kit.ActUndo, kit.ActRedo} {
		var in kit.Intents
		in.Press(a)
		d.Step(b, in, true)
	}
	if ms := b.game.Moves(); len(ms) != 2 || ms[1] != replied || b.game.Position() != before {
		t.Fatalf("after Undo and Redo: moves %v (the reply was %v)", ms, replied)
	}
	if b.ai.thinking {
		t.Error("the computer thinks again after Redo")
	}
}
