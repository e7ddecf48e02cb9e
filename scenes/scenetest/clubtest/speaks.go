//go:build !js

package clubtest

import (
	"testing"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// Member makes app, one of the language tests' apps, a player of the
// server ts: its club is ts, its sign-in kept in memory (a new guest),
// its session closed when the test ends. Done once per app: a screen's
// Make calls it on every canvas. It returns app.
func Member(t *testing.T, app *core.App, ts *servertest.Server) *core.App {
	t.Helper()
	if app.Settings.Server != ts.URL || app.ClubKeeper == nil {
		app.Settings.Server, app.ClubKeeper = ts.URL, &club.MemoryKeeper{}
		t.Cleanup(func() { core.ForgetClub(app) })
	}
	return app
}

// Offline makes app, one of the language tests' apps, a player of a club
// that no server answers at (a new guest, kept in memory), its session
// closed when the test ends. It returns app.
func Offline(t *testing.T, app *core.App) *core.App {
	t.Helper()
	if app.ClubKeeper == nil {
		app.Settings.Server, app.ClubKeeper = "http://127.0.0.1:1", &club.MemoryKeeper{}
		t.Cleanup(func() { core.ForgetClub(app) })
	}
	return app
}

// Registered opens another player's session on ts and registers it as
// name (3 to 20 letters, digits, - or _), welcomed under that name.
func Registered(t *testing.T, ts *servertest.Server, name string) *club.Session {
	t.Helper()
	s := Player(t, ts)
	s.Register(name, "correct horse battery")
	Poll(t, name+"'s registration", func() bool { return !s.Account().Busy && s.Me().Name == name && s.Status() == club.Online }, s)
	if err := s.Account().Err; err != nil {
		t.Fatalf("registering %s: %v", name, err)
	}
	return s
}

// Quietly is Until with the ticks not drawn: a language test's wait
// that passes through states it does not check (a code not yet allowed).
func Quietly(t *testing.T, d *scenetest.Driver, sc core.Scene, what string, ok func() bool, others ...*club.Session) {
	t.Helper()
	wait(t, what, ok, func() { d.Step(sc, kit.Intents{}, false); pollAll(others) })
}

// LiveGame starts a game of variant with no clock between two new guests
// on ts, each of whom plays a first move, so that it goes on (a game
// whose player makes no first move in time is aborted). It returns the
// players' sessions, to poll, and the game.
func LiveGame(t *testing.T, ts *servertest.Server, variant string) ([]*club.Session, string) {
	t.Helper()
	a, b := Player(t, ts), Player(t, ts)
	a.Invite(proto.Invite{Variant: variant, Clock: "untimed"})
	var code string
	Poll(t, "the invite", func() bool { code, _, _ = a.Invited(); return code != "" }, a)
	b.Join(code)
	var game, joined string
	Poll(t, "the game", func() bool {
		if game == "" {
			game, _ = a.Started()
		}
		if joined == "" {
			joined, _ = b.Started()
		}
		return game != "" && joined != ""
	}, a, b)
	players := []*club.Session{a, b}
	for ply := 1; ply <= 2; ply++ {
		for _, s := range players {
			playFirst(t, s.Match(game), ply, players)
		}
	}
	return players, game
}

// playFirst plays the first legal move of m's player when it is theirs
// to make the game's ply, and waits for the move to count.
func playFirst(t *testing.T, m *club.Match, ply int, players []*club.Session) {
	t.Helper()
	Poll(t, "the game's start", m.Ready, players...)
	if side, ok := m.MySide(); !ok || m.Position().ToMove != side || m.Plies() != ply-1 {
		return
	}
	var buf [engine.MaxMoves]engine.Move
	if err := m.Play(m.Rules().LegalMoves(m.Position(), buf[:0])[0]); err != nil {
		t.Fatal(err)
	}
	Poll(t, "the move", func() bool { return m.Plies() == ply }, players...)
}
