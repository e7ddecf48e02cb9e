package puzzlehome

import (
	"cmp"
	"slices"
	"strings"

	"mancala/engine"
	"mancala/i18n"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// anyTheme is a training run's theme when any will do.
const anyTheme = puzzles.Theme(255)

// streakSpan is how many puzzles a streak takes to climb from the pack's
// easiest of a game to its hardest.
const streakSpan = 30

// packRun gives puzzles from the game's own pack, offline: training by
// game and theme (unsolved puzzles first, easy to hard), a streak (one
// puzzle harder each time, over at the first miss), or the day's puzzle
// followed by training in its game. Results are kept in the player's
// progress.
type packRun struct {
	app     *core.App // the player's language
	data    *core.PuzzleState
	variant engine.Variant
	theme   puzzles.Theme // anyTheme for all
	streak  bool
	day     string // the daily puzzle's day; "" once it is played
	inRow   int    // puzzles solved in a row in a streak
	over    bool   // the streak ended with a miss
	given   map[string]bool
	words   string
}

// newTraining returns a training run of app's pack in variant v on theme
// th.
func newTraining(app *core.App, v engine.Variant, th puzzles.Theme) *packRun {
	return &packRun{app: app, data: app.PuzzleData(), variant: v, theme: th, given: map[string]bool{}}
}

// newStreak returns a streak in variant v.
func newStreak(app *core.App, v engine.Variant) *packRun {
	r := newTraining(app, v, anyTheme)
	r.streak = true
	return r
}

// newDaily returns the run of day's puzzle from the pack, and the
// puzzle; nil when the pack has none.
func newDaily(app *core.App, day string) (*packRun, *puzzles.Puzzle) {
	p := puzzles.Daily(app.PuzzleData().Pack, day)
	if p == nil {
		return nil, nil
	}
	r := newTraining(app, p.Variant(), anyTheme)
	r.day, r.given[p.ID] = day, true
	return r, p
}

// Title names the run over the board.
func (r *packRun) Title() string {
	w := r.app
	game := i18n.S("game", kit.VariantName(w, r.variant))
	switch {
	case r.day != "":
		return w.T("puzzles.dailyTitle", i18n.S("day", r.day))
	case r.streak:
		return w.T("puzzles.streakTitle", i18n.N("solved", r.inRow))
	case r.theme == anyTheme:
		return w.T("puzzles.gameTitle", game)
	}
	return w.T("puzzles.themeTitle", game, i18n.S("theme", themeLabel(w, r.theme)))
}

// Record keeps the attempt in the progress, saved at once.
func (r *packRun) Record(p *puzzles.Puzzle, solved bool, _ []engine.Move) {
	pr := &r.data.Progress
	if solved {
		pr.Solved = addID(pr.Solved, p.ID)
	} else {
		pr.Missed = addID(pr.Missed, p.ID)
	}
	switch {
	case r.day != "":
		r.recordDaily(solved)
	case r.streak:
		r.recordStreak(solved)
	default:
		r.words = r.countWords()
	}
	r.data.Save()
}

// recordDaily keeps the day once solved.
func (r *packRun) recordDaily(solved bool) {
	pr := &r.data.Progress
	if solved {
		pr.Days = addID(pr.Days, r.day)
		r.words = r.app.T("puzzles.daysSolved", i18n.N("days", len(pr.Days)))
		return
	}
	r.words = r.app.T("puzzles.dailyMissed")
}

// recordStreak counts a solved puzzle or ends the streak.
func (r *packRun) recordStreak(solved bool) {
	pr := &r.data.Progress
	if !solved {
		r.over = true
		r.words = r.app.T("puzzles.streakOver", i18n.N("solved", r.inRow), i18n.N("best", pr.BestStreak))
		return
	}
	r.inRow++
	pr.BestStreak = max(pr.BestStreak, r.inRow)
	r.words = r.app.T("puzzles.inRowBest", i18n.N("solved", r.inRow), i18n.N("best", pr.BestStreak))
}

// countWords say how far the player is with the run's puzzles.
func (r *packRun) countWords() string {
	list := r.list()
	return r.app.T("puzzles.solvedOf", i18n.N("solved", solvedCount(list, idSet(r.data.Progress.Solved))), i18n.Count(len(list)))
}

// Words say what the run made of the last result.
func (r *packRun) Words() string { return r.words }

// Rated reports false: the pack's puzzles are played for oneself, hints
// allowed (a hinted solve counts as not solved).
func (r *packRun) Rated() bool { return false }

// Next gives the run's next puzzle at once: nil after a streak's miss or
// when the pack has none left for the run.
func (r *packRun) Next() core.Work[*puzzles.Puzzle] {
	r.day, r.words = "", ""
	if r.over {
		return core.Ready[*puzzles.Puzzle]{}
	}
	p := r.pick()
	if p != nil {
		r.given[p.ID] = true
	}
	return core.Ready[*puzzles.Puzzle]{V: p}
}

// First gives the run's first puzzle.
func (r *packRun) First() *puzzles.Puzzle {
	p, _ := r.Next().Result()
	return p
}

// pick chooses the next puzzle: in a streak the first not given at the
// streak's height; in training the easiest unsolved one not given, then
// the easiest not given.
func (r *packRun) pick() *puzzles.Puzzle {
	list := r.list()
	from := 0
	if r.streak {
		from = min(len(list)-1, r.inRow*len(list)/streakSpan)
	}
	solved := idSet(r.data.Progress.Solved)
	for _, fresh := range []bool{true, false} {
		for _, p := range list[max(from, 0):] {
			if !r.given[p.ID] && (!fresh || r.streak || !solved[p.ID]) {
				return p
			}
		}
	}
	return nil
}

// list is the pack's puzzles of the run's game and theme, easiest first.
func (r *packRun) list() []*puzzles.Puzzle {
	return themeList(r.data.Pack, r.variant, r.theme)
}

// themeList is pack's puzzles of game v and theme th (anyTheme: all),
// easiest first (by rating, then id).
func themeList(pack []*puzzles.Puzzle, v engine.Variant, th puzzles.Theme) []*puzzles.Puzzle {
	list := puzzles.Filter(pack, func(p *puzzles.Puzzle) bool {
		return p.Variant() == v && (th == anyTheme || p.Themes.Has(th))
	})
	slices.SortStableFunc(list, func(a, b *puzzles.Puzzle) int {
		return cmp.Or(cmp.Compare(a.Rating, b.Rating), strings.Compare(a.ID, b.ID))
	})
	return list
}

// solvedCount counts the puzzles of list whose ids are in solved.
func solvedCount(list []*puzzles.Puzzle, solved map[string]bool) int {
	n := 0
	for _, p := range list {
		if solved[p.ID] {
			n++
		}
	}
	return n
}

// idSet is ids as a set.
func idSet(ids []string) map[string]bool {
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return set
}

// addID adds id to ids unless it is there.
func addID(ids []string, id string) []string {
	if slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}
