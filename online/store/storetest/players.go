package storetest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"mancala/online/store"
)

func init() {
	register("PlayerRoundTrip", testPlayerRoundTrip)
	register("GuestHasNoPassword", testGuestHasNoPassword)
	register("NameTakenInAnyCase", testNameTakenInAnyCase)
	register("PlayerIDTaken", testPlayerIDTaken)
	register("UnknownPlayerNotFound", testUnknownPlayerNotFound)
	register("RegisterKeepsTheGuestsIDAndGames", testRegister)
	register("RegisterRefusals", testRegisterRefusals)
	register("UpdateRating", testUpdateRating)
	register("LeaderboardRanksRatedRegisteredPlayers", testLeaderboard)
}

func testPlayerRoundTrip(t *testing.T, e *env) {
	p := e.player("Alice_1")
	same(t, "CreatePlayer's player", p.PasswordHash, []byte("hash of Alice_1"))
	got, err := e.store().Player(ctx, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "Player", got, p)
	if got.Guest() {
		t.Error("a player with a password is a guest")
	}
	for _, name := range []string{"Alice_1", "alice_1", "ALICE_1"} {
		got, err := e.store().PlayerByName(ctx, name)
		if err != nil {
			t.Fatalf("PlayerByName %q: %v", name, err)
		}
		same(t, "PlayerByName "+name, got, p)
	}
}

func testGuestHasNoPassword(t *testing.T, e *env) {
	g, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: "g1", Name: "guest-4821",
		Rating: fresh, Created: at(0)})
	if err != nil {
		t.Fatal(err)
	}
	got, err := e.store().Player(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, "guest", got, g)
	if !got.Guest() || got.PasswordHash != nil {
		t.Errorf("guest has password hash %q", got.PasswordHash)
	}
}

func testNameTakenInAnyCase(t *testing.T, e *env) {
	e.player("Bob")
	for i, name := range []string{"Bob", "bob", "BOB"} {
		_, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID("xyz"[i : i+1]),
			Name: name, Rating: fresh, Created: at(0)})
		if !errors.Is(err, store.ErrNameTaken) {
			t.Errorf("second player named %q: %v, want ErrNameTaken", name, err)
		}
	}
	if _, err := e.store().Player(ctx, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a refused player was stored: %v", err)
	}
}

func testPlayerIDTaken(t *testing.T, e *env) {
	p := e.player("carol")
	_, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: p.ID, Name: "dave",
		Rating: fresh, Created: at(0)})
	if !errors.Is(err, store.ErrExists) {
		t.Errorf("second player with id %s: %v, want ErrExists", p.ID, err)
	}
	if _, err := e.store().PlayerByName(ctx, "dave"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the refused player is there: %v", err)
	}
}

func testUnknownPlayerNotFound(t *testing.T, e *env) {
	e.player("erin")
	if _, err := e.store().Player(ctx, "nobody"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Player(nobody): %v, want ErrNotFound", err)
	}
	if _, err := e.store().PlayerByName(ctx, "nobody"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("PlayerByName(nobody): %v, want ErrNotFound", err)
	}
	if err := e.store().UpdateRating(ctx, "nobody", fresh); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("UpdateRating(nobody): %v, want ErrNotFound", err)
	}
}

func testUpdateRating(t *testing.T, e *env) {
	p := e.player("frank")
	r := store.Rating{Rating: 1623.25, Deviation: 201.5, Volatility: 0.0599, Games: 3,
		At: at(30).Add(time.Microsecond)}
	if err := e.store().UpdateRating(ctx, p.ID, r); err != nil {
		t.Fatal(err)
	}
	got, err := e.store().Player(ctx, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "rating", got.Rating, r)
}

func testLeaderboard(t *testing.T, e *env) {
	s := e.store()
	ratings := map[string]float64{"low": 1400, "high": 1700, "mid": 1550, "mid2": 1550}
	games := map[string]int{"low": 5, "high": 1, "mid": 4, "mid2": 9}
	for name, r := range ratings {
		p := e.player(name)
		if err := s.UpdateRating(ctx, p.ID, store.Rating{Rating: r, Deviation: 80,
			Volatility: 0.06, Games: games[name], At: at(5)}); err != nil {
			t.Fatal(err)
		}
	}
	e.player("unrated") // no rated game yet
	if _, err := s.CreatePlayer(ctx, store.NewPlayer{ID: "guest", Name: "guest-1",
		Rating: store.Rating{Rating: 3000, Games: 50}, Created: at(0)}); err != nil {
		t.Fatal(err)
	}
	want := []string{"high", "mid2", "mid", "low"}
	for n := -1; n <= 5; n++ {
		top, err := s.Leaderboard(ctx, n, false)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, p := range top {
			names = append(names, p.Name)
		}
		same(t, fmt.Sprint("leaderboard of ", n), fmt.Sprint(names), fmt.Sprint(want[:max(0, min(n, len(want)))]))
	}
}

// guest creates a guest with the id and name.
func (e *env) guest(id store.PlayerID, name string) store.Player {
	e.t.Helper()
	g, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: id, Name: name, Rating: fresh,
		Created: at(0)})
	if err != nil {
		e.t.Fatal(err)
	}
	return g
}

func testRegister(t *testing.T, e *env) {
	g := e.guest("g1", "guest-1234")
	game := newGame("casual", g, e.player("host"), 1)
	if err := e.store().CreateGame(ctx, game); err != nil {
		t.Fatal(err)
	}
	if err := e.store().FinishGame(ctx, game.ID, store.Finish{Result: store.Draw, Ended: at(5)}); err != nil {
		t.Fatal(err)
	}
	p, err := e.store().Register(ctx, g.ID, "Gina", []byte("gina's hash"))
	if err != nil {
		t.Fatal(err)
	}
	want := g
	want.Name, want.PasswordHash = "Gina", []byte("gina's hash")
	same(t, "registered player", p, want)
	if got, err := e.store().PlayerByName(ctx, "gina"); err != nil || got.Guest() {
		t.Errorf("PlayerByName(gina): %+v, %v", got, err)
	}
	if games, _ := e.store().PlayerGames(ctx, g.ID, 5); len(games) != 1 {
		t.Errorf("the guest's games after registering: %d, want 1", len(games))
	}
	e.guest("g2", "guest-1234") // the guest name is free again
}

func testRegisterRefusals(t *testing.T, e *env) {
	e.player("Taken")
	g := e.guest("g1", "guest-1")
	s := e.store()
	if _, err := s.Register(ctx, g.ID, "TAKEN", []byte("h")); !errors.Is(err, store.ErrNameTaken) {
		t.Errorf("register under a taken name: %v, want ErrNameTaken", err)
	}
	if _, err := s.Register(ctx, "nobody", "Free", []byte("h")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("register an unknown player: %v, want ErrNotFound", err)
	}
	if _, err := s.Register(ctx, g.ID, "Free", nil); err == nil {
		t.Error("registered without a password hash")
	}
	got, _ := s.Player(ctx, g.ID)
	same(t, "the guest after refusals", got, g)
	if _, err := s.Register(ctx, g.ID, "Free", []byte("h")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Register(ctx, g.ID, "Other", []byte("h2")); !errors.Is(err, store.ErrRegistered) {
		t.Errorf("register twice: %v, want ErrRegistered", err)
	}
	got, _ = s.Player(ctx, g.ID)
	same(t, "name after a second register", got.Name, "Free")
}
