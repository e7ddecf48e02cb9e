//go:build !js

package bot

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/server"
	"mancala/online/server/servertest"
	"mancala/online/store"
)

// TestTwoBotsPlayInTheBotsArena: two bots told to play arenas join the
// running bots' arena that their filter accepts (not the players' one
// beside it), are paired, play their game to its end, and the standings
// count it.
func TestTwoBotsPlayInTheBotsArena(t *testing.T) {
	ts := servertest.Start(t, func(c *server.Config) { c.ArenaTick = 20 * time.Millisecond })
	now := time.Now()
	for _, a := range []store.NewArena{{ID: "bots-now", Name: "Bots now", Bots: true}, {ID: "players-now", Name: "Players now"}} {
		a.Settings = store.Settings{Spec: "kalah pits=4 seeds=3", Clock: store.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}}
		a.Starts, a.Ends, a.Created = now.Add(-time.Second), now.Add(time.Hour), now
		if err := ts.Store.CreateArena(context.Background(), a); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	var runs []running
	for _, name := range []string{"arenabot1", "arenabot2"} {
		registerBot(t, ts, name)
		cfg, log := botConfig(t, ts, name)
		cfg.Arenas, cfg.Go, cfg.QuitAfter = true, "level 1", 1
		runs = append(runs, startBot(ctx, cfg))
		defer log.noWarnings()
	}
	for _, r := range runs {
		waitBot(t, r)
	}
	// The arena counts a game in its round after the game's end, which
	// the bots may hear of first: its watchers hear of the count.
	g := newGuest(t, ts)
	g.send(&proto.ArenaDo{Action: "watch", Arena: "bots-now"})
	st := g.await("the bots' standings after their game", func(m proto.Message) bool {
		st, ok := m.(*proto.ArenaState)
		return ok && len(st.Top) > 0 && !anyPlaying(st.Top)
	}).(*proto.ArenaState)
	total := 0
	for _, l := range st.Top {
		total += l.Score
	}
	if len(st.Top) != 2 || total != 2 {
		t.Errorf("the bots' arena after one game: %+v", st.Top)
	}
}

// anyPlaying reports whether a line of the standings is in a game.
func anyPlaying(top []proto.ArenaLine) bool {
	for _, l := range top {
		if l.Playing != "" {
			return true
		}
	}
	return false
}
