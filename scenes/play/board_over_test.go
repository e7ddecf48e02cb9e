package play

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// endedKalah returns a Kalah board whose game has just ended: South sows
// its last seed, North keeps its 24 and wins 27-21.
func endedKalah(t *testing.T, d *scenetest.Driver) *Board {
	t.Helper()
	k, _ := engine.NewKalah(engine.StandardKalah)
	end, err := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(core.Config{Rules: k, Start: &end}, scenetest.TestApp)
	d.Step(b, kit.Intents{}, true)
	b.Play(engine.PitMove(6))
	settle(t, d, b)
	d.Step(b, kit.Intents{}, true)
	return b
}

func TestGameOverPanelShowsTheResultAndFinalCounts(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := endedKalah(t, d)
	if !(overPanel{b}).overShown() || (view{b}).result() != "Top wins 27–21" || (overPanel{b}).finalCounts() != "Store: Bottom 21 · Top 27" {
		t.Fatalf("panel %v: %q, %q", overPanel{b}.overShown(), view{b}.result(), overPanel{b}.finalCounts())
	}
}

func TestRematchSwapsWhoStarts(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	b := endedKalah(t, d)
	d.Step(b, kit.TapAt(layout.ComputeOver(&b.lay).Rematch.Center()), true)
	if len(d.Sw.Replaced) != 1 {
		t.Fatalf("rematch replaced %d scenes", len(d.Sw.Replaced))
	}
	nb := d.Sw.Replaced[0].(*Board)
	k, _ := engine.NewKalah(engine.StandardKalah)
	if nb.game.Position() != k.Start(engine.North) || len(nb.game.Moves()) != 0 {
		t.Fatalf("rematch starts at %s", engine.FormatPosition(k, nb.game.Position()))
	}
}

func TestMenuLeavesForTheMenuAndATapElsewhereShowsTheBoard(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := endedKalah(t, d)
	o := layout.ComputeOver(&b.lay)
	d.Step(b, kit.TapAt(o.Panel.X+o.Panel.W/2, o.Panel.Y+o.Panel.H+40), true)
	if (overPanel{b}).overShown() {
		t.Fatal("a tap beside the panel should hide it")
	}
	d.Step(b, kit.TapAt(10, 700), true)
	if !(overPanel{b}).overShown() {
		t.Fatal("a second tap should bring the panel back")
	}
	d.Step(b, kit.TapAt(o.Menu.Center()), true)
	if d.Sw.Homes != 1 {
		t.Fatalf("menu went home %d times", d.Sw.Homes)
	}
}

// TestSentencesAgreeWithThePlayerWhoWon: against the computer the
// result, the status line and the review's title say "You win" (never
// "You wins"), and a pit refused speaks of "yours".
func TestSentencesAgreeWithThePlayerWhoWon(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	end, err := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	if err != nil {
		t.Fatal(err)
	}
	cfg := core.Config{Rules: k, Start: &end}
	cfg.Computer[engine.South] = &core.Computer{Level: 1} // you play Top
	b := NewBoard(cfg, scenetest.TestApp)
	if got := (input{b}).whyNot(engine.Place(7)); got != "That pit is yours: Computer to move" {
		t.Errorf("a tap on one's own pit in the computer's turn: %q", got)
	}
	stepUntil(t, b, func() bool { return b.Over() && !b.tab.Stage.Busy() })
	if got := (view{b}).result(); got != "You win 27–21" {
		t.Errorf("the result: %q, want %q", got, "You win 27–21")
	}
}

func TestAnalyseOpensTheAnalysisBoardOnTheFinishedGame(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := endedKalah(t, d)
	d.Step(b, kit.TapAt(layout.ComputeOver(&b.lay).Analyse.Center()), true)
	if len(d.Sw.To) != 1 {
		t.Fatalf("Analyse opened %d scenes", len(d.Sw.To))
	}
	a := d.Sw.To[0].(*scenetest.Opened).Analysis
	if a.Game.Position() != b.game.Position() || a.At != 1 || a.Names != [2]string{"Bottom", "Top"} {
		t.Fatalf("the analysis opens on %d moves of %v, named %v", a.At, a.Game, a.Names)
	}
}
