package menu

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

func TestMenuKeysOpenEntriesAndBackQuits(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := NewMenu(scenetest.MenuApp())
	key := func(a kit.Action) error {
		var in kit.Intents
		in.Press(a)
		d.Ctx.In = in
		return m.Update(&d.Ctx)
	}
	d.Step(m, kit.Intents{}, false)
	key(kit.PitAction(2))
	if o := d.Sw.To[0].(*scenetest.Opened); o.Route != "picker" || o.Mode != core.VsFriend {
		t.Fatalf("key 2 opened %v", d.Sw.To)
	}
	for range 4 {
		key(kit.ActDown)
	}
	key(kit.ActEnter)
	if o := d.Sw.To[1].(*scenetest.Opened); o.Route != "puzzles" {
		t.Fatalf("down four and Enter opened %s, want the puzzles", o.Route)
	}
	key(kit.ActDown)
	key(kit.ActEnter)
	if o := d.Sw.To[2].(*scenetest.Opened); o.Route != "picker" || o.Mode != core.Analyse {
		t.Fatalf("down five and Enter opened %s, want the picker of the analysis board", o.Route)
	}
	key(kit.ActDown)
	key(kit.ActEnter)
	if o := d.Sw.To[3].(*scenetest.Opened); o.Route != "games" {
		t.Fatalf("down six and Enter opened %s, want the list of games", o.Route)
	}
	if err := key(kit.ActBack); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Esc on the menu gave %v, want the end of the game", err)
	}
}

// TestPlayOnlineOpensTheClubsHome: the menu's Play online entry opens
// the online club's home, by tap on a phone.
func TestPlayOnlineOpensTheClubsHome(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	m := NewMenu(scenetest.MenuApp())
	d.Step(m, kit.Intents{}, false)
	scenetest.TapNamed(t, d, m, "online")
	if len(d.Sw.To) != 1 || d.Sw.To[0].(*scenetest.Opened).Route != "club" {
		t.Fatalf("Play online opened %v, want the club's home", d.Sw.To)
	}
}

// TestAnInviteAtStartOpensTheClubsHome: a game started from an invite
// link goes from the menu to the club's home at once, without a tap.
func TestAnInviteAtStartOpensTheClubsHome(t *testing.T) {
	app := scenetest.MenuApp()
	app.Join = "AB23CD45"
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(NewMenu(app), kit.Intents{}, true)
	if len(d.Sw.To) != 1 || d.Sw.To[0].(*scenetest.Opened).Route != "club" {
		t.Fatalf("the menu opened %v, want the club's home", d.Sw.To)
	}
}

func TestQuitEndsTheGame(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	m := NewMenu(scenetest.MenuApp())
	d.Step(m, kit.Intents{}, false)
	q := m.lay.Buttons[len(m.lay.Buttons)-1]
	d.Ctx.In = kit.TapAt(q.Center())
	if err := m.Update(&d.Ctx); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Quit gave %v", err)
	}
}

func TestTheNoticeShowsOnceUntilTapped(t *testing.T) {
	app := scenetest.MenuApp()
	app.Notice = "Saving is unavailable: the disk is full"
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := NewMenu(app)
	d.Step(m, kit.Intents{}, true)
	if app.Notice != "" || m.note.Text == "" {
		t.Fatalf("notice %q left in the app, %q on the menu", app.Notice, m.note.Text)
	}
	scenetest.TapNamed(t, d, m, "notice")
	if m.note.Text != "" || len(d.Sw.To) != 0 {
		t.Fatalf("a tap on the notice left %q and opened %v", m.note.Text, d.Sw.To)
	}
}
