//go:build !js

package picker

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestThePickerIsPlayedThroughTheMirror: the mirror offers each game, each
// row's choices (the chosen ones said so) and the button that starts;
// choosing through it does what the same tap does.
func TestThePickerIsPlayedThroughTheMirror(t *testing.T) {
	app := scenetest.NewTestApp()
	mir := &core.KeptMirror{}
	app.Mirror = mir
	ch := core.DefaultChoices()
	p := NewPicker(app, core.VsComputer, &ch)
	d := scenetest.NewDriver(t, 390, 844, 3)
	d.Step(p, kit.Intents{}, true)
	got := mir.Offered()
	if got[0] != "Kalah (chosen)" || got[1] != "Oware" || got[len(got)-2] != p.goLabel() || got[len(got)-1] != "‹ Back" {
		t.Fatalf("offered %q", got)
	}
	mir.Choose(1)
	d.Step(p, kit.Intents{}, true)
	if ch.Variant != engine.OwareGame || mir.Offered()[1] != "Oware (chosen)" {
		t.Fatalf("chose %v; offered %q", ch.Variant, mir.Offered())
	}
	level := -1
	for i, l := range mir.Offered() {
		if l == "Level: 3" {
			level = i
		}
	}
	if level < 0 {
		t.Fatalf("no level 3 in %q", mir.Offered())
	}
	mir.Choose(level)
	d.Step(p, kit.Intents{}, true)
	mir.Choose(len(mir.Offered()) - 2)
	d.Step(p, kit.Intents{}, true)
	if len(d.Sw.To) != 1 {
		t.Fatalf("the mirror's last choice did not start the game: %q", mir.Offered())
	}
	cfg := d.Sw.To[0].(*scenetest.Opened).Config
	if c, ok := cfg.Computer[engine.North].(*core.Computer); cfg.Rules.Board().Variant != engine.OwareGame || !ok || c.Level != 3 {
		t.Errorf("started %v against %+v", cfg.Rules, cfg.Computer)
	}
}
