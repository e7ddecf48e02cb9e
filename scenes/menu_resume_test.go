//go:build !js

package scenes

import (
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
)

// This test keeps its saves in a directory, which the browser build has
// not: it is built for the desktop only.

func TestResumeOnlyWithASavedGame(t *testing.T) {
	st, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	app := scenetest.MenuApp()
	app.Store = st
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := menu.NewMenu(app)
	d.Step(m, kit.Intents{}, false)
	for _, n := range scenetest.DebugNames(m) {
		if n == "resume" {
			t.Fatal("Resume shown with nothing saved")
		}
	}
	b := play.NewBoard(core.Config{Rules: engine.Oware{}}, app)
	if !b.Play(b.Legal()[0]) {
		t.Fatal("the move was refused")
	}
	if err := st.SaveGame(b.Record()); err != nil {
		t.Fatal(err)
	}
	scenetest.TapNamed(t, d, m, "settings") // the menu looks again when it is next shown
	d.Step(m, kit.Intents{}, false)
	scenetest.TapNamed(t, d, m, "resume")
	got, ok := d.Sw.To[len(d.Sw.To)-1].(*play.Board)
	if !ok || got.Game().Position() != b.Game().Position() {
		t.Fatalf("Resume opened %v", d.Sw.To)
	}
}
