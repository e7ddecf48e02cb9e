package puzzlehome

import (
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// day is the tests' clock: the home's day is 2026-12-06.
func day() time.Time { return time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) }

// openHome shows the home of app on a canvas of w x h until the pack's
// rows have come.
func openHome(t *testing.T, app *core.App, w, h float64) (*Home, *scenetest.Driver) {
	t.Helper()
	s := New(app).(*Home)
	s.Now = day
	d := scenetest.NewDriver(t, w, h, 1)
	for i := 0; len(s.v.Rows) < 4; i++ {
		if i > 2000 {
			t.Fatal("the pack's rows never came")
		}
		d.Step(s, kit.Intents{}, false)
		time.Sleep(time.Millisecond)
	}
	return s, d
}

// rowNamed returns the row whose main line is main, and its index.
func rowNamed(t *testing.T, s *Home, main string) (kit.Row, int) {
	t.Helper()
	for i, r := range s.v.Rows {
		if r.Main == main {
			return r, i
		}
	}
	t.Fatalf("no row %q in %+v", main, s.v.Rows)
	return kit.Row{}, -1
}

// attempt taps row i until its puzzle opens and returns the attempt.
func attempt(t *testing.T, s *Home, d *scenetest.Driver, i int) core.PuzzleAttempt {
	t.Helper()
	n := len(d.Sw.To)
	scenetest.TapNamed(t, d, s, "row-"+kit.Itoa(i))
	d.Step(s, kit.Intents{}, true)
	if len(d.Sw.To) != n+1 {
		t.Fatalf("row %d opened nothing; the line says %q", i, s.msg)
	}
	o := d.Sw.To[n].(*scenetest.Opened)
	if o.Route != "puzzle" || o.Attempt.Puzzle == nil {
		t.Fatalf("row %d opened %+v", i, o)
	}
	return o.Attempt
}

// TestEachGameListsItsThemesWithTheirCounts: a tab per game; the game's
// puzzles, all and by theme, with how many there are and how many are
// solved; Bao has kichwa puzzles, Kalah none.
func TestEachGameListsItsThemesWithTheirCounts(t *testing.T) {
	s, d := openHome(t, scenetest.StoreApp(t), 1280, 720)
	s.show(engine.KalahGame)
	d.Step(s, kit.Intents{}, true)
	all, _ := rowNamed(t, s, "All Kalah puzzles")
	if all.Sub != "300 puzzles, 0 solved" {
		t.Errorf("all of Kalah: %q", all.Sub)
	}
	for _, r := range s.v.Rows {
		if r.Main == "Kichwa" {
			t.Errorf("Kalah lists kichwa puzzles")
		}
	}
	scenetest.TapNamed(t, d, s, "tab-bao")
	d.Step(s, kit.Intents{}, true)
	rowNamed(t, s, "All Bao puzzles")
	if r, _ := rowNamed(t, s, "Kichwa"); !strings.Contains(r.Sub, " puzzles, 0 solved · ") {
		t.Errorf("Bao's kichwa row: %q", r.Sub)
	}
}

// TestTrainingGivesTheEasiestUnsolvedPuzzleAndKeepsTheResult: a theme's
// row opens its easiest puzzle; a solved one is saved, counted on the
// home, and the next is another, no easier.
func TestTrainingGivesTheEasiestUnsolvedPuzzleAndKeepsTheResult(t *testing.T) {
	app := scenetest.StoreApp(t)
	s, d := openHome(t, app, 1280, 720)
	s.show(engine.OwareGame)
	d.Step(s, kit.Intents{}, true)
	_, i := rowNamed(t, s, "Captures")
	a := attempt(t, s, d, i)
	list := themeList(s.data.Pack, engine.OwareGame, puzzles.Capture)
	if a.Puzzle != list[0] || a.Run.Title() != "Oware: Captures" {
		t.Fatalf("the first puzzle %s (%q), want %s", a.Puzzle.ID, a.Run.Title(), list[0].ID)
	}
	a.Run.Record(a.Puzzle, true, a.Puzzle.Line)
	saved, err := app.Store.LoadPuzzles()
	if err != nil || len(saved.Solved) != 1 || saved.Solved[0] != a.Puzzle.ID {
		t.Errorf("saved %+v, %v", saved, err)
	}
	next, _ := a.Run.Next().Result()
	if next == nil || next == a.Puzzle || next.Rating < a.Puzzle.Rating {
		t.Errorf("the next puzzle %+v after %+v", next, a.Puzzle)
	}
	d.Step(s, kit.Intents{}, true)
	if r, _ := rowNamed(t, s, "Captures"); !strings.Contains(r.Sub, " puzzles, 1 solved") {
		t.Errorf("the row after a solve: %q", r.Sub)
	}
}

// TestAStreakClimbsAndEndsAtTheFirstMiss: each solved puzzle of a streak
// is another, no easier than the last, and counted; the best streak is kept; after a
// miss the streak gives no more.
func TestAStreakClimbsAndEndsAtTheFirstMiss(t *testing.T) {
	app := scenetest.StoreApp(t)
	s, d := openHome(t, app, 390, 844)
	_, i := rowNamed(t, s, "Puzzle streak: Kalah")
	a := attempt(t, s, d, i)
	p, run := a.Puzzle, a.Run
	for n := 1; n <= 3; n++ {
		run.Record(p, true, p.Line)
		if want := kit.Itoa(n) + " solved in a row (best " + kit.Itoa(n) + ")."; run.Words() != want {
			t.Fatalf("after %d: %q", n, run.Words())
		}
		next, _ := run.Next().Result()
		if next == nil || next == p || next.Rating < p.Rating {
			t.Fatalf("puzzle %d of the streak %+v after %+v", n+1, next, p)
		}
		p = next
	}
	run.Record(p, false, nil)
	if !strings.HasPrefix(run.Words(), "Streak over: 3 solved in a row") {
		t.Errorf("after the miss: %q", run.Words())
	}
	if next, _ := run.Next().Result(); next != nil {
		t.Errorf("a streak went on after a miss: %+v", next)
	}
	if saved, _ := app.Store.LoadPuzzles(); saved.BestStreak != 3 {
		t.Errorf("best streak saved %d", saved.BestStreak)
	}
}

// TestOfflineTheDailyPuzzleIsThePacksOfTheDay: with no club, the daily
// row opens the pack's puzzle of the day; solved, the day is kept and
// the row marked solved.
func TestOfflineTheDailyPuzzleIsThePacksOfTheDay(t *testing.T) {
	app := scenetest.StoreApp(t)
	s, d := openHome(t, app, 1280, 720)
	r, i := rowNamed(t, s, "Daily puzzle")
	if !strings.HasSuffix(r.Sub, "· offline") || r.Tag != "" {
		t.Errorf("the daily row before: %+v", r)
	}
	a := attempt(t, s, d, i)
	if want := puzzles.Daily(s.data.Pack, "2026-12-06"); a.Puzzle != want {
		t.Fatalf("the daily puzzle %s, want %s", a.Puzzle.ID, want.ID)
	}
	a.Run.Record(a.Puzzle, true, a.Puzzle.Line)
	d.Step(s, kit.Intents{}, true)
	if r, _ := rowNamed(t, s, "Daily puzzle"); r.Tag != "solved" {
		t.Errorf("the daily row after: %+v", r)
	}
	if next, _ := a.Run.Next().Result(); next == nil || next.Variant() != a.Puzzle.Variant() {
		t.Errorf("after the daily puzzle: %+v", next)
	}
}

// TestBackLeavesTheHome: the back button and the back key leave.
func TestBackLeavesTheHome(t *testing.T) {
	s, d := openHome(t, scenetest.NewTestApp(), 667, 375)
	scenetest.TapNamed(t, d, s, "back")
	var esc kit.Intents
	esc.Press(kit.ActBack)
	d.Step(s, esc, true)
	if d.Sw.Backs != 2 {
		t.Errorf("backs %d", d.Sw.Backs)
	}
}
