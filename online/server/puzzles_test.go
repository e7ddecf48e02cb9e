package server

import (
	"context"
	"testing"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
	"mancala/puzzles"
)

// ask sends a puzzle request and returns its answer: a puzzle, a record
// or an error.
func (c *raw) ask(m proto.Message) proto.Message {
	c.t.Helper()
	c.send(m)
	return c.until(func(m proto.Message) bool {
		switch m.(type) {
		case *proto.Puzzle, *proto.PuzzleResult, *proto.PuzzleRecord, *proto.Error:
			return true
		}
		return false
	})
}

// The daily puzzle is the same for two players, a guest and a member; the
// guest solves it with its line and both ratings move as Glicko-2 says; a
// second attempt is not rated; a forged one is refused.
func TestTheDailyPuzzleIsSolvedOverTheWireAndRated(t *testing.T) {
	ts := startServer(t, nil)
	guest, gw := ts.connect("")
	ann, _ := ts.member("ann", false)
	a := guest.ask(&proto.PuzzleAsk{Op: "daily"}).(*proto.Puzzle)
	b := ann.ask(&proto.PuzzleAsk{Op: "daily"}).(*proto.Puzzle)
	if a.Line == "" || a.Line != b.Line || a.Daily != puzzles.Day(ts.s.now()) {
		t.Fatalf("the daily puzzles: %+v and %+v", a, b)
	}
	p, err := puzzles.Parse(a.Line)
	if err != nil {
		t.Fatal(err)
	}
	line := engine.FormatMoves(p.Line)
	r := guest.ask(&proto.PuzzleSolve{ID: p.ID, Moves: line}).(*proto.PuzzleResult)
	me, pz := rating.Game(rating.Start, rating.Rating{Rating: a.Rating, RD: 350, Volatility: 0.06}, 1)
	rec, err := ts.store.PuzzleRecord(context.Background(), store.PlayerID(gw.Player.ID), store.Rating{}, 1)
	stored, _ := ts.store.Puzzle(context.Background(), store.PuzzleID(p.ID), "")
	if err != nil || !r.Solved || !r.Rated || rec.Rating.Rating != me.Rating || stored.Rating.Rating != pz.Rating {
		t.Errorf("solved: %+v; the guest at %.3f, the puzzle at %.3f; Glicko-2 says %.3f and %.3f (%v)",
			r, rec.Rating.Rating, stored.Rating.Rating, me.Rating, pz.Rating, err)
	}
	if again := guest.ask(&proto.PuzzleSolve{ID: p.ID, Moves: line}).(*proto.PuzzleResult); again.Rated {
		t.Errorf("a second attempt was rated: %+v", again)
	}
	if tried := guest.ask(&proto.PuzzleAsk{Op: "daily"}).(*proto.Puzzle); !tried.Tried {
		t.Errorf("the daily puzzle once tried: %+v", tried)
	}
	e := ann.ask(&proto.PuzzleSolve{ID: p.ID, Moves: "zz"}).(*proto.Error)
	if e.Code != proto.ErrBadRequest || e.Puzzle != p.ID {
		t.Errorf("moves that do not read: %+v", e)
	}
	if e := ann.ask(&proto.PuzzleSolve{ID: "nope", Moves: "1"}).(*proto.Error); e.Code != proto.ErrNotFound {
		t.Errorf("an unknown puzzle: %+v", e)
	}
}

// A player's puzzle requests have their own limit: 20 at once, then a
// few a second; the refusal names the request.
func TestPuzzleRequestsAreRateLimitedPerPlayer(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.PuzzleRate = 0.001 })
	c, _ := ts.connect("")
	for i := range 20 {
		if _, ok := c.ask(&proto.PuzzleAsk{Op: "record"}).(*proto.PuzzleRecord); !ok {
			t.Fatalf("request %d of the burst was refused", i+1)
		}
	}
	e, ok := c.ask(&proto.PuzzleAsk{Op: "record"}).(*proto.Error)
	if !ok || e.Code != proto.ErrRateLimited || e.Puzzle != "record" {
		t.Errorf("the 21st request: %+v", e)
	}
	c.send(&proto.Ping{N: 1})
	if _, ok := c.until(func(m proto.Message) bool { return is[*proto.Pong](m) || is[*proto.Error](m) }).(*proto.Pong); !ok {
		t.Error("other requests were refused too")
	}
}

// A request for an untried puzzle of a game and theme gets one of them,
// or none; a theme the server does not know is refused.
func TestNextPuzzleByGameAndTheme(t *testing.T) {
	ts := startServer(t, nil)
	c, _ := ts.connect("")
	got := c.ask(&proto.PuzzleAsk{Op: "next", Variant: "oware", Theme: "capture"}).(*proto.Puzzle)
	p, err := puzzles.Parse(got.Line)
	if err != nil || p.Variant() != engine.OwareGame || !p.Themes.Has(puzzles.Capture) || got.Tried {
		t.Errorf("next Oware capture: %+v (%v)", got, err)
	}
	if e := c.ask(&proto.PuzzleAsk{Op: "next", Theme: "fork"}).(*proto.Error); e.Code != proto.ErrBadRequest || e.Puzzle != "next" {
		t.Errorf("an unknown theme: %+v", e)
	}
}
