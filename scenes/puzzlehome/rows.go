package puzzlehome

import (
	"fmt"
	"slices"

	"mancala/engine"
	"mancala/online/club"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// actKind is what a row of the home does.
type actKind uint8

const (
	actNone   actKind = iota
	actDaily          // the day's puzzle
	actRated          // the club's rated puzzles in the tab's game
	actStreak         // a streak in the tab's game
	actTrain          // training in the tab's game on a theme
)

// action is a row's deed: its kind and, for training, the theme.
type action struct {
	kind  actKind
	theme puzzles.Theme
}

// rowsKey is what the rows say depends on: they are built again when it
// changes.
type rowsKey struct {
	ready                bool
	tab                  engine.Variant
	day                  string
	solved, days, best   int
	status               club.Status
	open                 bool // the club's session is open
	rating, clubSolved   int
	clubTried            int // attempts rated or not: none, no rating yet
	clubStreak, clubBest int
	want                 actKind
}

// rowsKey reads the key of the rows as they would be built now.
func (h *Home) rowsKey(ready bool) rowsKey {
	pr := &h.data.Progress
	k := rowsKey{ready: ready, tab: h.tab, day: puzzles.Day(h.Now()), solved: len(pr.Solved),
		days: len(pr.Days), best: pr.BestStreak, want: h.want.kind}
	if s := h.app.Club; s != nil {
		k.open, k.status = true, s.Status()
		if rec, ok := s.Puzzles().Record(); ok {
			k.rating, k.clubSolved, k.clubTried = int(rec.Rating+0.5), rec.Solved, rec.Solved+rec.Failed
			k.clubStreak, k.clubBest = rec.Streak, rec.Best
		}
	}
	return k
}

// build makes the rows: the daily puzzle, rated puzzles, the streak, and
// the tab's game's puzzles, all and by theme.
func (h *Home) build() {
	var rows []kit.Row
	h.acts = h.acts[:0]
	add := func(r kit.Row, a action) {
		rows = append(rows, r)
		h.acts = append(h.acts, a)
	}
	add(h.dailyRow(), action{kind: actDaily})
	add(h.ratedRow(), action{kind: actRated})
	if h.data.Err != nil {
		h.msg = "The game's own puzzles could not be read: " + h.data.Err.Error()
	}
	if h.data.Pack != nil {
		h.packRows(add)
	}
	h.v.Set(rows)
}

// dailyRow is the daily puzzle's row: the club's when online, else the
// pack's.
func (h *Home) dailyRow() kit.Row {
	r := kit.Row{Main: "Daily puzzle", Act: "Solve"}
	k := &h.key
	switch {
	case k.open && k.status == club.Online:
		r.Sub = "Rated · the same puzzle for every player today"
	case k.open && k.status != club.Unreachable:
		r.Sub = "Connecting to the club…"
	case !k.ready:
		r.Sub, r.Act = "Loading the puzzles…", ""
	default:
		r.Sub = h.packDailyWords()
	}
	if slices.Contains(h.data.Progress.Days, k.day) {
		r.Tag = "solved"
	}
	return r
}

// packDailyWords say the pack's puzzle of the day: its game and
// difficulty.
func (h *Home) packDailyWords() string {
	p := puzzles.Daily(h.data.Pack, h.key.day)
	if p == nil {
		return "No puzzle today"
	}
	return fmt.Sprintf("%s · difficulty %d of 5 · offline", kit.VariantTitle(p.Variant()), p.Difficulty)
}

// ratedRow is the row of the club's rated puzzles, saying the player's
// puzzle rating once known.
func (h *Home) ratedRow() kit.Row {
	k := &h.key
	r := kit.Row{Main: "Rated puzzles: " + kit.VariantTitle(k.tab), Act: "Play"}
	switch {
	case !k.open:
		r.Sub, r.Act = "Online, with a puzzle rating", "Join"
	case k.status == club.Unreachable:
		r.Sub, r.Act = "No club server answers; the daily puzzle and training work offline", "Retry"
	case k.status != club.Online || k.want == actRated:
		r.Sub = "Connecting to the club…"
	case k.clubTried == 0:
		r.Sub = "Your puzzle rating starts at 1500 with your first rated puzzle"
	default:
		r.Sub = fmt.Sprintf("Your puzzle rating %d · %d solved · streak %d (best %d)", k.rating, k.clubSolved, k.clubStreak, k.clubBest)
	}
	return r
}

// packRows adds the streak, all the tab's game's puzzles, and each theme
// the game has.
func (h *Home) packRows(add func(kit.Row, action)) {
	v, solved := h.tab, idSet(h.data.Progress.Solved)
	name := kit.VariantTitle(v)
	add(kit.Row{Main: "Puzzle streak: " + name, Act: "Start",
		Sub: fmt.Sprintf("Easy to hard until the first miss · best %d", h.data.Progress.BestStreak)}, action{kind: actStreak})
	all := themeList(h.data.Pack, v, anyTheme)
	add(kit.Row{Main: "All " + name + " puzzles", Act: "Train", Sub: countWords(all, solved)}, action{kind: actTrain, theme: anyTheme})
	for _, th := range themes {
		list := themeList(h.data.Pack, v, th)
		if len(list) > 0 {
			add(kit.Row{Main: themeLabel(th), Act: "Train", Sub: countWords(list, solved) + " · " + themeAbout(th)},
				action{kind: actTrain, theme: th})
		}
	}
}

// countWords say how many puzzles a list has and how many are solved.
func countWords(list []*puzzles.Puzzle, solved map[string]bool) string {
	return fmt.Sprintf("%d puzzles, %d solved", len(list), solvedCount(list, solved))
}

// begin starts what a row is for: finds its run's first puzzle, or waits
// for the club.
func (h *Home) begin(a action) {
	if h.start != nil {
		return
	}
	h.msg = ""
	switch a.kind {
	case actDaily:
		h.beginDaily()
	case actRated:
		h.beginRated()
	case actStreak:
		r := newStreak(h.data, h.tab)
		h.run, h.start = r, core.Ready[*puzzles.Puzzle]{V: r.First()}
	case actTrain:
		r := newTraining(h.data, h.tab, a.theme)
		h.run, h.start = r, core.Ready[*puzzles.Puzzle]{V: r.First()}
	}
}

// beginDaily asks the club for the day's puzzle when online, waits while
// it connects, else takes the pack's.
func (h *Home) beginDaily() {
	s := h.app.Club
	switch {
	case s != nil && s.Status() == club.Online:
		s.Puzzles().Daily()
		h.run, h.start = &clubRun{s: s, daily: true}, &offer{s: s}
	case s != nil && s.Status() != club.Unreachable:
		h.want, h.msg = action{kind: actDaily}, "Connecting to the club…"
	case h.data.Pack != nil:
		r, p := newDaily(h.data, h.key.day)
		h.run, h.start = r, core.Ready[*puzzles.Puzzle]{V: p}
	}
}

// beginRated opens the club's session and asks for a rated puzzle once
// it is online.
func (h *Home) beginRated() {
	s := h.app.ClubSession()
	if s.Status() != club.Online {
		h.want, h.msg = action{kind: actRated}, "Connecting to the club…"
		return
	}
	r := &clubRun{s: s, variant: h.tab}
	h.run, h.start = r, r.Next()
}

// followWant begins the run that waited for the club once the session is
// online; when no server answers, the daily puzzle comes from the pack.
func (h *Home) followWant() {
	s := h.app.Club
	if h.want.kind == actNone || s == nil {
		return
	}
	switch s.Status() {
	case club.Online:
		a := h.want
		h.want.kind = actNone
		h.begin(a)
	case club.Unreachable:
		a := h.want
		h.want.kind, h.msg = actNone, "No club server answers."
		if a.kind == actDaily {
			h.begin(a)
		}
	}
}
