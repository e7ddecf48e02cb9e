//go:build !js

package clubarenas

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server"
	"mancala/online/server/servertest"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// register makes session s a registered player named name.
func register(t *testing.T, s *club.Session, name string, others ...*club.Session) {
	t.Helper()
	s.Register(name, "correct horse")
	clubtest.Poll(t, name+"'s registration", func() bool {
		return !s.Account().Busy && !s.Me().Guest && s.Status() == club.Online
	}, append(others, s)...)
}

// typeIn taps the field name of s and types text into it.
func typeIn(t *testing.T, d *scenetest.Driver, s *Arenas, name, text string) {
	t.Helper()
	scenetest.TapNamed(t, d, s, name)
	d.Step(s, kit.TypedText(text), true)
}

// A rated Kalah arena asks for the ladder's rules, the only ones rated;
// another game is casual, whatever the rating's row said.
func TestARatedKalahArenaIsTheLaddersKalah(t *testing.T) {
	f := newTestCreator(t, engine.KalahGame)
	tapChip(f, optRated, 1)
	if m := f.request(now); m.Variant != server.LadderSpec || !m.Rated {
		t.Errorf("a rated Kalah arena asks for %+v", m)
	}
	tapChip(f, optGame, int(engine.OwareGame))
	if m := f.request(now); m.Rated {
		t.Errorf("an Oware arena asks for %+v", m)
	}
}

// A registered player opens the form from the list, names the arena and
// chooses Bao, 3+2, in 5 minutes for 30; Create opens the new arena's
// page, and back on the list it shows.
func TestARegisteredPlayerCreatesAnArenaFromTheList(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
	app, _ := clubtest.App(t, ts)
	register(t, app.ClubSession(), "arena_maker")
	s, d := open(t, app, 390, 844, 1)
	scenetest.TapNamed(t, d, s, "create")
	if s.form == nil {
		t.Fatal("no form")
	}
	typeIn(t, d, s, "name", "Bao blitz")
	for _, chip := range []string{"game-bao", "clock-3+2", "start-5min", "length-30"} {
		scenetest.TapNamed(t, d, s, chip)
	}
	scenetest.TapNamed(t, d, s, "create")
	clubtest.Until(t, d, s, "the new arena's page", func() bool { return s.form == nil && s.title() == "Bao blitz" })
	st, _ := s.state()
	if i := st.Info; i.Variant != "bao" || i.Clock != "3+2" || i.Ends-i.Starts != 30*60 || i.Private {
		t.Errorf("the new arena %+v", i)
	}
	scenetest.TapNamed(t, d, s, "all-arenas")
	clubtest.Until(t, d, s, "the arena in the list", func() bool { return len(s.entries) == 2 })
}

// The server's refusal (a fourth arena to come) is shown in the form,
// which keeps what was typed and chosen.
func TestARefusalIsShownInTheFormAndKeepsIt(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
	app, _ := clubtest.App(t, ts)
	sess := app.ClubSession()
	register(t, sess, "busy_maker")
	for range 3 {
		sess.Arenas().Create(proto.ArenaDo{Name: "Another", Variant: "oware", Clock: "5+3", Starts: time.Now().Unix(), Minutes: 30})
		clubtest.Poll(t, "an arena", func() bool { id, _, _ := sess.Arenas().Created(); return id != "" }, sess)
	}
	s, d := open(t, app, 1280, 720, 1)
	scenetest.TapNamed(t, d, s, "create")
	typeIn(t, d, s, "name", "The fourth")
	typeIn(t, d, s, "password", "sesame")
	scenetest.TapNamed(t, d, s, "game-congkak")
	scenetest.TapNamed(t, d, s, "create")
	f := s.form
	clubtest.Until(t, d, s, "the refusal", func() bool { return !f.asked })
	if s.form != f || f.msg != core.RefusalWords(app, club.Refusal{Code: proto.ErrBusy}) {
		t.Fatalf("form %p (was %p), message %q", s.form, f, f.msg)
	}
	if f.fields[0].Text != "The fourth" || f.fields[1].Text != "sesame" || f.pick[optGame] != int(engine.CongkakGame) {
		t.Errorf("kept %q, %q, game %d", f.fields[0].Text, f.fields[1].Text, f.pick[optGame])
	}
}

// A guest's button on the list says to sign in, and opens the sign-in
// form, not the arena's.
func TestAGuestIsSentToSignInToCreate(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
	app, _ := clubtest.App(t, ts)
	s, d := open(t, app, 390, 844, 1)
	if l, _ := s.createLabel(); l != "Sign in to create" {
		t.Fatalf("a guest's button says %q", l)
	}
	scenetest.TapNamed(t, d, s, "create")
	if o := clubtest.Opened(d); s.form != nil || o == nil || o.Route != "club-sign" {
		t.Errorf("form %v, opened %+v", s.form != nil, o)
	}
}

// A private arena's Join asks for its password; a wrong one is refused in
// the server's words and stays in the field; the right one, sent with
// Enter, joins.
func TestAPrivateArenaAsksForItsPassword(t *testing.T) {
	ts := servertest.Start(t, nil)
	maker := clubtest.Player(t, ts)
	register(t, maker, "private_maker")
	maker.Arenas().Create(proto.ArenaDo{Name: "Friends only", Variant: "oware", Clock: "5+3",
		Starts: time.Now().Add(time.Hour).Unix(), Minutes: 30, Password: "sesame"})
	clubtest.Poll(t, "the arena", func() bool { id, _, _ := maker.Arenas().Created(); return id != "" }, maker)
	app, _ := clubtest.App(t, ts)
	s, d := open(t, app, 390, 844, 1)
	scenetest.TapNamed(t, d, s, "row-0")
	clubtest.Until(t, d, s, "the arena's page", func() bool { _, ok := s.label(btnJoin); return ok })
	scenetest.TapNamed(t, d, s, "join")
	asked := s.msg
	if !s.gate.open || asked == "" {
		t.Fatalf("Join did not ask for the password: %q", asked)
	}
	d.Step(s, kit.TypedText("wrong"), true)
	scenetest.TapNamed(t, d, s, "join")
	clubtest.Until(t, d, s, "the refusal", func() bool { return s.msg != "" && s.msg != asked })
	if s.msg != core.RefusalWords(app, club.Refusal{Code: proto.ErrWrongPassword}) {
		t.Errorf("the refusal says %q", s.msg)
	}
	if !s.gate.open || s.gate.field.Text != "wrong" {
		t.Fatalf("after the refusal: open %v, field %q", s.gate.open, s.gate.field.Text)
	}
	d.Step(s, kit.Intents{Erase: 5, Typed: "sesame"}, true)
	var enter kit.Intents
	enter.Press(kit.ActEnter)
	d.Step(s, enter, true)
	clubtest.Until(t, d, s, "the player in", func() bool { l, _ := s.label(btnJoin); return l == "Pause" })
	if s.gate.open {
		t.Error("the password's field stays open once in")
	}
}

// TestScreenshotsArenaCreateAndPassword draws, in both themes, landscape
// and on phones: the list with a registered player's Create, the form
// refused by the server (a fourth arena to come) with what was typed, a
// private arena's page refusing a wrong password, and a guest's list;
// to MANCALA_SHOTS.
func TestScreenshotsArenaCreateAndPassword(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}, {667, 375, 2}} {
			app, ts := clubtest.App(t, servertest.StartArena(t, "open-oware"))
			app.Settings.Theme = th
			register(t, app.ClubSession(), fmt.Sprintf("m_%s_%g", th, c.w))
			makeThree(t, app.ClubSession())
			s, d := open(t, app, c.w, c.h, c.scale)
			clubtest.Until(t, d, s, "the list", func() bool { return len(s.entries) >= 4 })
			shot := func(what string) {
				scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-arena-%s-%s-%gx%g.png", what, th, c.w, c.h)))
			}
			shot("list")
			scenetest.TapNamed(t, d, s, "create")
			typeIn(t, d, s, "name", "Sunday Congkak")
			typeIn(t, d, s, "password", "pw")
			scenetest.TapNamed(t, d, s, "game-congkak")
			scenetest.TapNamed(t, d, s, "create")
			clubtest.Until(t, d, s, "the refusal", func() bool { return !s.form.asked })
			shot("create")
			scenetest.TapNamed(t, d, s, "back")
			clubtest.Until(t, d, s, "the list", func() bool { return len(s.entries) >= 4 })
			scenetest.TapNamed(t, d, s, "row-1")
			clubtest.Until(t, d, s, "the arena's page", func() bool { _, ok := s.label(btnJoin); return ok })
			scenetest.TapNamed(t, d, s, "join")
			d.Step(s, kit.TypedText("wrong"), true)
			scenetest.TapNamed(t, d, s, "join")
			refused := core.RefusalWords(app, club.Refusal{Code: proto.ErrWrongPassword})
			clubtest.Until(t, d, s, "the refusal", func() bool { return s.msg == refused })
			shot("private")
			guest, _ := clubtest.App(t, ts)
			guest.Settings.Theme = th
			_, d = open(t, guest, c.w, c.h, c.scale)
			shot("guest")
		}
	}
}

// makeThree makes three arenas of the registered player of s, the
// private one soonest.
func makeThree(t *testing.T, s *club.Session) {
	t.Helper()
	soon := time.Now().Add(5 * time.Minute).Unix()
	for _, m := range []proto.ArenaDo{
		{Name: "Friday Oware", Variant: "oware", Clock: "5+3", Starts: soon, Minutes: 60, Password: "sesame"},
		{Name: "Ladder night", Variant: server.LadderSpec, Clock: "3+2", Rated: true, Starts: soon + 3600, Minutes: 90},
		{Name: "Bao blitz", Variant: "bao", Clock: "3+2", Starts: soon + 7200, Minutes: 30},
	} {
		s.Arenas().Create(m)
		clubtest.Poll(t, m.Name, func() bool { id, _, _ := s.Arenas().Created(); return id != "" }, s)
	}
}
