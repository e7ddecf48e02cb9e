//go:build !js

package menu

import (
	"testing"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestTheMenuIsOpenedThroughTheMirror: the mirror offers the menu's
// entries as shown, and choosing one opens it.
func TestTheMenuIsOpenedThroughTheMirror(t *testing.T) {
	app := scenetest.MenuApp()
	mir := &core.KeptMirror{}
	app.Mirror = mir
	m := NewMenu(app)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(m, kit.Intents{}, true)
	got := mir.Offering()
	if got.Title != "Menu" || got.Board || len(got.Labels) < 5 || got.Labels[0] != "Play vs computer" {
		t.Fatalf("offered %+v", got)
	}
	mir.Choose(0)
	d.Step(m, kit.Intents{}, true)
	if len(d.Sw.To) != 1 {
		t.Fatalf("choosing %q opened nothing", got.Labels[0])
	}
}
