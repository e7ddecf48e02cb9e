package play

import (
	"fmt"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
)

// midGame returns a board of r after n moves (each the legal move at
// index ply mod the count) with the last two taken back.
func midGame(t *testing.T, app *core.App, r engine.Rules, n int) *Board {
	t.Helper()
	b := NewBoard(core.Config{Rules: r, First: engine.North}, app)
	for ply := 0; ply < n && !b.Over(); ply++ {
		if !b.Play(b.facts.legal[ply%len(b.facts.legal)]) {
			t.Fatalf("%s: move %d refused", r, ply+1)
		}
	}
	b.undo()
	b.undo()
	return b
}

func TestASavedGameResumesExactlyWithUndoAndRedo(t *testing.T) {
	kalah, _ := engine.ParseRules("kalah seeds=5 capture=empty")
	for _, r := range []engine.Rules{kalah, engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
		b := midGame(t, scenetest.TestApp, r, 24)
		rec := b.Record()
		got, err := BoardFromRecord(scenetest.TestApp, rec)
		if err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		if got.game.Position() != b.game.Position() || got.cfg.Rules.String() != r.String() ||
			len(got.game.Moves()) != len(b.game.Moves()) || got.tab.Stage.Shown() != b.game.Position() {
			t.Fatalf("%s: resumed at %s after %d moves, want %s after %d", r,
				engine.FormatPosition(r, got.game.Position()), len(got.game.Moves()),
				engine.FormatPosition(r, b.game.Position()), len(b.game.Moves()))
		}
		if !got.game.CanRedo() || strings.Join(got.Record().Undone, " ") != strings.Join(rec.Undone, " ") {
			t.Errorf("%s: redo lost: %v, want %v", r, got.Record().Undone, rec.Undone)
		}
	}
}

func TestTheComputersLevelIsSavedWithTheGame(t *testing.T) {
	cfg := core.Config{Rules: engine.Oware{}}
	cfg.Computer[engine.North] = &core.Computer{Level: 7}
	rec := NewBoard(cfg, scenetest.TestApp).Record()
	if rec.Levels != [2]int{0, 7} {
		t.Fatalf("levels saved as %v, want [0 7]", rec.Levels)
	}
	b, err := BoardFromRecord(scenetest.TestApp, rec)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := b.cfg.Computer[engine.North].(*core.Computer); !ok || c.Level != 7 || b.cfg.Computer[engine.South] != nil {
		t.Fatalf("resumed players %v", b.cfg.Computer)
	}
}

// looksOf lists the looks of the seeds resting in each place of b's board.
func looksOf(b *Board) [][]int {
	var out [][]int
	for _, sp := range b.model.Spots {
		var looks []int
		for _, k := range b.tab.Stage.Resting(sp.Place) {
			looks = append(looks, b.tab.Stage.Seeds()[k].Look)
		}
		out = append(out, looks)
	}
	return out
}

// TestSeedsKeepTheirLooksThroughUndoAndResume: every seed on the board
// keeps its look (its colour and shape) when moves are taken back and when
// a saved game is resumed, as if the moves had been watched from the start.
func TestSeedsKeepTheirLooksThroughUndoAndResume(t *testing.T) {
	for _, r := range []engine.Rules{engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
		b := NewBoard(core.Config{Rules: r, First: engine.South}, scenetest.TestApp)
		var before [][]int
		for ply := 0; ply < 20 && !b.Over(); ply++ {
			if ply == 18 {
				before = looksOf(b)
			}
			if !b.Play(b.facts.legal[ply%len(b.facts.legal)]) {
				t.Fatalf("%s: move %d refused", r, ply+1)
			}
			b.tab.Stage.Finish()
		}
		b.undo()
		b.undo()
		if got := looksOf(b); fmt.Sprint(got) != fmt.Sprint(before) {
			t.Fatalf("%s: after two undos the looks are\n%v\nwant\n%v", r, got, before)
		}
		resumed, err := BoardFromRecord(scenetest.TestApp, b.Record())
		if err != nil {
			t.Fatal(err)
		}
		if got := looksOf(resumed); fmt.Sprint(got) != fmt.Sprint(before) {
			t.Fatalf("%s: resumed, the looks are\n%v\nwant\n%v", r, got, before)
		}
	}
}
