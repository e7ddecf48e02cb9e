//go:build !js

package settings

import (
	"slices"
	"testing"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestTheSettingsAreChangedThroughTheMirror: the mirror offers every
// language by its own name and every other choice, the chosen ones said
// so; choosing one does what the same tap does.
func TestTheSettingsAreChangedThroughTheMirror(t *testing.T) {
	app := scenetest.StoreApp(t)
	mir := &core.KeptMirror{}
	app.Mirror = mir
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 390, 844, 3)
	d.Step(s, kit.Intents{}, true)
	find := func(label string) int {
		t.Helper()
		i := slices.Index(mir.Offered(), label)
		if i < 0 {
			t.Fatalf("%q not offered in %q", label, mir.Offered())
		}
		return i
	}
	find("Language: English (chosen)")
	mir.Choose(find("Animation speed: Instant"))
	d.Step(s, kit.Intents{}, true)
	find("Animation speed: Instant (chosen)")
	mir.Choose(find("Language: Kiswahili"))
	d.Step(s, kit.Intents{}, true)
	if s.words != nil { // still loading
		if _, err := s.words.Wait(); err != nil {
			t.Fatal(err)
		}
	}
	d.Step(s, kit.Intents{}, true)
	if st, _ := app.Store.LoadSettings(); st.Language != "sw" || st.Speed != "Instant" || app.Language().Code != "sw" {
		t.Fatalf("saved %+v, speaking %s", st, app.Language().Code)
	}
	find("Lugha: Kiswahili (imechaguliwa)")
	mir.Choose(len(mir.Offered()) - 1)
	d.Step(s, kit.Intents{}, true)
	if d.Sw.Backs != 1 {
		t.Error("the mirror's last choice did not go back")
	}
}
