//go:build !js

package scenes

import (
	"testing"

	"mancala/engine"
	"mancala/saves"
)

// This test keeps its saves in a directory, which the browser build has
// not: it is built for the desktop only.

func TestResumeOnlyWithASavedGame(t *testing.T) {
	st, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	app := menuApp()
	app.Store = st
	d := newDriver(t, 1280, 720, 1)
	m := NewMenu(app)
	d.step(m, Intents{}, false)
	for _, n := range debugNames(m) {
		if n == "resume" || n == "resume-friend" {
			t.Fatal("Resume shown with nothing saved")
		}
	}
	b := NewBoard(Config{Rules: engine.Oware{}}, app)
	if !b.play(b.Legal()[0]) {
		t.Fatal("the move was refused")
	}
	if err := st.SaveGame(b.Record()); err != nil {
		t.Fatal(err)
	}
	tapNamed(t, d, m, "settings") // the menu looks again when it is next shown
	d.step(m, Intents{}, false)
	tapNamed(t, d, m, "resume-friend")
	got, ok := d.sw.to[len(d.sw.to)-1].(*Board)
	if !ok || got.Game().Position() != b.Game().Position() {
		t.Fatalf("Resume opened %v", d.sw.to)
	}
}
