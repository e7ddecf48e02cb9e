package storetest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/store"
)

func init() {
	register("BotsHaveTheirOwnLeaderboard", testBotsLeaderboard)
	register("PlayerRecordCountsResultsBySpec", testPlayerRecord)
	register("RatingHistoryIsTheRatingAfterEachRatedGame", testRatingHistory)
	register("ChallengeIsForItsPlayerOnly", testChallengeForOnePlayer)
	register("ArenaForBotsRoundTrip", testArenaForBots)
}

// bot creates a bot account named name (the id is "b-" + name).
func (e *env) bot(name string) store.Player {
	e.t.Helper()
	p, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID("b-" + name),
		Name: name, PasswordHash: []byte("hash of " + name), Rating: fresh, Created: at(0), Bot: true})
	if err != nil {
		e.t.Fatalf("CreatePlayer %s: %v", name, err)
	}
	return p
}

func testBotsLeaderboard(t *testing.T, e *env) {
	s := e.store()
	rated := store.Rating{Rating: 1600, Deviation: 80, Volatility: 0.06, Games: 3, At: at(5)}
	for _, p := range []store.Player{e.player("human"), e.bot("engine")} {
		if err := s.UpdateRating(ctx, p.ID, rated); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Player(ctx, "b-engine")
	if err != nil || !got.Bot {
		t.Fatalf("a bot reads back as %+v, %v", got, err)
	}
	for _, bots := range []bool{false, true} {
		top, err := s.Leaderboard(ctx, 10, bots)
		if err != nil {
			t.Fatal(err)
		}
		want := map[bool]string{false: "human", true: "engine"}[bots]
		if len(top) != 1 || top[0].Name != want || top[0].Bot != bots {
			t.Errorf("leaderboard of bots=%v: %+v, want only %s", bots, top, want)
		}
	}
}

// finish stores a finished game between south and north at minute m.
func (e *env) finish(id string, south, north store.Player, spec string, r store.Result, m int) {
	e.t.Helper()
	g := newGame(id, south, north, m)
	g.Spec = spec
	if err := e.store().CreateGame(ctx, g); err != nil {
		e.t.Fatal(err)
	}
	if err := e.store().FinishGame(ctx, g.ID, store.Finish{Result: r, Ended: at(m + 1)}); err != nil {
		e.t.Fatal(err)
	}
}

func testPlayerRecord(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	e.finish("g1", a, b, kalah, store.SouthWon, 1)
	e.finish("g2", b, a, kalah, store.SouthWon, 2)
	e.finish("g3", b, a, kalah, store.NorthWon, 3)
	e.finish("g4", a, b, "oware", store.Draw, 4)
	e.finish("g5", a, b, "oware", store.Aborted, 5)
	e.game("live") // unfinished: no result yet
	got, err := e.store().PlayerRecord(ctx, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Record{{Spec: kalah, Won: 2, Lost: 1}, {Spec: "oware", Drawn: 1}}
	if kalah > "oware" {
		want[0], want[1] = want[1], want[0]
	}
	same(t, "a's record", got, want)
	none, err := e.store().PlayerRecord(ctx, e.player("new").ID)
	if err != nil || len(none) != 0 {
		t.Errorf("a new player's record: %+v, %v", none, err)
	}
}

func testRatingHistory(t *testing.T, e *env) {
	a, b := e.player("a"), e.player("b")
	for i, r := range []float64{1520, 1535, 1510} {
		g := newGame(fmt.Sprint("r", i), a, b, 10*i)
		g.Rated = true
		if i == 1 {
			g.South, g.North = b.ID, a.ID
		}
		if err := e.store().CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		change := &store.RatingChange{Before: fresh, After: store.Rating{Rating: r, Deviation: 200,
			Volatility: 0.06, Games: i + 1}}
		other := &store.RatingChange{Before: fresh, After: store.Rating{Rating: 3000 - r}}
		f := store.Finish{Result: store.SouthWon, Ended: at(10*i + 5), SouthRating: change, NorthRating: other}
		if i == 1 {
			f.SouthRating, f.NorthRating = other, change
		}
		if err := e.store().FinishGame(ctx, g.ID, f); err != nil {
			t.Fatal(err)
		}
	}
	e.finish("casual", a, b, kalah, store.Draw, 40) // not rated: no point
	for n, want := range map[int][]float64{2: {1510, 1535}, 10: {1510, 1535, 1520}} {
		hist, err := e.store().RatingHistory(ctx, a.ID, n)
		if err != nil {
			t.Fatal(err)
		}
		var got []float64
		for _, h := range hist {
			got = append(got, h.Rating)
		}
		same(t, fmt.Sprint("history of ", n), got, want)
		if len(hist) > 0 && !hist[0].At.Equal(at(25)) {
			t.Errorf("the latest point is at %v, want the game's end %v", hist[0].At, at(25))
		}
	}
}

func testChallengeForOnePlayer(t *testing.T, e *env) {
	a, b, c := e.player("a"), e.player("b"), e.player("c")
	for _, code := range []string{"forb1", "forb2", "forc", "gone"} {
		inv := invite(code, a, 1)
		inv.For, inv.Expires = b.ID, at(1).Add(store.ChallengeLife)
		if code == "forc" {
			inv.For = c.ID
		}
		if err := e.store().CreateInvite(ctx, inv); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.store().CancelInvite(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	got, err := e.store().InvitesFor(ctx, b.ID, at(2), 10)
	if err != nil || len(got) != 2 || got[0].Code != "forb1" || got[1].Code != "forb2" || got[0].For != b.ID {
		t.Errorf("challenges for b: %+v, %v", got, err)
	}
	if n, err := e.store().ChallengesBy(ctx, a.ID, at(2)); n != 3 || err != nil {
		t.Errorf("a's waiting challenges: %d, %v; want 3", n, err)
	}
	if n, _ := e.store().ChallengesBy(ctx, a.ID, at(20)); n != 0 {
		t.Errorf("a's challenges after their life: %d, want 0", n)
	}
	_, err = e.store().TakeInvite(ctx, "forb1", c.ID, newGame("g", a, c, 2))
	if !errors.Is(err, store.ErrNotYours) {
		t.Errorf("c takes b's challenge: %v, want ErrNotYours", err)
	}
	if _, err := e.store().TakeInvite(ctx, "forb1", b.ID, newGame("g", a, b, 2)); err != nil {
		t.Errorf("b takes its challenge: %v", err)
	}
	if open, _ := e.store().OpenInvites(ctx, at(2), 10); len(open) != 0 {
		t.Errorf("a challenge is listed among the open challenges: %+v", open)
	}
}

func testArenaForBots(t *testing.T, e *env) {
	a := arena("bots", 0)
	a.Bots = true
	a.Spec = engine.Rules(mustKalah()).String()
	a.Clock = store.TimeControl{Base: time.Minute}
	e.createArena(a)
	got, err := e.store().Arena(ctx, "bots")
	if err != nil || !got.Bots {
		t.Errorf("a bots' arena reads back as %+v, %v", got.NewArena, err)
	}
}
