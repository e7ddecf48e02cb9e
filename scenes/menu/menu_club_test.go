//go:build !js

package menu

import (
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// TestAnOnlineGameUnderWayComesBackAfterARestart: a player who left a
// live game (a reload, a restart) and starts the game again with the same
// kept sign-in is taken from the menu straight back to that game.
func TestAnOnlineGameUnderWayComesBackAfterARestart(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	keeper := &club.MemoryKeeper{}
	before := club.Open(ts.URL, keeper)
	friend := clubtest.Player(t, ts)
	clubtest.Poll(t, "the welcome", func() bool { return before.Me().ID != "" }, before)
	friend.Invite(proto.Invite{Variant: "oware", Clock: "untimed"})
	var code, game string
	clubtest.Poll(t, "the invite", func() bool { code, _, _ = friend.Invited(); return code != "" }, friend)
	before.Join(code)
	clubtest.Poll(t, "the game", func() bool { var ok bool; game, ok = before.Started(); return ok }, before, friend)
	before.Close()

	app.ClubKeeper = keeper
	app.ResumeClub()
	if app.Club == nil {
		t.Fatal("a kept sign-in did not open the session at start")
	}
	m := NewMenu(app)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	clubtest.Until(t, d, m, "the game to come back", func() bool { return clubtest.Opened(d) != nil }, friend)
	if o := clubtest.Opened(d); o.Route != "clubgame" || o.Game != game {
		t.Fatalf("the menu opened %+v, want game %s", o, game)
	}
}

// TestNoKeptSignInOpensNoSessionAtStart: a player who never went online
// starts without a session (nothing connects).
func TestNoKeptSignInOpensNoSessionAtStart(t *testing.T) {
	app := scenetest.MenuApp()
	app.ClubKeeper = &club.MemoryKeeper{}
	app.ResumeClub()
	if app.Club != nil {
		t.Fatal("a session opened without a kept sign-in")
	}
}
