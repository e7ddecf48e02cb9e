//go:build !js

package clubgame

import (
	"testing"
	"time"

	"mancala/online/club"
	"mancala/online/server/servertest"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// startServer runs an online server on loopback until the test ends.
func startServer(t *testing.T) *servertest.Server { return servertest.Start(t, nil) }

// openSession opens a club session on addr as a new guest.
func openSession(t *testing.T, addr string) *club.Session {
	t.Helper()
	s := club.Open(addr, &club.MemoryKeeper{})
	t.Cleanup(s.Close)
	scenetest.WaitFor(t, "the welcome", func() bool { s.Poll(time.Now()); return s.Me().ID != "" })
	return s
}

// until steps the scene on d until ok holds, waiting a little between
// ticks for the network; it fails the test after limit ticks.
func until(t *testing.T, d *scenetest.Driver, s core.Scene, limit int, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if ok() {
			return
		}
		d.Step(s, kitNone, false)
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("after %d ticks: still not %s", limit, what)
}

// joinGame has session s join the opponent's invite and returns the game.
func joinGame(t *testing.T, s *club.Session, o *scenetest.Opponent, variant string) string {
	t.Helper()
	s.Join(o.Invite(variant, "5+3"))
	for i := 0; i < 5000; i++ {
		s.Poll(time.Now())
		if id, ok := s.Started(); ok {
			return id
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the invited game did not start")
	return ""
}

// instantApp is an app of its own whose moves show at once.
func instantApp() *core.App {
	app := scenetest.NewTestApp()
	app.Settings.Speed = anim.Instant.String()
	return app
}

// kitNone is a tick without input.
var kitNone kit.Intents
