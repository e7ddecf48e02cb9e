package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/howto"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
)

// menuApp returns an app with defaults, no store and no sound, of its own.
// The walk a player takes: menu, picker, board; the board's Menu button
// goes home, the picker's Back goes back; each scene sends the next through
// the switcher.
func TestMenuToPickerToBoardAndBack(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := menu.NewMenu(scenetest.MenuApp())
	d.Step(m, kit.Intents{}, true)
	scenetest.TapNamed(t, d, m, "vs-computer")
	p, ok := d.Sw.To[0].(*picker.Picker)
	if !ok || p.Mode() != core.VsComputer {
		t.Fatalf("the menu opened %v", d.Sw.To)
	}
	d.Step(p, kit.Intents{}, true)
	scenetest.TapNamed(t, d, p, "variant-bao")
	scenetest.TapNamed(t, d, p, "play")
	b := d.Sw.To[1].(*play.Board)
	if b.Config().Rules.String() != "bao" || b.Config().Computer[engine.North] == nil {
		t.Fatalf("Play opened %v with players %v", b.Config().Rules, b.Config().Computer)
	}
	d.Step(b, kit.Intents{}, true)
	scenetest.TapNamed(t, d, b, "back")
	scenetest.TapNamed(t, d, p, "back")
	if d.Sw.Homes != 1 || d.Sw.Backs != 1 {
		t.Fatalf("%d homes and %d backs, want the board's Menu to go home and the picker's Back back", d.Sw.Homes, d.Sw.Backs)
	}
}

func TestThePickersRememberTheChoicesForTheSession(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	m := menu.NewMenu(scenetest.MenuApp())
	d.Step(m, kit.Intents{}, false)
	scenetest.TapNamed(t, d, m, "vs-computer")
	p := d.Sw.To[0].(*picker.Picker)
	d.Step(p, kit.Intents{}, false)
	scenetest.TapNamed(t, d, p, "seeds-6")
	scenetest.TapNamed(t, d, p, "level-8")
	d.Step(m, kit.Intents{}, false)
	scenetest.TapNamed(t, d, m, "vs-friend")
	f := d.Sw.To[1].(*picker.Picker)
	d.Step(f, kit.Intents{}, false)
	if cfg := playedConfig(t, d, f); cfg.Rules.String() != "kalah pits=6 seeds=6 capture=standard end=either-row leftovers=owner sowing=single" {
		t.Fatalf("with a friend the picker forgot the seeds: %v", cfg.Rules)
	}
	scenetest.TapNamed(t, d, m, "vs-computer")
	if again := d.Sw.To[len(d.Sw.To)-1].(*picker.Picker); again != p || again.Choices().Level != 8 {
		t.Fatalf("the picker came back new, or at level %v", again.Choices().Level)
	}
}

// The manager draws a scene it has just gone to before that scene's first
// Update: the menus must draw nothing then, not fail.
func TestTheMenusDrawBeforeTheirFirstUpdate(t *testing.T) {
	ch := core.DefaultChoices()
	screen := ebiten.NewImage(64, 64)
	for _, s := range []core.Scene{menu.NewMenu(scenetest.MenuApp()), picker.NewPicker(scenetest.MenuApp(), core.VsComputer, &ch), howto.NewGameList(scenetest.MenuApp())} {
		s.Draw(screen)
	}
}

// playedConfig taps Play and returns the configuration of the board it
// opened.
func playedConfig(t *testing.T, d *scenetest.Driver, p *picker.Picker) core.Config {
	t.Helper()
	n := len(d.Sw.To)
	scenetest.TapNamed(t, d, p, "play")
	if len(d.Sw.To) != n+1 {
		t.Fatal("Play opened no board")
	}
	return d.Sw.To[n].(*play.Board).Config()
}
