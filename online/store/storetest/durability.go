package storetest

import (
	"testing"

	"mancala/online/store"
)

func init() {
	register("ReopenKeepsEverything", testReopen)
}

// testReopen closes the store and opens it again, twice (the second time
// the schema is current and migrating must do nothing): every player, game,
// move and invite is still there.
func testReopen(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	live := e.game("live")
	liveMoves := e.appendMoves(live.ID, 7)
	done := newGame("done", a, b, 3)
	if err := e.store().CreateGame(ctx, done); err != nil {
		t.Fatal(err)
	}
	doneMoves := e.appendMoves(done.ID, 4)
	f := finish(30)
	if err := e.store().FinishGame(ctx, done.ID, f); err != nil {
		t.Fatal(err)
	}
	inv := e.invite("KEEPME01", a, 5)
	for range 2 {
		s := e.reopen()
		a.Rating, b.Rating = f.SouthRating.After, f.NorthRating.After
		for _, p := range []store.Player{a, b} {
			got, err := s.Player(ctx, p.ID)
			if err != nil {
				t.Fatal(err)
			}
			same(t, "player after reopening", got, p)
		}
		got, err := s.Game(ctx, done.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "finished game after reopening", got,
			store.Game{NewGame: done, Finish: f, Moves: doneMoves, Plies: 4})
		open, err := s.UnfinishedGames(ctx)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "unfinished games after reopening", open,
			[]store.Game{{NewGame: live, Moves: liveMoves, Plies: 7}})
		gotInv, err := s.Invite(ctx, inv.Code)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "invite after reopening", gotInv, store.Invite{NewInvite: inv})
	}
}
