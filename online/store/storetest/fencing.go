package storetest

import (
	"errors"
	"testing"
	"time"

	"mancala/online/store"
)

func init() {
	register("OnlyTheLeaseHolderStoresAMove", testFencedMove)
	register("AnOwnerWhoseLeaseRanOutStoresNoMove", testFencedMoveAfterTakeOver)
	register("OnlyTheLeaseHolderEndsAGame", testFencedFinish)
}

// moveAt is ply 1 of game g played at minute m and a half.
func moveAt(g store.GameID, m int) store.Move {
	mv := move(g, 1)
	mv.At = at(m).Add(30 * time.Second)
	return mv
}

func (e *env) plies(g store.GameID) int {
	e.t.Helper()
	got, err := e.store().Game(ctx, g)
	if err != nil {
		e.t.Fatal(err)
	}
	return got.Plies
}

func testFencedMove(t *testing.T, e *env) {
	g := e.game("g").ID
	if _, _, err := e.store().AppendMoveAs(ctx, "p1", moveAt(g, 10)); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("a move of a game without a lease: %v, want ErrNotOwner", err)
	}
	e.take(g, "p1", 10) // until minute 11
	if _, _, err := e.store().AppendMoveAs(ctx, "p2", moveAt(g, 10)); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("a move by a process without the lease: %v, want ErrNotOwner", err)
	}
	if _, _, err := e.store().AppendMoveAs(ctx, "p1", moveAt(g, 11)); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("a move by the owner after its lease ran out: %v, want ErrNotOwner", err)
	}
	same(t, "plies after refused moves", e.plies(g), 0)
	stored, added, err := e.store().AppendMoveAs(ctx, "p1", moveAt(g, 10))
	if err != nil || !added {
		t.Fatalf("a move by the owner within its lease: added %v, %v", added, err)
	}
	same(t, "the stored move", stored, moveAt(g, 10))
}

// testFencedMoveAfterTakeOver: p1 is frozen past its lease, p2 takes the
// game over and plays ply 1; p1 wakes and tries to play its own ply 1 and
// then ply 2: both are refused, and p2's game goes on.
func testFencedMoveAfterTakeOver(t *testing.T, e *env) {
	g := e.game("g").ID
	e.take(g, "p1", 10)
	if held, _ := e.take(g, "p2", 12); !held {
		t.Fatal("p2 could not take the expired lease")
	}
	if _, _, err := e.store().AppendMoveAs(ctx, "p2", moveAt(g, 12)); err != nil {
		t.Fatal(err)
	}
	late := moveAt(g, 12)
	late.ID, late.Move = "late", "2"
	if _, _, err := e.store().AppendMoveAs(ctx, "p1", late); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("the old owner's move for the ply played: %v, want ErrNotOwner", err)
	}
	late.Ply = 2
	if _, _, err := e.store().AppendMoveAs(ctx, "p1", late); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("the old owner's move for the next ply: %v, want ErrNotOwner", err)
	}
	same(t, "plies", e.plies(g), 1)
}

func testFencedFinish(t *testing.T, e *env) {
	g := e.game("g").ID
	e.take(g, "p1", 10)
	e.take(g, "p2", 12)
	end := store.Finish{Result: store.NorthWon, Reason: "time", Ended: at(12).Add(time.Second)}
	if err := e.store().FinishGameAs(ctx, "p1", g, end); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("the old owner's end of the game: %v, want ErrNotOwner", err)
	}
	got, _ := e.store().Game(ctx, g)
	same(t, "result after the old owner's end", got.Result, store.Ongoing)
	if err := e.store().FinishGameAs(ctx, "p2", g, end); err != nil {
		t.Fatalf("the owner's end of the game: %v", err)
	}
	got, _ = e.store().Game(ctx, g)
	same(t, "result", got.Result, store.NorthWon)
}
