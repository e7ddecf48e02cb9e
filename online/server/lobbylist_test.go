package server

import (
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// lobbyFor asks c for the lobby and returns it.
func lobbyFor(c *raw) *proto.Lobby {
	c.send(&proto.List{What: "lobby"})
	return c.until(func(m proto.Message) bool {
		l, ok := m.(*proto.Lists)
		return ok && l.What == "lobby"
	}).(*proto.Lists).Lobby
}

// The lobby holds, in one frame, the counts, the player's own games, the
// games to watch with their positions, the challenges for the player
// first, and the arenas to come.
func TestTheLobbyHoldsWhatTheHomeShows(t *testing.T) {
	ts := startServer(t, nil)
	a, _, start := pair(t, ts, "oware", "5+3")
	watcher, _ := ts.connect("")
	_, bob := ts.connect("")
	watcher.send(&proto.ChallengePlayer{Player: bob.Player.ID, Variant: "bao", Clock: "10+5"})
	watcher.until(is[*proto.Invited])
	now := time.Now()
	if err := ts.store.CreateArena(t.Context(), store.NewArena{ID: "soon", Name: "Soon", Starts: now.Add(time.Hour),
		Ends: now.Add(2 * time.Hour), Created: now, Settings: store.Settings{Spec: "oware", Clock: timeControls["5+3"]}}); err != nil {
		t.Fatal(err)
	}
	l := lobbyFor(watcher)
	if l.Counts.Online != 4 || l.Counts.Playing != 1 || len(l.Mine) != 0 {
		t.Errorf("the watcher's lobby: counts %+v, mine %+v", l.Counts, l.Mine)
	}
	if len(l.Watch) != 1 || l.Watch[0].Game != start.Game || l.Watch[0].Position != start.Position {
		t.Errorf("games to watch %+v, want %s at %q", l.Watch, start.Game, start.Position)
	}
	if len(l.Arenas) != 1 || l.Arenas[0].ID != "soon" {
		t.Errorf("arenas %+v", l.Arenas)
	}
	if mine := lobbyFor(a); len(mine.Mine) != 1 || mine.Mine[0].Game != start.Game {
		t.Errorf("a player's own games %+v", mine.Mine)
	}
	bobConn, _ := ts.connect(bob.Token)
	if bl := lobbyFor(bobConn); len(bl.Challenges) != 1 || !bl.Challenges[0].ForYou {
		t.Errorf("bob's challenges %+v", bl.Challenges)
	}
}
