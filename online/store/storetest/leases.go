package storetest

import (
	"testing"
	"time"

	"mancala/online/store"
)

func init() {
	register("LeaseIsHeldByOneOwnerUntilItExpires", testLeaseOneOwner)
	register("LeaseRenewalKeepsOnlyUnexpiredLeases", testLeaseRenewal)
	register("OrphanedGamesAreUnfinishedAndUnowned", testOrphanedGames)
	register("ConcurrentTakeOversMakeOneOwner", testConcurrentTakeOver)
	register("LiveGamesOfAPlayer", testLiveGames)
}

// take takes game g's lease for owner at minute m for a minute.
func (e *env) take(g store.GameID, owner string, m int) (bool, store.Lease) {
	e.t.Helper()
	held, before, err := e.store().TakeLease(ctx, store.Lease{Game: g, Owner: owner, Expires: at(m + 1), TurnFrom: at(m - 5)}, at(m))
	if err != nil {
		e.t.Fatalf("TakeLease %s by %s: %v", g, owner, err)
	}
	return held, before
}

func testLeaseOneOwner(t *testing.T, e *env) {
	g := e.game("g").ID
	if held, before := e.take(g, "p1", 10); !held || before != (store.Lease{}) {
		t.Fatalf("first take: held %v, before %+v", held, before)
	}
	if held, _ := e.take(g, "p2", 10); held {
		t.Error("p2 took a lease p1 holds")
	}
	if held, _ := e.take(g, "p1", 10); !held {
		t.Error("p1 could not take its own lease again")
	}
	held, before := e.take(g, "p2", 11) // p1's lease expires at minute 11
	want := store.Lease{Game: g, Owner: "p1", Renewed: at(10), Expires: at(11), TurnFrom: at(5)}
	if !held || before != want {
		t.Errorf("take over at expiry: held %v, before %+v, want %+v", held, before, want)
	}
}

func testLeaseRenewal(t *testing.T, e *env) {
	g1, g2 := e.game("g1").ID, e.game("g2").ID
	e.take(g1, "p1", 10)
	e.take(g2, "p1", 12)
	got, err := e.store().RenewLeases(ctx, "p1", at(12).Add(time.Second), at(14))
	if err != nil {
		t.Fatal(err)
	}
	same(t, "renewed (g1 expired at minute 11)", got, []store.GameID{g2})
	if held, _ := e.take(g2, "p2", 13); held {
		t.Error("p2 took g2 within its renewed lease")
	}
	if err := e.store().DropLease(ctx, g2, "p1"); err != nil {
		t.Fatal(err)
	}
	if held, _ := e.take(g2, "p2", 13); !held {
		t.Error("p2 could not take a dropped lease")
	}
}

func testOrphanedGames(t *testing.T, e *env) {
	owned, expired, none, over := e.game("owned").ID, e.game("expired").ID, e.game("none").ID, e.game("over").ID
	e.take(owned, "p1", 10)
	e.take(expired, "p1", 8)
	if err := e.store().FinishGame(ctx, over, finish(9)); err != nil {
		t.Fatal(err)
	}
	got, err := e.store().OrphanedGames(ctx, at(10), 10)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "orphaned games", got, []store.GameID{expired, none})
	got, err = e.store().OngoingGames(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "ongoing games", got, []store.GameID{expired, none, owned}) // made at one time: by id
	if got, err = e.store().OngoingGames(ctx, 2); err != nil || len(got) != 2 {
		t.Errorf("2 ongoing games asked: %v, %v", got, err)
	}
}

func testConcurrentTakeOver(t *testing.T, e *env) {
	g := e.game("g").ID
	e.take(g, "dead", 1)
	const n = 8
	held := make([]bool, n)
	parallel(n, func(i int) {
		h, _, err := e.store().TakeLease(ctx, store.Lease{Game: g, Owner: string(rune('a' + i)), Expires: at(6)}, at(5))
		held[i] = h && err == nil
	})
	owners := 0
	for _, h := range held {
		if h {
			owners++
		}
	}
	if owners != 1 {
		t.Errorf("%d processes took the game over, want 1", owners)
	}
}

func testLiveGames(t *testing.T, e *env) {
	a, b, c := e.player("a"), e.player("b"), e.player("c")
	for i, g := range []store.NewGame{newGame("g1", a, b, 1), newGame("g2", c, a, 2), newGame("g3", b, c, 3)} {
		if err := e.store().CreateGame(ctx, g); err != nil {
			t.Fatal(i, err)
		}
	}
	if err := e.store().FinishGame(ctx, "g1", finish(4)); err != nil {
		t.Fatal(err)
	}
	got, err := e.store().LiveGames(ctx, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "a's live games", got, []store.GameID{"g2"})
}
