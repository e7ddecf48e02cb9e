//go:build !js

package clubgame

import (
	"testing"
	"time"

	"mancala/online/server/servertest"
	"mancala/scenes/clublayout"
	"mancala/scenes/scenetest"
)

// An arena player sees Berserk before their first move; a tap halves
// their clock and the button goes. A game outside an arena has none.
func TestAnArenaPlayerGoesBerserkBeforeTheirFirstMove(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
	s, other := openSession(t, ts.URL), openSession(t, ts.URL)
	s.Arenas().Join("open-oware", "")
	other.Arenas().Join("open-oware", "")
	var id string
	scenetest.WaitFor(t, "the arena's game", func() bool {
		s.Poll(time.Now())
		other.Poll(time.Now())
		g, ok := s.Started()
		if ok {
			id = g
		}
		return id != ""
	})
	g := New(scenetest.NewTestApp(), s, id)
	d := scenetest.NewDriver(t, 390, 844, 1)
	until(t, d, g, 5000, "the berserk button", func() bool { return (input{g}).shown().Has(clublayout.ClubBerserk) })
	shot(t, d, g, "berserk-390x844")
	scenetest.TapNamed(t, d, g, "berserk")
	me, _ := g.playing()
	until(t, d, g, 5000, "the berserk", func() bool {
		other.Poll(time.Now())
		return g.m.Info().Berserk[me] && !(input{g}).shown().Has(clublayout.ClubBerserk)
	})
	if left := g.m.Clocks(time.Now()).Left(me); left > 150*time.Second {
		t.Errorf("the clock shows %v after the berserk", left)
	}
	g.m.Resign()
	until(t, d, g, 5000, "the end", func() bool { return (input{g}).shown().Has(clublayout.ClubLeave) })
	if (input{g}).shown().Has(clublayout.ClubRematch) {
		t.Error("an arena game's end offers a rematch: the arena pairs again")
	}
}

func TestACasualGameHasNoBerserk(t *testing.T) {
	g, _, _ := newPlayedGame(t, scenetest.NewTestApp(), kalah, 1280, 720, 1)
	if (input{g}).shown().Has(clublayout.ClubBerserk) {
		t.Error("a game outside an arena offers berserk")
	}
}
