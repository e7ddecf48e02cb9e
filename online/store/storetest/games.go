package storetest

import (
	"errors"
	"testing"

	"mancala/engine"
	"mancala/online/store"
)

func init() {
	register("GameRoundTrip", testGameRoundTrip)
	register("GameIDTaken", testGameIDTaken)
	register("GameOfUnknownPlayerNotFound", testGameOfUnknownPlayer)
	register("UnknownGameNotFound", testUnknownGame)
	register("FinishRecordsResultAndRatings", testFinish)
	register("FinishTwiceRefused", testFinishTwice)
	register("FinishMustEndTheGame", testFinishMustEnd)
	register("UnfinishedGamesWithMoves", testUnfinishedGames)
	register("PlayerGamesLatestFirst", testPlayerGames)
	register("RematchOnce", testRematchOnce)
	register("RematchOfUnknownGameNotFound", testRematchOfUnknown)
}

func testGameRoundTrip(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	for i, g := range []store.NewGame{newGame("timed", a, b, 1), newGame("untimed", b, a, 2)} {
		if i == 1 {
			g.Clock, g.Rated, g.First, g.Spec = store.TimeControl{}, true, engine.North, "oware"
		}
		if err := e.store().CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		got, err := e.store().Game(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "game", got, store.Game{NewGame: g, Moves: []store.Move{}})
	}
}

func testGameIDTaken(t *testing.T, e *env) {
	g := e.game("g")
	g2 := g
	g2.Spec = "bao"
	if err := e.store().CreateGame(ctx, g2); !errors.Is(err, store.ErrExists) {
		t.Errorf("second game %s: %v, want ErrExists", g.ID, err)
	}
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "the first game", got.Spec, kalah)
}

func testGameOfUnknownPlayer(t *testing.T, e *env) {
	a := e.player("a")
	g := newGame("g", a, store.Player{NewPlayer: store.NewPlayer{ID: "ghost"}}, 1)
	if err := e.store().CreateGame(ctx, g); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("game with an unknown player: %v, want ErrNotFound", err)
	}
	if _, err := e.store().Game(ctx, "g"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the refused game is there: %v", err)
	}
}

func testUnknownGame(t *testing.T, e *env) {
	e.game("g")
	s := e.store()
	if _, err := s.Game(ctx, "none"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Game: %v, want ErrNotFound", err)
	}
	if _, _, err := s.AppendMove(ctx, move("none", 1)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AppendMove: %v, want ErrNotFound", err)
	}
	err := s.FinishGame(ctx, "none", store.Finish{Result: store.Draw, Ended: at(9)})
	if !errors.Is(err, store.ErrNotFound) {
		t.Errorf("FinishGame: %v, want ErrNotFound", err)
	}
}

// finish is a rated win for South with both players' rating changes.
func finish(m int) store.Finish {
	after := func(r float64) store.Rating {
		return store.Rating{Rating: r, Deviation: 290.25, Volatility: 0.05999, Games: 1, At: at(m)}
	}
	return store.Finish{Result: store.SouthWon, Reason: "resign", By: "north", Ended: at(m),
		SouthRating: &store.RatingChange{Before: fresh, After: after(1662.5)},
		NorthRating: &store.RatingChange{Before: fresh, After: after(1337.5)}}
}

func testFinish(t *testing.T, e *env) {
	g := e.game("g")
	ms := e.appendMoves(g.ID, 3)
	f := finish(10)
	if err := e.store().FinishGame(ctx, g.ID, f); err != nil {
		t.Fatal(err)
	}
	got, err := e.store().Game(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "finished game", got, store.Game{NewGame: g, Finish: f, Moves: ms, Plies: 3})
	for _, c := range []struct {
		id   store.PlayerID
		want store.Rating
	}{{g.South, f.SouthRating.After}, {g.North, f.NorthRating.After}} {
		p, err := e.store().Player(ctx, c.id)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "rating of "+string(c.id), p.Rating, c.want)
	}
}

func testFinishTwice(t *testing.T, e *env) {
	g := e.game("g")
	unrated := store.Finish{Result: store.Aborted, Reason: "no first move", Ended: at(2)}
	if err := e.store().FinishGame(ctx, g.ID, unrated); err != nil {
		t.Fatal(err)
	}
	if err := e.store().FinishGame(ctx, g.ID, finish(3)); !errors.Is(err, store.ErrFinished) {
		t.Errorf("second FinishGame: %v, want ErrFinished", err)
	}
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "finish", got.Finish, unrated)
	p, _ := e.store().Player(ctx, g.South)
	same(t, "rating", p.Rating, fresh)
}

func testFinishMustEnd(t *testing.T, e *env) {
	g := e.game("g")
	if err := e.store().FinishGame(ctx, g.ID, store.Finish{Result: store.Ongoing}); err == nil {
		t.Error("FinishGame took the result Ongoing")
	}
	if err := e.store().FinishGame(ctx, g.ID, store.Finish{Result: 99}); err == nil {
		t.Error("FinishGame took result 99")
	}
	got, _ := e.store().Game(ctx, g.ID)
	same(t, "result", got.Result, store.Ongoing)
}

func testUnfinishedGames(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	var want []store.Game
	for i, id := range []string{"g3", "g1", "g2", "done"} {
		g := newGame(id, a, b, i)
		if err := e.store().CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		ms := e.appendMoves(g.ID, 3-i%3)
		if id == "done" {
			if err := e.store().FinishGame(ctx, g.ID, finish(20)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want = append(want, store.Game{NewGame: g, Moves: nonNil(ms), Plies: len(ms)})
	}
	got, err := e.store().UnfinishedGames(ctx)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "unfinished games", got, want)
}

func nonNil(ms []store.Move) []store.Move {
	if ms == nil {
		return []store.Move{}
	}
	return ms
}

func testPlayerGames(t *testing.T, e *env) {
	a, b, c := e.player("a"), e.player("b"), e.player("c")
	var want []store.Game
	for i, g := range []store.NewGame{newGame("ab", a, b, 1), newGame("ca", c, a, 2),
		newGame("bc", b, c, 3), newGame("open", a, c, 4)} {
		if err := e.store().CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		e.appendMoves(g.ID, i+1)
		if g.ID == "open" {
			continue
		}
		f := store.Finish{Result: store.Draw, Reason: "agreement", Ended: at(30 - i)}
		if err := e.store().FinishGame(ctx, g.ID, f); err != nil {
			t.Fatal(err)
		}
		want = append(want, store.Game{NewGame: g, Finish: f, Plies: i + 1})
	}
	got, err := e.store().PlayerGames(ctx, a.ID, 10)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "a's games", got, []store.Game{want[0], want[1]})
	got, _ = e.store().PlayerGames(ctx, c.ID, 1)
	same(t, "c's latest game", got, []store.Game{want[1]})
	for _, n := range []int{0, -1} {
		if got, err := e.store().PlayerGames(ctx, c.ID, n); err != nil || len(got) != 0 {
			t.Errorf("PlayerGames(c, %d): %d games, %v; want none", n, len(got), err)
		}
	}
}

func testRematchOnce(t *testing.T, e *env) {
	first := e.game("first")
	a := store.Player{NewPlayer: store.NewPlayer{ID: first.South}}
	b := store.Player{NewPlayer: store.NewPlayer{ID: first.North}}
	re := newGame("re", b, a, 5)
	re.RematchOf = first.ID
	if err := e.store().CreateGame(ctx, re); err != nil {
		t.Fatal(err)
	}
	again := newGame("again", b, a, 5)
	again.RematchOf = first.ID
	err := e.store().CreateGame(ctx, again)
	var rerr *store.RematchError
	if !errors.Is(err, store.ErrRematchExists) || !errors.As(err, &rerr) || rerr.Existing != "re" {
		t.Errorf("second rematch: %v, want a RematchError naming re", err)
	}
	got, _ := e.store().Game(ctx, "re")
	same(t, "rematch of", got.RematchOf, first.ID)
	if _, err := e.store().Game(ctx, "again"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the refused rematch is there: %v", err)
	}
}

func testRematchOfUnknown(t *testing.T, e *env) {
	g := e.game("g")
	re := g
	re.ID, re.RematchOf = "re", "none"
	if err := e.store().CreateGame(ctx, re); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("rematch of an unknown game: %v, want ErrNotFound", err)
	}
}
