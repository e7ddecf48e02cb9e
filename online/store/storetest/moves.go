package storetest

import (
	"errors"
	"fmt"
	"testing"

	"mancala/online/store"
)

func init() {
	register("MovesKeptInPlyOrder", testMovesInOrder)
	register("RepeatedMoveIDReturnsStoredMove", testRepeatedMoveID)
	register("PlyTakenByAnotherMoveRefused", testPlyTaken)
	register("PlyGapRefused", testPlyGap)
	register("FinishedGameRefusesMoves", testFinishedGameRefusesMoves)
	register("ConcurrentSameMoveIDStoredOnce", testConcurrentSameMoveID)
	register("ConcurrentMovesForOnePlyOneWins", testConcurrentPly)
	register("ConcurrentRematchesMakeOneGame", testConcurrentRematch)
	register("ConcurrentGamesKeepEveryMove", testConcurrentGames)
}

func testMovesInOrder(t *testing.T, e *env) {
	g := e.game("g")
	ms := e.appendMoves(g.ID, 12)
	same(t, "first stored move", ms[0], move(g.ID, 1))
	got, err := e.store().Game(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "moves", got.Moves, ms)
	same(t, "plies", got.Plies, 12)
}

func testRepeatedMoveID(t *testing.T, e *env) {
	g := e.game("g")
	first := e.appendMoves(g.ID, 2)[1]
	again := first
	again.Move, again.Ply, again.At = "6", 3, at(50)
	stored, added, err := e.store().AppendMove(ctx, again)
	if err != nil || added {
		t.Fatalf("repeated move id: added %v, %v", added, err)
	}
	same(t, "the answer to a repeated id", stored, first)
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "plies after a repeated id", got.Plies, 2)
}

func testPlyTaken(t *testing.T, e *env) {
	g := e.game("g")
	e.appendMoves(g.ID, 2)
	m := move(g.ID, 2)
	m.ID = "other"
	if _, _, err := e.store().AppendMove(ctx, m); !errors.Is(err, store.ErrPlyTaken) {
		t.Errorf("a second move for ply 2: %v, want ErrPlyTaken", err)
	}
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "ply 2's move", got.Moves[1].ID, "m2")
}

func testPlyGap(t *testing.T, e *env) {
	g := e.game("g")
	e.appendMoves(g.ID, 1)
	for _, ply := range []int{3, 10} {
		if _, _, err := e.store().AppendMove(ctx, move(g.ID, ply)); !errors.Is(err, store.ErrPlyGap) {
			t.Errorf("ply %d after ply 1: %v, want ErrPlyGap", ply, err)
		}
	}
	if _, _, err := e.store().AppendMove(ctx, move(g.ID, 0)); err == nil {
		t.Error("ply 0 was taken")
	}
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "plies", got.Plies, 1)
}

func testFinishedGameRefusesMoves(t *testing.T, e *env) {
	g := e.game("g")
	ms := e.appendMoves(g.ID, 2)
	if err := e.store().FinishGame(ctx, g.ID, finish(9)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.store().AppendMove(ctx, move(g.ID, 3)); !errors.Is(err, store.ErrFinished) {
		t.Errorf("a move after the end: %v, want ErrFinished", err)
	}
	stored, added, err := e.store().AppendMove(ctx, ms[1])
	if err != nil || added {
		t.Errorf("repeating the last move after the end: added %v, %v", added, err)
	}
	same(t, "repeated last move", stored, ms[1])
}

// goroutines is how many requests the concurrency tests send at once.
const goroutines = 24

func testConcurrentSameMoveID(t *testing.T, e *env) {
	g := e.game("g")
	results := make([]store.Move, goroutines)
	adds := make([]bool, goroutines)
	errs := make([]error, goroutines)
	parallel(goroutines, func(i int) {
		results[i], adds[i], errs[i] = e.store().AppendMove(ctx, move(g.ID, 1))
	})
	added := 0
	for i := range goroutines {
		if errs[i] != nil {
			t.Fatalf("request %d: %v", i, errs[i])
		}
		same(t, fmt.Sprint("request ", i), results[i], move(g.ID, 1))
		if adds[i] {
			added++
		}
	}
	same(t, "requests that added the move", added, 1)
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "moves", got.Moves, []store.Move{move(g.ID, 1)})
}

func testConcurrentPly(t *testing.T, e *env) {
	g := e.game("g")
	errs := make([]error, goroutines)
	parallel(goroutines, func(i int) {
		m := move(g.ID, 1)
		m.ID = fmt.Sprint("id", i)
		_, _, errs[i] = e.store().AppendMove(ctx, m)
	})
	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner < 0:
			winner = i
		case !errors.Is(err, store.ErrPlyTaken):
			t.Errorf("request %d: %v, want ErrPlyTaken (request %d won)", i, err, winner)
		}
	}
	got, _ := e.store().Game(ctx, g.ID)
	if len(got.Moves) != 1 || got.Moves[0].ID != fmt.Sprint("id", winner) {
		t.Errorf("moves %+v, want only id%d's", got.Moves, winner)
	}
}

func testConcurrentRematch(t *testing.T, e *env) {
	first := e.game("first")
	errs := make([]error, goroutines)
	parallel(goroutines, func(i int) {
		re := first
		re.ID, re.RematchOf, re.South, re.North = store.GameID(fmt.Sprint("re", i)), first.ID,
			first.North, first.South
		errs[i] = e.store().CreateGame(ctx, re)
	})
	winner := ""
	for i, err := range errs {
		if err == nil {
			if winner != "" {
				t.Fatalf("two rematches: %s and re%d", winner, i)
			}
			winner = fmt.Sprint("re", i)
		}
	}
	for i, err := range errs {
		var rerr *store.RematchError
		if err != nil && (!errors.As(err, &rerr) || string(rerr.Existing) != winner) {
			t.Errorf("request %d: %v, want a RematchError naming %s", i, err, winner)
		}
	}
	open, _ := e.store().UnfinishedGames(ctx)
	same(t, "games", len(open), 2)
}

// testConcurrentGames plays many games at once, each from its own
// goroutine as the server's rooms do, with every other request a refused
// one (a ply gap): every good move is stored, every bad one refused, and
// the refusals spoil no other game's moves.
func testConcurrentGames(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	const plies = 15
	games := make([]store.GameID, goroutines)
	for i := range games {
		games[i] = store.GameID(fmt.Sprint("g", i))
		if err := e.store().CreateGame(ctx, newGame(string(games[i]), a, b, i)); err != nil {
			t.Fatal(err)
		}
	}
	errs := make(chan error, goroutines*plies*2)
	parallel(goroutines, func(i int) {
		for ply := 1; ply <= plies; ply++ {
			if _, _, err := e.store().AppendMove(ctx, move(games[i], ply+2)); !errors.Is(err, store.ErrPlyGap) {
				errs <- fmt.Errorf("game %d ply %d: a gap gave %v", i, ply+2, err)
			}
			if _, added, err := e.store().AppendMove(ctx, move(games[i], ply)); err != nil || !added {
				errs <- fmt.Errorf("game %d ply %d: added %v, %v", i, ply, added, err)
			}
		}
	})
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for _, g := range games {
		got, err := e.store().Game(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 1; ply <= plies; ply++ {
			if got.Plies != plies || got.Moves[ply-1] != move(g, ply) {
				t.Fatalf("game %s has %d moves, want plies 1..%d as sent", g, got.Plies, plies)
			}
		}
	}
}
