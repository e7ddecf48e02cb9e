//go:build !js

package club

import (
	"strings"
	"testing"
	"time"

	"mancala/online/proto"
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
	waitFor(t, "the refusal", func() bool { return !s.Arenas().Refused().None() }, s)
	if !s.Refused().None() {
		t.Errorf("the lobby took the arena's refusal: %+v", s.Refused())
	}
}

// A registered player's Create makes the arena, watched at once, and it
// shows in the list; a guest's is refused in the server's words, and so
// is a name too short, each answering Create.
func TestARegisteredPlayerCreatesAnArenaAndFindsItInTheList(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	m := proto.ArenaDo{Name: "  Friday Oware ", Variant: "oware", Clock: "5+3",
		Starts: time.Now().Add(time.Hour).Unix(), Minutes: 60, Password: "sesame"}
	s.Arenas().Create(m)
	waitFor(t, "the guest's refusal", func() bool { _, _, waiting := s.Arenas().Created(); return !waiting }, s)
	if id, why, _ := s.Arenas().Created(); id != "" || !strings.Contains(why, "registered") {
		t.Fatalf("a guest's arena: %q, refused %q", id, why)
	}
	s.Register("arena_maker", "correct horse")
	waitFor(t, "the registration", func() bool { return !s.Account().Busy && !s.Me().Guest && s.Status() == Online }, s)
	s.Arenas().Create(proto.ArenaDo{Name: "ab", Variant: "oware", Clock: "5+3", Starts: m.Starts, Minutes: 60})
	waitFor(t, "the short name's refusal", func() bool { _, why, _ := s.Arenas().Created(); return why != "" }, s)
	s.Arenas().Create(m)
	var id string
	waitFor(t, "the new arena", func() bool { id, _, _ = s.Arenas().Created(); return id != "" }, s)
	if st, ok := s.Arenas().State(id); !ok || st.Info.Name != "Friday Oware" || !st.Info.Private || st.Info.Ends-st.Info.Starts != 3600 {
		t.Errorf("the new arena's state %+v", st)
	}
	s.Arenas().List()
	waitFor(t, "the arena in the list", func() bool {
		l, ok := s.Arenas().Listed()
		return ok && len(l.Live) == 1 && l.Live[0].ID == id
	}, s)
}
