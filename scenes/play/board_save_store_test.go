//go:build !js

package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

func TestEveryMoveIsSavedAndAFinishedGameIsForgotten(t *testing.T) {
	app := scenetest.StoreApp(t)
	b := midGame(t, app, engine.Congkak{}, 12)
	got, err := ResumeBoard(app, saves.Slot{Variant: engine.CongkakGame, Opponent: saves.Friend})
	if err != nil || got.game.Position() != b.game.Position() {
		t.Fatalf("resume: %v", err)
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	end, _ := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	b = NewBoard(core.Config{Rules: k, Start: &end}, app)
	b.Play(engine.PitMove(6))
	if !b.Over() {
		t.Fatal("the game should be over")
	}
	if _, err := ResumeBoard(app, saves.Slot{Variant: engine.KalahGame, Opponent: saves.Friend}); err != ErrNoSavedGame {
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
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Store: st}
	b := NewBoard(core.Config{Rules: engine.Oware{}}, app)
	if !b.Play(engine.PitMove(3)) || !strings.HasPrefix(view{b}.status(), "Your game could not be saved") {
		t.Fatalf("status %q after a failed save", view{b}.status())
	}
	if !b.Play(b.facts.legal[0]) {
		t.Fatal("the game stopped after a failed save")
	}
}
