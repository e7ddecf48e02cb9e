//go:build !js

package club

import (
	"context"
	"testing"
	"time"

	"mancala/online/server"
	"mancala/online/server/servertest"
	"mancala/online/store"
)

// arenaServer is a server with a casual Oware 5+3 arena running.
func arenaServer(t *testing.T) *servertest.Server {
	ts := servertest.Start(t, func(c *server.Config) { c.ArenaTick = 20 * time.Millisecond })
	now := time.Now()
	err := ts.Store.CreateArena(context.Background(), store.NewArena{ID: "open-oware", Name: "Open Oware",
		Settings: store.Settings{Spec: "oware", Clock: store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		Starts:   now.Add(-time.Second), Ends: now.Add(time.Hour), Created: now})
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// Two sessions find the arena in the list and join it; their game starts
// as any other, knows its arena, and a berserk shows on both boards with
// the halved clock; the standings name both players.
func TestSessionsJoinAnArenaPlayItsGameAndSeeTheStandings(t *testing.T) {
	ts := arenaServer(t)
	a, b := open(t, ts), open(t, ts)
	a.Arenas().List()
	waitFor(t, "the list", func() bool { l, ok := a.Arenas().Listed(); return ok && len(l.Live) == 1 }, a)
	for _, s := range []*Session{a, b} {
		s.Arenas().Join("open-oware", "")
	}
	game := started(t, a, b)
	if g := started(t, b, a); g != game {
		t.Fatalf("started %s and %s", game, g)
	}
	m := a.Match(game)
	waitFor(t, "the start", m.Ready, a)
	if m.Info().Arena != "open-oware" {
		t.Errorf("info %+v", m.Info())
	}
	a.Arenas().Berserk(game)
	side, _ := m.MySide()
	mb := b.Match(game)
	waitFor(t, "the berserk on both boards", func() bool {
		return m.Info().Berserk[side] && mb.Info().Berserk[side]
	}, a, b)
	if left := m.Clocks(time.Now()).Left(side); left > 150*time.Second {
		t.Errorf("the berserk player's clock shows %v", left)
	}
	waitFor(t, "both in the standings", func() bool {
		st, ok := b.Arenas().State("open-oware")
		return ok && len(st.Top) == 2 && st.Me != nil && len(st.Games) == 1
	}, a, b)
}

// A refused arena request says why in the server's words, apart from the
// lobby's refusals.
func TestAnArenaRefusalIsTheArenas(t *testing.T) {
	ts := arenaServer(t)
	s := open(t, ts)
	s.Arenas().Join("no-such-arena", "")
	waitFor(t, "the refusal", func() bool { return s.Arenas().Refusal() != "" }, s)
	if s.Refusal() != "" {
		t.Errorf("the lobby took the arena's refusal: %q", s.Refusal())
	}
}
