package scenes

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
)

// menuApp returns an app with defaults, no store and no sound, of its own.
// The walk a player takes: menu, picker, board; the board's Menu button
// goes home, the picker's Back goes back; each scene sends the next through
// the switcher.
func TestMenuToPickerToBoardAndBack(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	m := NewMenu(menuApp())
	d.step(m, Intents{}, true)
	tapNamed(t, d, m, "vs-computer")
	p, ok := d.sw.to[0].(*Picker)
	if !ok || p.mode != VsComputer {
		t.Fatalf("the menu opened %v", d.sw.to)
	}
	d.step(p, Intents{}, true)
	tapNamed(t, d, p, "variant-bao")
	tapNamed(t, d, p, "play")
	b := d.sw.to[1].(*Board)
	if b.Config().Rules.String() != "bao" || b.Config().Computer[engine.North] == nil {
		t.Fatalf("Play opened %v with players %v", b.Config().Rules, b.Config().Computer)
	}
	d.step(b, Intents{}, true)
	tapNamed(t, d, b, "back")
	tapNamed(t, d, p, "back")
	if d.sw.homes != 1 || d.sw.backs != 1 {
		t.Fatalf("%d homes and %d backs, want the board's Menu to go home and the picker's Back back", d.sw.homes, d.sw.backs)
	}
}

func TestThePickersRememberTheChoicesForTheSession(t *testing.T) {
	d := newDriver(t, 390, 844, 3)
	m := NewMenu(menuApp())
	d.step(m, Intents{}, false)
	tapNamed(t, d, m, "vs-computer")
	p := d.sw.to[0].(*Picker)
	d.step(p, Intents{}, false)
	tapNamed(t, d, p, "seeds-6")
	tapNamed(t, d, p, "level-8")
	d.step(m, Intents{}, false)
	tapNamed(t, d, m, "vs-friend")
	f := d.sw.to[1].(*Picker)
	d.step(f, Intents{}, false)
	if cfg := playedConfig(t, d, f); cfg.Rules.String() != "kalah pits=6 seeds=6 capture=standard end=either-row leftovers=owner sowing=single" {
		t.Fatalf("with a friend the picker forgot the seeds: %v", cfg.Rules)
	}
	tapNamed(t, d, m, "vs-computer")
	if again := d.sw.to[len(d.sw.to)-1].(*Picker); again != p || again.ch.Level != 8 {
		t.Fatalf("the picker came back new, or at level %v", again.ch.Level)
	}
}

func TestMenuKeysOpenEntriesAndBackQuits(t *testing.T) {
	d := newDriver(t, 1280, 720, 1)
	m := NewMenu(menuApp())
	key := func(a Action) error {
		var in Intents
		in.Press(a)
		d.ctx.In = in
		return m.Update(&d.ctx)
	}
	d.step(m, Intents{}, false)
	key(PitAction(2))
	if p, ok := d.sw.to[0].(*Picker); !ok || p.mode != VsFriend {
		t.Fatalf("key 2 opened %v", d.sw.to)
	}
	key(ActDown)
	key(ActDown)
	key(ActDown)
	key(ActEnter)
	if _, ok := d.sw.to[1].(*GameList); !ok {
		t.Fatalf("down three and Enter opened %T, want the list of games", d.sw.to[1])
	}
	if err := key(ActBack); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Esc on the menu gave %v, want the end of the game", err)
	}
}

func TestQuitEndsTheGame(t *testing.T) {
	d := newDriver(t, 390, 844, 3)
	m := NewMenu(menuApp())
	d.step(m, Intents{}, false)
	q := m.lay.Buttons[len(m.lay.Buttons)-1]
	d.ctx.In = TapAt(q.Center())
	if err := m.Update(&d.ctx); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Quit gave %v", err)
	}
}

func TestTheNoticeShowsOnceUntilTapped(t *testing.T) {
	app := menuApp()
	app.Notice = "Saving is unavailable: the disk is full"
	d := newDriver(t, 1280, 720, 1)
	m := NewMenu(app)
	d.step(m, Intents{}, true)
	if app.Notice != "" || m.note.text == "" {
		t.Fatalf("notice %q left in the app, %q on the menu", app.Notice, m.note.text)
	}
	tapNamed(t, d, m, "notice")
	if m.note.text != "" || len(d.sw.to) != 0 {
		t.Fatalf("a tap on the notice left %q and opened %v", m.note.text, d.sw.to)
	}
}

func TestHowToPlayListsTheGamesThenTheirRules(t *testing.T) {
	d := newDriver(t, 390, 844, 3)
	g := NewGameList(menuApp())
	d.step(g, Intents{}, true)
	tapNamed(t, d, g, "variant-bao")
	if len(d.sw.to) != 1 {
		t.Fatalf("tapping Bao opened %v", d.sw.to)
	}
	tapNamed(t, d, g, "back")
	if d.sw.backs != 1 {
		t.Fatal("Back did not go back")
	}
}

// The manager draws a scene it has just gone to before that scene's first
// Update: the menus must draw nothing then, not fail.
func TestTheMenusDrawBeforeTheirFirstUpdate(t *testing.T) {
	ch := DefaultChoices()
	screen := ebiten.NewImage(64, 64)
	for _, s := range []Scene{NewMenu(menuApp()), NewPicker(menuApp(), VsComputer, &ch), NewGameList(menuApp())} {
		s.Draw(screen)
	}
}
