package play

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
)

// TestTheBoardSweepsAThirdRepetition: an Oware game ended by its third
// repetition shows, once its last move has played, the swept board (every
// pit empty, each side's seeds added to its captures), as other ends do,
// and the last move's motion includes the sweep.
func TestTheBoardSweepsAThirdRepetition(t *testing.T) {
	start, _ := engine.ParsePosition(engine.Oware{}, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	b := NewBoard(core.Config{Rules: engine.Oware{}, Start: &start, NoSave: true}, scenetest.TestApp)
	for !b.Over() {
		b.tab.Stage.Finish()
		if !b.Play(b.facts.legal[0]) {
			t.Fatal("a move was refused")
		}
	}
	swept := false
	for _, e := range b.tr.Events {
		swept = swept || e.Kind == engine.Sweep
	}
	b.tab.Stage.Finish()
	if got := engine.FormatPosition(engine.Oware{}, b.tab.Stage.Shown()); got != "0,0,0,0,0,0/0,0,0,0,0,0 23 25 s" || !swept {
		t.Errorf("the board shows %s after the third repetition (sweep in the motion: %v)", got, swept)
	}
	if (view{b}).result() != "Top wins 25–23" {
		t.Errorf("result %q", view{b}.result())
	}
}
