package storetest

import (
	"errors"
	"testing"

	"mancala/online/store"
)

func init() {
	register("OneProcessMinesANightUntilItsLeaseExpires", testMiningLease)
	register("AMiningSaveKeepsItsPuzzlesAndPlaceTogether", testMiningSave)
	register("GamesEndedAfterThePlaceAreTheFinishedOnesInOrder", testGamesEndedAfter)
}

// takeMining takes the mining of day for owner at minute m for a minute.
func (e *env) takeMining(owner, day string, m int) (bool, store.MinePlace) {
	e.t.Helper()
	held, place, err := e.store().TakeMining(ctx, owner, day, at(m), at(m+1))
	if err != nil {
		e.t.Fatalf("TakeMining by %s: %v", owner, err)
	}
	return held, place
}

func testMiningLease(t *testing.T, e *env) {
	if held, place := e.takeMining("p1", "2026-03-04", 10); !held || place != (store.MinePlace{}) {
		t.Fatalf("the first take: %v, %+v", held, place)
	}
	if held, _ := e.takeMining("p2", "2026-03-04", 10); held {
		t.Error("p2 took the mining p1 holds")
	}
	if held, _ := e.takeMining("p1", "2026-03-04", 10); !held {
		t.Error("p1 could not take its own mining again")
	}
	held, _ := e.takeMining("p2", "2026-03-04", 11) // p1's lease ends at minute 11
	if !held {
		t.Fatal("p2 could not take an expired mining")
	}
	err := e.store().SaveMining(ctx, "p1", store.MineSave{At: at(11), Expires: at(12)})
	if !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("p1 saved after losing the mining: %v", err)
	}
	done := store.MineSave{Place: store.MinePlace{Night: "2026-03-04"}, Done: true, At: at(11), Expires: at(12)}
	if err := e.store().SaveMining(ctx, "p2", done); err != nil {
		t.Fatal(err)
	}
	if held, _ := e.takeMining("p1", "2026-03-04", 12); held {
		t.Error("a night was mined twice")
	}
	e.reopen()
	if held, place := e.takeMining("p1", "2026-03-05", 12); !held || place.Night != "2026-03-04" {
		t.Errorf("the next night: %v, %+v", held, place)
	}
}

func testMiningSave(t *testing.T, e *env) {
	g := e.game("g")
	e.takeMining("p1", "2026-03-04", 10)
	p := pz("g-7", "kalah", "capture", 3, 1500)
	p.Origin, p.Mined = string(g.ID), at(10)
	place := store.MinePlace{Ended: at(9), Game: g.ID}
	sv := store.MineSave{Place: place, Puzzles: []store.NewPuzzle{p}, At: at(10), Expires: at(15)}
	if err := e.store().SaveMining(ctx, "p1", sv); err != nil {
		t.Fatal(err)
	}
	same(t, "the mined puzzle", e.puzzle("g-7", "").NewPuzzle, p)
	if held, _ := e.takeMining("p2", "2026-03-04", 14); held {
		t.Error("a save did not renew the lease")
	}
	if err := e.store().SaveMining(ctx, "p1", sv); err != nil { // the same puzzle again: left as it is
		t.Fatal(err)
	}
	if _, got := e.takeMining("p1", "2026-03-04", 14); got != place {
		t.Errorf("the place: %+v, want %+v", got, place)
	}
	e.store().SaveMining(ctx, "p1", store.MineSave{Place: place, At: at(16), Expires: at(20)})
	if held, _ := e.takeMining("p2", "2026-03-04", 16); !held {
		t.Error("a save after the lease expired renewed it")
	}
}

func testGamesEndedAfter(t *testing.T, e *env) {
	var ids []store.GameID
	for _, c := range []struct {
		id string
		r  store.Result
		m  int
	}{{"b", store.SouthWon, 5}, {"a", store.Draw, 5}, {"c", store.Aborted, 6}, {"d", store.NorthWon, 7},
		{"e", store.SouthWon, 9}, {"f", store.Ongoing, 0}} {
		g := e.game(c.id).ID
		if c.r != store.Ongoing {
			e.appendMoves(g, 2)
			if err := e.store().FinishGame(ctx, g, store.Finish{Result: c.r, Ended: at(c.m)}); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, g)
	}
	ended := func(after store.MinePlace, by, n int) []store.GameID {
		t.Helper()
		gs, err := e.store().GamesEndedAfter(ctx, after, at(by), n)
		if err != nil {
			t.Fatal(err)
		}
		var out []store.GameID
		for _, g := range gs {
			out = append(out, g.ID)
		}
		return out
	}
	same(t, "from the start", ended(store.MinePlace{}, 9, 10), []store.GameID{"a", "b", "d"})
	same(t, "after a", ended(store.MinePlace{Ended: at(5), Game: "a"}, 10, 10), []store.GameID{"b", "d", "e"})
	same(t, "after b, two", ended(store.MinePlace{Ended: at(5), Game: "b"}, 10, 2), []store.GameID{"d", "e"})
	if gs, _ := e.store().GamesEndedAfter(ctx, store.MinePlace{}, at(6), 1); len(gs) != 1 || gs[0].Plies != 2 {
		t.Errorf("a game as listed: %+v", gs)
	}
}
