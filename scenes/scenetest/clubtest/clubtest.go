//go:build !js

// Package clubtest helps the tests of the club's scenes: an app whose
// online session goes to a real server started for the test (in-process,
// on a loopback port), other players' sessions on it, and a wait that
// runs a scene's ticks until the server's answers have come.
package clubtest

import (
	"testing"
	"time"

	"mancala/online/club"
	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// WaitLimit bounds every wait for the server: far more than any answer
// takes, so reaching it is a failure, not a slow machine.
const WaitLimit = 30 * time.Second

// App returns an app of its own whose club is the server ts (started
// when nil), its sign-in kept in memory, and the server.
func App(t *testing.T, ts *servertest.Server) (*core.App, *servertest.Server) {
	t.Helper()
	if ts == nil {
		ts = servertest.Start(t, nil)
	}
	app := scenetest.NewTestApp()
	app.Settings.Server = ts.URL
	app.ClubKeeper = &club.MemoryKeeper{}
	t.Cleanup(func() { core.ForgetClub(app) })
	return app, ts
}

// Player opens another player's session on ts, a new guest, welcomed.
func Player(t *testing.T, ts *servertest.Server) *club.Session {
	t.Helper()
	s := club.Open(ts.URL, &club.MemoryKeeper{})
	t.Cleanup(s.Close)
	Poll(t, "the other player's welcome", func() bool { return s.Me().ID != "" }, s)
	return s
}

// Poll polls the sessions until ok holds.
func Poll(t *testing.T, what string, ok func() bool, ss ...*club.Session) {
	t.Helper()
	wait(t, what, ok, func() { pollAll(ss) })
}

// wait runs tick every 2 ms until ok holds, failing the test after
// WaitLimit.
func wait(t *testing.T, what string, ok func() bool, tick func()) {
	t.Helper()
	limit := time.Now().Add(WaitLimit)
	for !ok() {
		if time.Now().After(limit) {
			t.Fatalf("waited %v for %s", WaitLimit, what)
		}
		time.Sleep(2 * time.Millisecond)
		tick()
	}
}

// pollAll polls each session.
func pollAll(ss []*club.Session) {
	for _, s := range ss {
		s.Poll(time.Now())
	}
}

// Until runs ticks of scene sc (drawn) with no input, polling the other
// sessions too, until ok holds.
func Until(t *testing.T, d *scenetest.Driver, sc core.Scene, what string, ok func() bool, others ...*club.Session) {
	t.Helper()
	tick := func() { d.Step(sc, kit.Intents{}, true); pollAll(others) }
	tick()
	wait(t, what, ok, tick)
}

// Opened returns the route of the last scene the driver's switcher was
// asked to show, "" when none.
func Opened(d *scenetest.Driver) *scenetest.Opened {
	if len(d.Sw.To) == 0 {
		return nil
	}
	o, _ := d.Sw.To[len(d.Sw.To)-1].(*scenetest.Opened)
	return o
}
