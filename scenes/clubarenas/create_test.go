package clubarenas

import (
	"reflect"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/i18n/locales"
	"mancala/online/proto"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// newTestCreator returns the form on a phone's canvas, its app's session
// nowhere (no server is asked).
func newTestCreator(t *testing.T, v engine.Variant) *creator {
	app := scenetest.NewTestApp()
	app.Settings.Server = ""
	t.Cleanup(func() { core.ForgetClub(app) })
	return newCreator(app, &kit.Chrome{Text: app.Text, Settings: &app.Settings}, &kit.Intents{}, v, 390, 844)
}

// tapChip taps chip j of row i of the form.
func tapChip(f *creator, i, j int) {
	f.update(tapOn(f.lay.Rows[i].Chips[j].Center()), now)
}

// tapOn is a tap at x, y.
func tapOn(x, y float64) *kit.Intents { in := kit.TapAt(x, y); return &in }

// The form asks for the arena as chosen: the name trimmed and the
// password as typed (Enter in the name goes to the password), the game's
// rules as the server reads them, the clock, the start from now and the
// length in minutes; the rating's chips do nothing but for Kalah.
func TestCreateAsksForTheArenaAsChosen(t *testing.T) {
	f := newTestCreator(t, engine.OwareGame)
	f.update(&kit.Intents{Typed: " Friday Congkak "}, now)
	var enter kit.Intents
	enter.Press(kit.ActEnter)
	f.update(&enter, now)
	f.update(&kit.Intents{Typed: "ses ame"}, now)
	tapChip(f, optGame, int(engine.CongkakGame))
	tapChip(f, optClock, 2)
	tapChip(f, optStart, 3)
	tapChip(f, optLength, 3)
	tapChip(f, optRated, 1)
	want := proto.ArenaDo{Name: "Friday Congkak", Password: "sesame", Variant: "congkak", Clock: "10+5",
		Starts: now.Unix() + 24*3600, Minutes: 120}
	if got := f.request(now); !reflect.DeepEqual(got, want) {
		t.Errorf("asked for %+v, want %+v", got, want)
	}
}

// The form starts on the game given, 5+3, in 15 minutes, for an hour,
// casual; each length lies within the protocol's bounds.
func TestTheFormStartsOnTheGameGivenAndSensibleChoices(t *testing.T) {
	f := newTestCreator(t, engine.BaoGame)
	m := f.request(now)
	if m.Variant != "bao" || m.Clock != "5+3" || m.Starts != now.Unix()+15*60 || m.Minutes != 60 || m.Rated {
		t.Errorf("first asks for %+v", m)
	}
	for _, n := range lasts {
		if n < proto.MinArenaMinutes || n > proto.MaxArenaMinutes {
			t.Errorf("a length of %d minutes", n)
		}
	}
}

// A name shorter than 3 characters is told at once and nothing is sent;
// what was typed stays.
func TestAShortNameIsToldAndKept(t *testing.T) {
	f := newTestCreator(t, engine.KalahGame)
	f.update(&kit.Intents{Typed: "ab"}, now)
	f.update(tapOn(f.lay.Create.Center()), now)
	if f.asked || f.msg == "" || f.fields[0].Text != "ab" {
		t.Errorf("asked %v, message %q, name %q", f.asked, f.msg, f.fields[0].Text)
	}
}

// Backspace in a field erases; it closes the form only as Escape does,
// with nothing to erase.
func TestBackspaceInTheFormErasesAndEscapeCloses(t *testing.T) {
	f := newTestCreator(t, engine.KalahGame)
	f.update(&kit.Intents{Typed: "abc"}, now)
	var bs kit.Intents
	bs.Press(kit.ActBack)
	bs.Press(kit.ActErase)
	if done, _ := f.update(&bs, now); done || f.fields[0].Text != "ab" {
		t.Errorf("backspace: done %v, name %q", done, f.fields[0].Text)
	}
	var esc kit.Intents
	esc.Press(kit.ActBack)
	if done, _ := f.update(&esc, now); !done {
		t.Error("escape kept the form open")
	}
}

// The form's games and clocks are the club's: the games of core.Games
// as the engine names them, in the player's language on the chips; the
// clocks of proto.TimeControls but untimed; the chips say when and how
// long; the name's hint says proto.MaxArenaName.
func TestTheFormsGamesAndClocksAreTheClubs(t *testing.T) {
	w := locales.English()
	for i, g := range core.Games {
		if o := options[optGame]; chipWords(w, optGame, i) != kit.VariantName(w, g.V) || o.names[i] != g.V.String() {
			t.Errorf("game %d: %q, %q", i, chipWords(w, optGame, i), o.names[i])
		}
	}
	if o := options[optClock]; strings.Join(o.names, " ") != strings.Join(proto.TimeControls[:3], " ") || proto.TimeControls[3] != "untimed" {
		t.Errorf("clocks %q", o.names)
	}
	var said []string
	for _, i := range []int{optStart, optLength} {
		for j := range options[i].names {
			said = append(said, chipWords(w, i, j))
		}
	}
	if got := strings.Join(said, ", "); got != "5 min, 15 min, 1 hour, 1 day, 30 min, 1 hour, 90 min, 2 hours" {
		t.Errorf("the start and length chips say %s", got)
	}
	if h := fieldHints(w)[0]; h != "3 to "+kit.Itoa(proto.MaxArenaName)+" characters" {
		t.Errorf("the name's hint %q", h)
	}
}
