package storetest

import (
	"errors"
	"fmt"
	"testing"

	"mancala/online/store"
)

func init() {
	register("ImportAddsNewPuzzlesAndKeepsTheRatingsOfStoredOnes", testImportPuzzles)
	register("OnlyThePlayersFirstAttemptAtAPuzzleIsRated", testFirstAttemptRated)
	register("AFailedRatedAttemptEndsTheStreak", testFailedEndsStreak)
	register("AttemptsAtUnknownPuzzlesOrByUnknownPlayersAreNotFound", testAttemptNotFound)
	register("ConcurrentFirstAttemptsRateOnce", testConcurrentFirstAttempts)
	register("ConcurrentAttemptsLoseNoRatingChange", testConcurrentAttemptsAddUp)
	register("NextPuzzleIsTheUntriedNearestTheRating", testNextPuzzle)
	register("TheDailyPuzzleIsTheFirstWritersForTheDay", testDailyPuzzle)
	register("DailyCandidatesAreMinedMiddlingAndNeverDailyBefore", testDailyCandidate)
}

// startPuzzle is a new puzzle's rating in these tests.
func startPuzzle(r float64) store.Rating {
	return store.Rating{Rating: r, Deviation: 350, Volatility: 0.06}
}

// pz is a pack puzzle of the variant, themes, difficulty and rating.
func pz(id, variant, themes string, difficulty int, rating float64) store.NewPuzzle {
	return store.NewPuzzle{ID: store.PuzzleID(id), Line: id + " | " + variant + " | ...", Variant: variant,
		Themes: themes, Difficulty: difficulty, Rating: startPuzzle(rating), Origin: store.PackOrigin}
}

// puzzles imports ps and fails the test unless all were new.
func (e *env) puzzles(ps ...store.NewPuzzle) {
	e.t.Helper()
	n, err := e.store().ImportPuzzles(ctx, ps)
	if err != nil || n != len(ps) {
		e.t.Fatalf("ImportPuzzles: %d of %d, %v", n, len(ps), err)
	}
}

// step is the tests' rating function: the player gains 10 points and 1
// of deviation, the puzzle loses them.
func step(p, z store.Rating) (store.Rating, store.Rating) {
	p.Rating, p.Deviation, p.Volatility = p.Rating+10, p.Deviation-1, 0.059
	z.Rating, z.Deviation = z.Rating-10, z.Deviation-1
	return p, z
}

// attempt stores player's attempt at the puzzle at minute m.
func (e *env) attempt(player store.PlayerID, id string, solved bool, m int) store.AttemptResult {
	e.t.Helper()
	res, err := e.store().SolvePuzzle(ctx, store.NewAttempt{Player: player, Puzzle: store.PuzzleID(id), At: at(m),
		Solved: solved, Start: fresh}, step)
	if err != nil {
		e.t.Fatalf("SolvePuzzle %s by %s: %v", id, player, err)
	}
	return res
}

func (e *env) puzzle(id string, by store.PlayerID) store.StoredPuzzle {
	e.t.Helper()
	p, err := e.store().Puzzle(ctx, store.PuzzleID(id), by)
	if err != nil {
		e.t.Fatalf("Puzzle %s: %v", id, err)
	}
	return p
}

func testImportPuzzles(t *testing.T, e *env) {
	a, b := pz("k1", "kalah", "capture", 2, 1250), pz("o1", "oware", "defence", 3, 1500)
	e.puzzles(a, b)
	p := e.player("ann").ID
	e.attempt(p, "k1", true, 5)
	a.Line, a.Rating = "k1 | kalah | changed", startPuzzle(1000)
	n, err := e.store().ImportPuzzles(ctx, []store.NewPuzzle{a, b})
	if err != nil || n != 1 {
		t.Fatalf("importing one changed puzzle again: %d, %v", n, err)
	}
	got := e.puzzle("k1", p)
	want := store.StoredPuzzle{NewPuzzle: a, Plays: 1, Tried: true}
	want.Rating = store.Rating{Rating: 1240, Deviation: 349, Volatility: 0.06, Games: 1, At: at(5)}
	same(t, "the changed puzzle (its rating kept)", got, want)
	if n, err := e.reopen().ImportPuzzles(ctx, []store.NewPuzzle{a, b}); err != nil || n != 0 {
		t.Errorf("importing the same puzzles again: %d, %v", n, err)
	}
	if _, err := e.store().Puzzle(ctx, "none", p); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an unknown puzzle: %v", err)
	}
}

func testFirstAttemptRated(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1250))
	g := e.guest("g1", "guest-1").ID // guests are rated too
	if e.puzzle("k1", g).Tried {
		t.Error("tried before any attempt")
	}
	first := e.attempt(g, "k1", true, 5)
	want := store.AttemptResult{Attempt: store.Attempt{Puzzle: "k1", At: at(5), Solved: true, Rated: true,
		Rating: 1510, Delta: 10}, Puzzle: store.Rating{Rating: 1240, Deviation: 349, Volatility: 0.06, Games: 1, At: at(5)},
		Streak: 1, Best: 1}
	same(t, "the first attempt", first, want)
	again := e.attempt(g, "k1", false, 6)
	want = store.AttemptResult{Attempt: store.Attempt{Puzzle: "k1", At: at(6), Rating: 1510},
		Puzzle: first.Puzzle, Streak: 1, Best: 1}
	same(t, "the second attempt", again, want)
	if !e.puzzle("k1", g).Tried || e.puzzle("k1", "nobody").Tried {
		t.Error("tried is not the player's own")
	}
	rec, err := e.store().PuzzleRecord(ctx, g, fresh, 10)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "the record", rec, store.PuzzleRecord{Rating: store.Rating{Rating: 1510, Deviation: 349,
		Volatility: 0.059, Games: 1, At: at(5)}, Streak: 1, Best: 1, Solved: 1,
		Attempts: []store.Attempt{again.Attempt, first.Attempt}})
}

func testFailedEndsStreak(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1250), pz("k2", "kalah", "chain", 2, 1250),
		pz("k3", "kalah", "chain", 2, 1250), pz("k4", "kalah", "chain", 2, 1250))
	p := e.player("ann").ID
	e.attempt(p, "k1", true, 1)
	e.attempt(p, "k2", true, 2)
	if r := e.attempt(p, "k3", false, 3); r.Streak != 0 || r.Best != 2 {
		t.Errorf("after a failure: streak %d, best %d", r.Streak, r.Best)
	}
	if r := e.attempt(p, "k4", true, 4); r.Streak != 1 || r.Best != 2 {
		t.Errorf("solved again: streak %d, best %d", r.Streak, r.Best)
	}
	rec, err := e.store().PuzzleRecord(ctx, p, fresh, 2)
	if err != nil || rec.Solved != 3 || rec.Failed != 1 || len(rec.Attempts) != 2 || rec.Attempts[0].Puzzle != "k4" {
		t.Errorf("record %+v, %v", rec, err)
	}
	none, err := e.store().PuzzleRecord(ctx, e.player("bob").ID, fresh, 10)
	same(t, "a new player's record", none, store.PuzzleRecord{Rating: fresh})
}

func testAttemptNotFound(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1250))
	p := e.player("ann").ID
	for _, a := range []store.NewAttempt{{Player: p, Puzzle: "none"}, {Player: "nobody", Puzzle: "k1"}} {
		a.At, a.Start = at(1), fresh
		if _, err := e.store().SolvePuzzle(ctx, a, step); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%+v: %v", a, err)
		}
	}
	rec, err := e.store().PuzzleRecord(ctx, p, fresh, 10)
	same(t, "the record after refused attempts", rec, store.PuzzleRecord{Rating: fresh})
	if err != nil {
		t.Error(err)
	}
}

func testConcurrentFirstAttempts(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1250))
	p := e.player("ann").ID
	rated := make([]bool, 8)
	parallel(len(rated), func(i int) {
		res, err := e.store().SolvePuzzle(ctx, store.NewAttempt{Player: p, Puzzle: "k1", At: at(i), Solved: true,
			Start: fresh}, step)
		rated[i] = err == nil && res.Rated
		if err != nil {
			t.Error(err)
		}
	})
	n := 0
	for _, r := range rated {
		if r {
			n++
		}
	}
	if got := e.puzzle("k1", p); n != 1 || got.Plays != 1 || got.Rating.Rating != 1240 {
		t.Errorf("%d attempts rated; the puzzle at %.0f after %d plays", n, got.Rating.Rating, got.Plays)
	}
}

func testConcurrentAttemptsAddUp(t *testing.T, e *env) {
	const n = 6
	var ps []store.NewPuzzle
	var players []store.PlayerID
	for i := range n {
		ps = append(ps, pz(fmt.Sprint("k", i), "kalah", "capture", 2, 1250))
		players = append(players, e.player(fmt.Sprint("p", i)).ID)
	}
	e.puzzles(append(ps, pz("shared", "oware", "capture", 2, 1250))...)
	parallel(2*n, func(i int) {
		a := store.NewAttempt{Player: players[0], Puzzle: ps[i%n].ID, At: at(i), Solved: true, Start: fresh}
		if i >= n { // every player at one puzzle
			a.Player, a.Puzzle = players[i-n], "shared"
		}
		if _, err := e.store().SolvePuzzle(ctx, a, step); err != nil {
			t.Error(err)
		}
	})
	rec, err := e.store().PuzzleRecord(ctx, players[0], fresh, 0)
	if err != nil || rec.Rating.Rating != 1500+10*(n+1) || rec.Rating.Games != n+1 || rec.Streak != n+1 {
		t.Errorf("one player's %d attempts at once: %+v, %v", n+1, rec, err)
	}
	if got := e.puzzle("shared", ""); got.Rating.Rating != 1250-10*n || got.Plays != n {
		t.Errorf("%d players at one puzzle at once: %.0f after %d plays", n, got.Rating.Rating, got.Plays)
	}
}

func testNextPuzzle(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1000), pz("k2", "kalah", "chain,endgame", 3, 1480),
		pz("k3", "kalah", "capture", 4, 1530), pz("o1", "oware", "grand-slam", 3, 1900))
	p := e.player("ann").ID
	next := func(near float64, variant, theme string) string {
		t.Helper()
		got, err := e.store().NextPuzzle(ctx, p, near, variant, theme)
		if errors.Is(err, store.ErrNotFound) {
			return "none"
		}
		if err != nil {
			t.Fatal(err)
		}
		return string(got.ID)
	}
	for _, c := range []struct {
		near           float64
		variant, theme string
		want           string
	}{
		{1500, "", "", "k2"}, {1510, "", "", "k3"}, {1500, "oware", "", "o1"}, {1500, "", "capture", "k3"},
		{1500, "", "endgame", "k2"}, {1500, "", "chain", "k2"}, {1500, "bao", "", "none"}, {100, "", "", "k1"},
	} {
		if got := next(c.near, c.variant, c.theme); got != c.want {
			t.Errorf("near %.0f, %q, %q: %s, want %s", c.near, c.variant, c.theme, got, c.want)
		}
	}
	e.attempt(p, "k2", false, 1)
	if got := next(1500, "", ""); got != "k3" {
		t.Errorf("after k2 was tried: %s, want k3", got)
	}
	if got := next(1500, "", "endgame"); got != "none" {
		t.Errorf("every endgame tried: %s", got)
	}
}

func testDailyPuzzle(t *testing.T, e *env) {
	e.puzzles(pz("k1", "kalah", "capture", 2, 1250), pz("k2", "kalah", "capture", 2, 1250))
	if _, err := e.store().DailyPuzzle(ctx, "2026-03-04"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a day without a puzzle: %v", err)
	}
	got := make([]store.PuzzleID, 6)
	parallel(len(got), func(i int) {
		id, err := e.store().SetDailyPuzzle(ctx, "2026-03-04", []store.PuzzleID{"k1", "k2"}[i%2])
		if err != nil {
			t.Error(err)
		}
		got[i] = id
	})
	for _, id := range got {
		if id != got[0] {
			t.Fatalf("the day's puzzles set at once: %v", got)
		}
	}
	if id, err := e.reopen().DailyPuzzle(ctx, "2026-03-04"); id != got[0] || err != nil {
		t.Errorf("the day's puzzle read: %s, %v; set %s", id, err, got[0])
	}
	if p := e.puzzle(string(got[0]), ""); p.Daily != "2026-03-04" {
		t.Errorf("the daily puzzle is marked %q", p.Daily)
	}
	if _, err := e.store().SetDailyPuzzle(ctx, "2026-03-05", "none"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an unknown puzzle made daily: %v", err)
	}
}

func testDailyCandidate(t *testing.T, e *env) {
	mined := func(id string, difficulty, m int) store.NewPuzzle {
		p := pz(id, "kalah", "capture", difficulty, 1250)
		p.Origin, p.Mined = "g"+id, at(m)
		return p
	}
	e.puzzles(pz("k1", "kalah", "capture", 3, 1500), mined("easy", 1, 9), mined("old", 3, 1), mined("new", 4, 2),
		mined("hard", 5, 9))
	candidate := func() string {
		p, err := e.store().DailyCandidate(ctx)
		if errors.Is(err, store.ErrNotFound) {
			return "none"
		}
		if err != nil {
			t.Fatal(err)
		}
		return string(p.ID)
	}
	for _, want := range []string{"new", "old", "none"} {
		got := candidate()
		if got != want {
			t.Fatalf("candidate %s, want %s", got, want)
		}
		if got != "none" {
			e.store().SetDailyPuzzle(ctx, "day "+got, store.PuzzleID(got))
		}
	}
	if p := e.puzzle("new", ""); p.Origin != "gnew" || !p.Mined.Equal(at(2)) {
		t.Errorf("a mined puzzle read as %+v", p)
	}
}
