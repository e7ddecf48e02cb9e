package scenes

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

// endedKalah returns a Kalah board whose game has just ended: South sows
// its last seed, North keeps its 24 and wins 27-21.
func endedKalah(t *testing.T, d *driver) *Board {
	t.Helper()
	k, _ := engine.NewKalah(engine.StandardKalah)
	end, err := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(Config{Rules: k, Start: &end}, testApp)
	d.step(b, Intents{}, true)
	b.play(engine.PitMove(6))
	settle(t, d, b)
	d.step(b, Intents{}, true)
	return b
}

func TestGameOverPanelShowsTheResultAndFinalCounts(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	b := endedKalah(t, d)
	if !b.overShown() || b.result() != "Top wins 27–21" || b.finalCounts() != "Store: Bottom 21 · Top 27" {
		t.Fatalf("panel %v: %q, %q", b.overShown(), b.result(), b.finalCounts())
	}
}

func TestRematchSwapsWhoStarts(t *testing.T) {
	d := newDriver(t, 390, 844, 3)
	b := endedKalah(t, d)
	d.step(b, TapAt(layout.ComputeOver(&b.lay).Rematch.Center()), true)
	if len(d.sw.replaced) != 1 {
		t.Fatalf("rematch replaced %d scenes", len(d.sw.replaced))
	}
	nb := d.sw.replaced[0].(*Board)
	k, _ := engine.NewKalah(engine.StandardKalah)
	if nb.game.Position() != k.Start(engine.North) || len(nb.game.Moves()) != 0 {
		t.Fatalf("rematch starts at %s", engine.FormatPosition(k, nb.game.Position()))
	}
}

func TestMenuLeavesForTheMenuAndATapElsewhereShowsTheBoard(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	b := endedKalah(t, d)
	o := layout.ComputeOver(&b.lay)
	d.step(b, TapAt(o.Panel.X+o.Panel.W/2, o.Panel.Y+o.Panel.H+40), true)
	if b.overShown() {
		t.Fatal("a tap beside the panel should hide it")
	}
	d.step(b, TapAt(10, 700), true)
	if !b.overShown() {
		t.Fatal("a second tap should bring the panel back")
	}
	d.step(b, TapAt(o.Menu.Center()), true)
	if d.sw.homes != 1 {
		t.Fatalf("menu went home %d times", d.sw.homes)
	}
}
