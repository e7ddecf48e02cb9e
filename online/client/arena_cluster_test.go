//go:build !js

package client

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"mancala/online/arena"
	"mancala/online/proto"
	"mancala/online/store"
)

// arenaLength is the killed arena's length: several games each.
const arenaLength = 45 * time.Second

// TestAKilledArenaDirectorIsTakenOverWithNoGameOrPointLost: six guests
// on two processes play an arena of 45 s while the processes are killed
// with SIGKILL in turn (the arena's director among them) and started
// again. Every game that ended before the arena's end is in both players'
// stored records once, with its result; none that ended after it is; and
// every game a player saw end is stored as ended.
func TestAKilledArenaDirectorIsTakenOverWithNoGameOrPointLost(t *testing.T) {
	tc := startCluster(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	now := time.Now()
	err := tc.store.CreateArena(ctx, store.NewArena{ID: "kill-arena", Name: "Kill arena",
		Settings: store.Settings{Spec: "kalah seeds=3", Clock: store.TimeControl{Base: 10 * time.Minute, Increment: 5 * time.Second}},
		Starts:   now.Add(-time.Second), Ends: now.Add(arenaLength), Created: now})
	if err != nil {
		t.Fatal(err)
	}
	const players = 6
	var wg sync.WaitGroup
	played := make([][]*table, players)
	ids := make([]string, players)
	all := make([]*player, players)
	for i := range players {
		p := newPlayer(t, tc.url(i), uint64(900+i))
		p.pause = 100 * time.Millisecond
		ids[i], all[i] = p.c.Player().ID, p
		if err := p.c.Send(ctx, &proto.ArenaDo{Action: "join", Arena: "kill-arena"}); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() { defer wg.Done(); played[i] = playArena(p, ctx, now.Add(arenaLength)) }()
	}
	kills := tc.killInTurn(6, &wg)
	time.AfterFunc(time.Until(now.Add(arenaLength+15*time.Second)), func() { // nobody is paired after the end
		for _, p := range all {
			close(p.stop)
		}
	})
	wg.Wait()
	n := checkArena(t, context.Background(), tc.store, ids, played)
	t.Logf("%d kills; %d games counted", kills, n)
}

// playArena plays p's arena games one after the other until the arena
// has ended, and returns the ones that ended.
func playArena(p *player, ctx context.Context, end time.Time) []*table {
	var out []*table
	for {
		tb := p.play(ctx)
		if tb == nil || tb.end == nil {
			return out
		}
		out = append(out, tb)
		if time.Now().After(end) {
			return out
		}
		p.began, p.sent = make(chan struct{}), 0 // the next game's
	}
}

// checkArena checks the stored arena against the games the players saw
// end and returns how many games counted.
func checkArena(t *testing.T, ctx context.Context, st store.Store, ids []string, played [][]*table) int {
	t.Helper()
	a, err := st.Arena(ctx, "kill-arena")
	if err != nil {
		t.Fatal(err)
	}
	if !a.Finished {
		t.Error("the arena is not finished")
	}
	records := arenaRecords(t, a)
	ended, err := st.ArenaGamesEnded(ctx, "kill-arena", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	stored, counted := map[string]store.Game{}, 0
	for _, g := range ended {
		stored[string(g.ID)] = g
		_, inSouth := records[string(g.South)][string(g.ID)]
		_, inNorth := records[string(g.North)][string(g.ID)]
		if counts := g.Ended.Before(a.Ends); inSouth != counts || inNorth != counts {
			t.Errorf("game %s ended %v (arena's end %v): in the records %v, %v", g.ID, g.Ended, a.Ends, inSouth, inNorth)
		} else if counts {
			counted++
		}
	}
	for i, tables := range played {
		if len(tables) == 0 {
			t.Errorf("player %d played no game", i)
		}
		for _, tb := range tables {
			if _, ok := stored[tb.id]; !ok {
				t.Errorf("player %d saw game %s end; the store has not ended it", i, tb.id)
			}
			if p, ok := records[ids[i]][tb.id]; ok && p.Outcome != arenaOutcome(tb.end.Result, tb.me.String()) {
				t.Errorf("player %d: game %s recorded as %v, ended %s", i, tb.id, p.Outcome, tb.end.Result)
			}
		}
	}
	return counted
}

// arenaRecords returns each player's stored games by id, failing the test
// on a game counted twice.
func arenaRecords(t *testing.T, a store.Arena) map[string]map[string]arena.Played {
	var s arena.State
	if err := json.Unmarshal(a.State, &s); err != nil {
		t.Fatal(err)
	}
	records := map[string]map[string]arena.Played{}
	for _, e := range s.Players {
		records[e.Player] = map[string]arena.Played{}
		for _, p := range e.Played {
			if _, twice := records[e.Player][p.Game]; twice {
				t.Errorf("%s: game %s counted twice", e.Player, p.Game)
			}
			records[e.Player][p.Game] = p
		}
	}
	return records
}

// arenaOutcome is an end event's result for the player on side me.
func arenaOutcome(result, me string) arena.Outcome {
	switch result {
	case "draw":
		return arena.DrawnGame
	case "aborted":
		return arena.Abort
	case me:
		return arena.Win
	}
	return arena.Loss
}
