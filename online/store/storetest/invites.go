package storetest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"mancala/online/store"
)

func init() {
	register("InviteRoundTrip", testInviteRoundTrip)
	register("InviteCodeTaken", testInviteCodeTaken)
	register("UnknownInviteNotFound", testUnknownInvite)
	register("TakeInviteMakesItsGameOnce", testTakeInvite)
	register("ExpiredInviteRefused", testExpiredInvite)
	register("CancelledInviteRefused", testCancelledInvite)
	register("TakeInviteWithBadGameChangesNothing", testTakeInviteBadGame)
	register("ConcurrentTakesOneWins", testConcurrentTake)
	register("OpenInvitesListsPublicOpenOnes", testOpenInvites)
}

// invite is a private invite by creator made at minute m.
func invite(code string, creator store.Player, m int) store.NewInvite {
	return store.NewInvite{Code: code, Creator: creator.ID, Settings: store.Settings{Spec: kalah,
		Clock: store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}, Rated: true},
		Created: at(m), Expires: at(m).Add(store.InviteLife)}
}

func (e *env) invite(code string, creator store.Player, m int) store.NewInvite {
	e.t.Helper()
	inv := invite(code, creator, m)
	if err := e.store().CreateInvite(ctx, inv); err != nil {
		e.t.Fatalf("CreateInvite %s: %v", code, err)
	}
	return inv
}

func testInviteRoundTrip(t *testing.T, e *env) {
	inv := e.invite("AB12cd34", e.player("a"), 1)
	got, err := e.store().Invite(ctx, inv.Code)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "invite", got, store.Invite{NewInvite: inv})
}

func testInviteCodeTaken(t *testing.T, e *env) {
	inv := e.invite("AB12cd34", e.player("a"), 1)
	other := invite(inv.Code, e.player("b"), 2)
	if err := e.store().CreateInvite(ctx, other); !errors.Is(err, store.ErrExists) {
		t.Errorf("a second invite %s: %v, want ErrExists", inv.Code, err)
	}
	got, _ := e.store().Invite(ctx, inv.Code)
	same(t, "the invite", got.Creator, inv.Creator)
}

func testUnknownInvite(t *testing.T, e *env) {
	a := e.player("a")
	s := e.store()
	ghost := store.Player{NewPlayer: store.NewPlayer{ID: "ghost"}}
	if err := s.CreateInvite(ctx, invite("X", ghost, 1)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("invite by an unknown player: %v, want ErrNotFound", err)
	}
	if _, err := s.Invite(ctx, "X"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Invite: %v, want ErrNotFound", err)
	}
	if _, err := s.TakeInvite(ctx, "X", a.ID, newGame("g", a, a, 2)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("TakeInvite: %v, want ErrNotFound", err)
	}
	if err := s.CancelInvite(ctx, "X"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("CancelInvite: %v, want ErrNotFound", err)
	}
}

func testTakeInvite(t *testing.T, e *env) {
	a, b, c := e.player("a"), e.player("b"), e.player("c")
	inv := e.invite("CODE0001", a, 1)
	g := newGame("g", b, a, 2)
	got, err := e.store().TakeInvite(ctx, inv.Code, b.ID, g)
	if err != nil {
		t.Fatal(err)
	}
	want := store.Invite{NewInvite: inv, TakenBy: b.ID, Game: g.ID}
	same(t, "taken invite", got, want)
	got, _ = e.store().Invite(ctx, inv.Code)
	same(t, "stored invite", got, want)
	game, err := e.store().Game(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "the invite's game", game.NewGame, g)
	_, err = e.store().TakeInvite(ctx, inv.Code, c.ID, newGame("g2", c, a, 3))
	if !errors.Is(err, store.ErrTaken) {
		t.Errorf("second take: %v, want ErrTaken", err)
	}
	if _, err := e.store().Game(ctx, "g2"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the second take made a game: %v", err)
	}
	if err := e.store().CancelInvite(ctx, inv.Code); !errors.Is(err, store.ErrTaken) {
		t.Errorf("cancelling a taken invite: %v, want ErrTaken", err)
	}
}

func testExpiredInvite(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	inv := e.invite("OLD", a, 1)
	g := newGame("late", b, a, 0)
	g.Created = inv.Expires
	if _, err := e.store().TakeInvite(ctx, inv.Code, b.ID, g); !errors.Is(err, store.ErrExpired) {
		t.Errorf("take at the expiry: %v, want ErrExpired", err)
	}
	if _, err := e.store().Game(ctx, g.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the expired take made a game: %v", err)
	}
	g.ID, g.Created = "in-time", inv.Expires.Add(-time.Microsecond)
	if _, err := e.store().TakeInvite(ctx, inv.Code, b.ID, g); err != nil {
		t.Errorf("take a microsecond before the expiry: %v", err)
	}
}

func testCancelledInvite(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	inv := e.invite("GONE", a, 1)
	if err := e.store().CancelInvite(ctx, inv.Code); err != nil {
		t.Fatal(err)
	}
	if err := e.store().CancelInvite(ctx, inv.Code); !errors.Is(err, store.ErrCancelled) {
		t.Errorf("second cancel: %v, want ErrCancelled", err)
	}
	_, err := e.store().TakeInvite(ctx, inv.Code, b.ID, newGame("g", b, a, 2))
	if !errors.Is(err, store.ErrCancelled) {
		t.Errorf("take a cancelled invite: %v, want ErrCancelled", err)
	}
	got, _ := e.store().Invite(ctx, inv.Code)
	same(t, "cancelled invite", got, store.Invite{NewInvite: inv, Cancelled: true})
}

func testTakeInviteBadGame(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	old := e.game("old")
	inv := e.invite("CODE", a, 1)
	ghost := store.Player{NewPlayer: store.NewPlayer{ID: "ghost"}}
	for _, c := range []struct {
		g    store.NewGame
		want error
	}{
		{newGame(string(old.ID), b, a, 2), store.ErrExists},
		{newGame("g", ghost, a, 2), store.ErrNotFound},
	} {
		if _, err := e.store().TakeInvite(ctx, inv.Code, b.ID, c.g); !errors.Is(err, c.want) {
			t.Errorf("take with game %s: %v, want %v", c.g.ID, err, c.want)
		}
	}
	if _, err := e.store().TakeInvite(ctx, inv.Code, "ghost", newGame("g", b, a, 2)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("take by an unknown player: %v, want ErrNotFound", err)
	}
	got, _ := e.store().Invite(ctx, inv.Code)
	same(t, "the invite after failed takes", got, store.Invite{NewInvite: inv})
}

func testConcurrentTake(t *testing.T, e *env) {
	a := e.player("a")
	inv := e.invite("RACE", a, 1)
	takers := make([]store.Player, goroutines)
	for i := range takers {
		takers[i] = e.player(fmt.Sprint("t", i))
	}
	errs := make([]error, goroutines)
	parallel(goroutines, func(i int) {
		g := newGame(fmt.Sprint("g", i), takers[i], a, 2)
		_, errs[i] = e.store().TakeInvite(ctx, inv.Code, takers[i].ID, g)
	})
	won := 0
	for i, err := range errs {
		if err == nil {
			won++
		} else if !errors.Is(err, store.ErrTaken) {
			t.Errorf("take %d: %v, want ErrTaken", i, err)
		}
	}
	same(t, "takes that won", won, 1)
	games, _ := e.store().UnfinishedGames(ctx)
	same(t, "games made", len(games), 1)
	got, _ := e.store().Invite(ctx, inv.Code)
	if len(games) == 1 && got.Game != games[0].ID {
		t.Errorf("invite names game %s, the game made is %s", got.Game, games[0].ID)
	}
}

func testOpenInvites(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	var want []store.Invite
	for _, code := range []string{"new", "old", "private", "taken", "cancelled", "expired", "mid"} {
		inv := invite(code, a, map[string]int{"new": 3, "old": -9, "mid": 1, "expired": -2e4}[code])
		inv.Public = code != "private"
		if err := e.store().CreateInvite(ctx, inv); err != nil {
			t.Fatal(err)
		}
		switch code {
		case "taken":
			_, err := e.store().TakeInvite(ctx, code, b.ID, newGame("g", b, a, 10))
			if err != nil {
				t.Fatal(err)
			}
		case "cancelled":
			if err := e.store().CancelInvite(ctx, code); err != nil {
				t.Fatal(err)
			}
		case "old", "mid", "new":
			want = append(want, store.Invite{NewInvite: inv})
		}
	}
	want[0], want[1], want[2] = want[1], want[2], want[0] // old, mid, new
	for n := -1; n <= 4; n++ {
		got, err := e.store().OpenInvites(ctx, at(10), n)
		if err != nil {
			t.Fatal(err)
		}
		same(t, fmt.Sprint("open invites, ", n), fmt.Sprint(got), fmt.Sprint(want[:max(0, min(n, 3))]))
	}
}
