//go:build !js

package club

import (
	"testing"
	"time"

	"mancala/online/server/servertest"
)

// Two sessions find the arena in the list and join it; their game starts
// as any other, knows its arena, and a berserk shows on both boards with
// the halved clock; the standings name both players.
func TestSessionsJoinAnArenaPlayItsGameAndSeeTheStandings(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
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
	ts := servertest.StartArena(t, "open-oware")
	s := open(t, ts)
	s.Arenas().Join("no-such-arena", "")
	waitFor(t, "the refusal", func() bool { return s.Arenas().Refusal() != "" }, s)
	if s.Refusal() != "" {
		t.Errorf("the lobby took the arena's refusal: %q", s.Refusal())
	}
}
