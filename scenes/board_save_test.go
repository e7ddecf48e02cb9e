package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/saves"
)

// midGame returns a board of r after n moves (each the legal move at
// index ply mod the count) with the last two taken back.
func midGame(t *testing.T, app *App, r engine.Rules, n int) *Board {
	t.Helper()
	b := NewBoard(Config{Rules: r, First: engine.North}, app)
	for ply := 0; ply < n && !b.over(); ply++ {
		if !b.play(b.facts.legal[ply%len(b.facts.legal)]) {
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
		b := midGame(t, testApp, r, 24)
		rec := b.Record()
		got, err := BoardFromRecord(testApp, rec)
		if err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		if got.game.Position() != b.game.Position() || got.cfg.Rules.String() != r.String() ||
			len(got.game.Moves()) != len(b.game.Moves()) || got.stage.Shown() != b.game.Position() {
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
	cfg := Config{Rules: engine.Oware{}}
	cfg.Computer[engine.North] = &Computer{Level: 7}
	rec := NewBoard(cfg, testApp).Record()
	if rec.Levels != [2]int{0, 7} {
		t.Fatalf("levels saved as %v, want [0 7]", rec.Levels)
	}
	b, err := BoardFromRecord(testApp, rec)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := b.cfg.Computer[engine.North].(*Computer); !ok || c.Level != 7 || b.cfg.Computer[engine.South] != nil {
		t.Fatalf("resumed players %v", b.cfg.Computer)
	}
}

// storeApp returns an app that saves in a fresh directory.
func storeApp(t *testing.T) *App {
	st, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}, Store: st}
}

func TestEveryMoveIsSavedAndAFinishedGameIsForgotten(t *testing.T) {
	app := storeApp(t)
	b := midGame(t, app, engine.Congkak{}, 12)
	got, err := ResumeBoard(app)
	if err != nil || got.game.Position() != b.game.Position() {
		t.Fatalf("resume: %v", err)
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	end, _ := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	b = NewBoard(Config{Rules: k, Start: &end}, app)
	b.play(engine.PitMove(6))
	if !b.over() {
		t.Fatal("the game should be over")
	}
	if _, err := ResumeBoard(app); err != ErrNoSavedGame {
		t.Fatalf("a finished game can be resumed: %v", err)
	}
}

func TestAStoreThatCannotWriteSaysSoAndTheGameGoesOn(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := saves.OpenDir(filepath.Join(blocker, "mancala"))
	if err != nil {
		t.Skipf("the store refuses the directory at once: %v", err)
	}
	app := &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}, Store: st}
	b := NewBoard(Config{Rules: engine.Oware{}}, app)
	if !b.play(engine.PitMove(3)) || !strings.HasPrefix(b.status(), "Not saved") {
		t.Fatalf("status %q after a failed save", b.status())
	}
	if !b.play(b.facts.legal[0]) {
		t.Fatal("the game stopped after a failed save")
	}
}
