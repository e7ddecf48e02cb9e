//go:build !js

package puzzlehome

import (
	"strings"
	"testing"

	"mancala/engine"
	"mancala/online/club"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// TestOnlineTheDailyPuzzleIsTheClubsAndItsVerdictIsShown: with the club
// online the daily row opens the club's puzzle of the day; the attempt's
// verdict comes back as the new puzzle rating, and the run goes on with
// rated puzzles of the same game.
func TestOnlineTheDailyPuzzleIsTheClubsAndItsVerdictIsShown(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	sess := app.ClubSession()
	s, d := openHome(t, app, 1280, 720)
	clubtest.Until(t, d, s, "the club's daily row", func() bool {
		r, _ := rowNamed(t, s, "Daily puzzle")
		return sess.Status() == club.Online && strings.HasPrefix(r.Sub, "Rated")
	})
	_, i := rowNamed(t, s, "Daily puzzle")
	scenetest.TapNamed(t, d, s, "row-"+kit.Itoa(i))
	clubtest.Until(t, d, s, "the daily puzzle", func() bool { return clubtest.Opened(d) != nil })
	a := clubtest.Opened(d).Attempt
	if a.Puzzle == nil || a.Run.Title() != "Daily puzzle (rated)" {
		t.Fatalf("opened %+v", clubtest.Opened(d))
	}
	a.Run.Record(a.Puzzle, true, a.Puzzle.Line)
	clubtest.Poll(t, "the verdict", func() bool { return strings.HasPrefix(a.Run.Words(), "Puzzle rating") })
	if w := a.Run.Words(); !strings.Contains(w, "(+") {
		t.Errorf("the verdict on a solved daily puzzle: %q", w)
	}
	next := a.Run.Next()
	clubtest.Poll(t, "the next puzzle", next.Done)
	p, err := next.Result()
	if err != nil || p == nil || p.ID == a.Puzzle.ID || p.Variant() != a.Puzzle.Variant() {
		t.Errorf("the next rated puzzle %+v, %v", p, err)
	}
}

// TestTheRatedRowJoinsTheClubAndShowsTheRating: natively with no kept
// sign-in the rated row offers to join; a tap connects and opens a rated
// puzzle of the tab's game; back home, the row says the puzzle rating.
func TestTheRatedRowJoinsTheClubAndShowsTheRating(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	s, d := openHome(t, app, 390, 844)
	r, i := rowNamed(t, s, "Rated puzzles: Kalah")
	if r.Act != "Join" || app.Club != nil {
		t.Fatalf("the rated row before joining: %+v (session %v)", r, app.Club)
	}
	scenetest.TapNamed(t, d, s, "row-"+kit.Itoa(i))
	clubtest.Until(t, d, s, "a rated puzzle", func() bool { return clubtest.Opened(d) != nil })
	a := clubtest.Opened(d).Attempt
	if a.Puzzle == nil || a.Puzzle.Variant() != s.tab {
		t.Fatalf("opened %+v", clubtest.Opened(d))
	}
	var miss []engine.Move
	for _, m := range a.Puzzle.Rules.LegalMoves(a.Puzzle.Position, nil) {
		if m != a.Puzzle.Line[0] {
			miss = append(miss, m)
			break
		}
	}
	a.Run.Record(a.Puzzle, false, miss)
	clubtest.Poll(t, "the verdict", func() bool { return strings.HasPrefix(a.Run.Words(), "Puzzle rating") })
	if w := a.Run.Words(); !strings.Contains(w, "(-") {
		t.Errorf("the verdict on a missed puzzle: %q", w)
	}
	clubtest.Until(t, d, s, "the rating on the home", func() bool {
		r, _ := rowNamed(t, s, "Rated puzzles: Kalah")
		rated := strings.HasPrefix(r.Sub, "Your puzzle rating 1") || strings.HasPrefix(r.Sub, "Rating 1") // a phone says it short
		return rated && strings.Contains(r.Sub, " · 0 solved")
	})
}
