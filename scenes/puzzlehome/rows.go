package puzzlehome

import (
	"slices"

	"mancala/engine"
	"mancala/i18n"
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
		h.msg = h.app.T("puzzles.packUnread", i18n.S("why", h.data.Err.Error()))
	}
	if h.data.Pack != nil {
		h.packRows(add)
	}
	h.v.Set(rows)
}

// dailyRow is the daily puzzle's row: the club's when online, else the
// pack's.
func (h *Home) dailyRow() kit.Row {
	w, k := h.app, &h.key
	r := kit.Row{Act: w.T("puzzles.solve")}
	if slices.Contains(h.data.Progress.Days, k.day) {
		r.Tag = w.T("puzzles.solvedTag")
	}
	h.fitMain(&r, w.T("puzzles.daily"), w.T("puzzles.dailyMainShort"))
	switch {
	case k.open && k.status == club.Online:
		h.fitSub(&r, w.T("puzzles.dailyRated"), w.T("puzzles.dailyRatedShort"), w.T("puzzles.ratedWord"))
	case k.open && k.status != club.Unreachable:
		r.Sub = w.T("puzzles.connecting")
	case !k.ready:
		r.Sub, r.Act = w.T("puzzles.loading"), ""
	default:
		h.packDailyWords(&r)
	}
	return r
}

// packDailyWords say the pack's puzzle of the day on r: its game and
// difficulty.
func (h *Home) packDailyWords(r *kit.Row) {
	p := puzzles.Daily(h.data.Pack, h.key.day)
	if p == nil {
		r.Sub = h.app.T("puzzles.noDaily")
		return
	}
	game, level := i18n.S("game", kit.VariantName(h.app, p.Variant())), i18n.N("difficulty", p.Difficulty)
	h.fitSub(r, h.app.T("puzzles.dailyOffline", game, level), h.app.T("puzzles.dailyShort", game, level))
}

// ratedRow is the row of the club's rated puzzles, saying the player's
// puzzle rating once known.
func (h *Home) ratedRow() kit.Row {
	k, w := &h.key, h.app
	r := kit.Row{Act: w.T(ratedAct(k))}
	h.fitMain(&r, ratedTitle(w, k.tab), w.T("puzzles.ratedShort", i18n.S("game", kit.VariantName(w, k.tab))))
	switch {
	case !k.open:
		h.fitSub(&r, w.T("puzzles.ratedJoin"), w.T("puzzles.ratedWord"))
	case k.status == club.Unreachable:
		h.fitSub(&r, w.T("puzzles.offlineToo"), w.T("puzzles.noServer"))
	case k.status != club.Online || k.want == actRated:
		r.Sub = w.T("puzzles.connecting")
	case k.clubTried == 0:
		h.fitSub(&r, w.T("puzzles.ratingStarts", ratingArg(firstRating)), w.T("puzzles.ratingStartsShort", ratingArg(firstRating)))
	default:
		rating, solved := ratingArg(k.rating), i18n.N("solved", k.clubSolved)
		h.fitSub(&r, w.T("puzzles.record", rating, solved, i18n.N("streak", k.clubStreak), i18n.N("best", k.clubBest)),
			w.T("puzzles.recordShort", rating, solved))
	}
	return r
}

// ratedAct is the rated row's action word: Join before the session is
// open, Retry when no server answers, else Play.
func ratedAct(k *rowsKey) i18n.Key {
	switch {
	case !k.open:
		return i18n.Key("puzzles.join")
	case k.status == club.Unreachable:
		return i18n.Key("puzzles.retry")
	}
	return i18n.Key("puzzles.play")
}

// packRows adds the streak, all the tab's game's puzzles, and each theme
// the game has.
func (h *Home) packRows(add func(kit.Row, action)) {
	v, solved, w := h.tab, idSet(h.data.Progress.Solved), h.app
	game := i18n.S("game", kit.VariantName(w, v))
	best := i18n.N("best", h.data.Progress.BestStreak)
	streak := kit.Row{Act: w.T("puzzles.start")}
	h.fitMain(&streak, w.T("puzzles.streakRow", game), w.T("puzzles.streakShort", game))
	h.fitSub(&streak, w.T("puzzles.streakAbout", best), w.T("puzzles.streakBest", best))
	add(streak, action{kind: actStreak})
	all := themeList(h.data.Pack, v, anyTheme)
	train := w.T("puzzles.train")
	every := kit.Row{Act: train, Sub: countWords(w, all, solved)}
	h.fitMain(&every, w.T("puzzles.all", game), w.T("puzzles.allShort", game))
	add(every, action{kind: actTrain, theme: anyTheme})
	for _, th := range themes {
		list := themeList(h.data.Pack, v, th)
		if len(list) > 0 {
			r := kit.Row{Main: themeLabel(w, th), Act: train}
			count := countWords(w, list, solved)
			h.fitSub(&r, count+" · "+themeAbout(w, th), count)
			add(r, action{kind: actTrain, theme: th})
		}
	}
}

// ratingArg fills {{rating}} with a puzzle rating, written as ratings
// are in every language: its digits, not grouped ("1500").
func ratingArg(rating int) i18n.Arg { return i18n.S("rating", kit.Itoa(rating)) }

// firstRating is the puzzle rating a player starts with in the club.
const firstRating = 1500

// ratedTitle names the club's rated puzzles of game v: the rated row,
// and the run over the board.
func ratedTitle(w i18n.Words, v engine.Variant) string {
	return w.T("puzzles.rated", i18n.S("game", kit.VariantName(w, v)))
}

// countWords say how many puzzles a list has and how many are solved.
func countWords(w i18n.Words, list []*puzzles.Puzzle, solved map[string]bool) string {
	return w.T("puzzles.count", i18n.Count(len(list)), i18n.N("solved", solvedCount(list, solved)))
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
		r := newStreak(h.app, h.tab)
		h.run, h.start = r, core.Ready[*puzzles.Puzzle]{V: r.First()}
	case actTrain:
		r := newTraining(h.app, h.tab, a.theme)
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
		h.run, h.start = &clubRun{w: h.app, s: s, daily: true}, &offer{w: h.app, s: s}
	case s != nil && s.Status() != club.Unreachable:
		h.want, h.msg = action{kind: actDaily}, h.app.T("puzzles.connecting")
	case h.data.Pack != nil:
		r, p := newDaily(h.app, h.key.day)
		h.run, h.start = r, core.Ready[*puzzles.Puzzle]{V: p}
	}
}

// beginRated opens the club's session and asks for a rated puzzle once
// it is online.
func (h *Home) beginRated() {
	s := h.app.ClubSession()
	if s.Status() != club.Online {
		h.want, h.msg = action{kind: actRated}, h.app.T("puzzles.connecting")
		return
	}
	r := &clubRun{w: h.app, s: s, variant: h.tab}
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
		h.want.kind, h.msg = actNone, h.app.T("puzzles.noServer")
		if a.kind == actDaily {
			h.begin(a)
		}
	}
}
