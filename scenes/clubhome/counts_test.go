//go:build !js

package clubhome

import (
	"testing"

	"mancala/online/proto"
	"mancala/scenes/scenetest/clubtest"
)

// The home says who is in the club: players online, games being played,
// players seeking a game.
func TestTheHomeSaysWhoIsInTheClub(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	other.Seek(proto.Seek{Variant: "oware", Clock: "5+3"})
	clubtest.Poll(t, "the other player's seek", other.Seeking, other)
	hm, d := online(t, app, 390, 844)
	clubtest.Until(t, d, hm, "the counts", func() bool { return hm.countsWords() != "" })
	if got, want := hm.countsWords(), "2 online · 0 games · 1 seeking a game"; got != want {
		t.Errorf("counts %q, want %q", got, want)
	}
}
