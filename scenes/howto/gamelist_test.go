package howto

import (
	"testing"

	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

func TestHowToPlayListsTheGamesThenTheirRules(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	g := NewGameList(scenetest.MenuApp())
	d.Step(g, kit.Intents{}, true)
	scenetest.TapNamed(t, d, g, "variant-bao")
	if len(d.Sw.To) != 1 {
		t.Fatalf("tapping Bao opened %v", d.Sw.To)
	}
	scenetest.TapNamed(t, d, g, "back")
	if d.Sw.Backs != 1 {
		t.Fatal("Back did not go back")
	}
}
