package clubhome

import (
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/boardview"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// entryKind is what a tap on a row of the lobby's feed does.
type entryKind uint8

// The kinds of row, in the feed's order.
const (
	entryAnswer entryKind = iota // a challenge for the player: Accept or Decline
	entryPlay                    // the player's own live game: open it
	entrySeek                    // players seek this game: seek it too, one tap
	entryJoin                    // an open challenge: take it
	entryArena                   // an arena to come or running: the arenas
	entryWatch                   // a live game: watch it, its board pictured
)

// entry is one row of the feed and what its tap is about.
type entry struct {
	kit.Row
	kind  entryKind
	code  string     // a challenge's
	game  string     // a game's
	seek  proto.Seek // a seek to make
	board engine.Variant
	pos   engine.Position // a watched game's, pictured when Row.Lead > 0
	slot  int             // its picture's slot
}

// picW is the width of a watched game's picture in its row, px.
const picW = 132

// feedRows are the lobby's rows in w's language: the challenges for the
// player (kept current by the session), their own live games, the games
// sought now, the open challenges of others, the arenas and the games to
// watch.
func feedRows(w i18n.Words, lb *proto.Lobby, waiting []proto.Challenged, me string, now time.Time) []entry {
	var out []entry
	for _, c := range waiting {
		game := i18n.S("game", clubrows.GameWords(w, c.Variant, c.Clock, c.Rated))
		out = append(out, entry{Row: kit.Row{Main: clubrows.PlayerWords(w, c.From),
			Sub: w.T("clubHome.challengesYou", game), Tag: w.T("clubHome.tagForYou"), Act: w.T("clubHome.answer")},
			kind: entryAnswer, code: c.Code})
	}
	if lb == nil {
		return out
	}
	for _, g := range lb.Mine {
		main := w.T("clubHome.yourGame", i18n.S("player", clubrows.PlayerWords(w, opponent(g, me))))
		out = append(out, entry{Row: kit.Row{Main: main, Sub: clubrows.AtMoveWords(w, g), Tag: w.T("clubHome.tagPlaying"),
			Act: w.T("club.play")}, kind: entryPlay, game: g.Game})
	}
	out = append(out, seekRows(w, lb.Counts.Seeking)...)
	for _, c := range lb.Challenges {
		if !c.ForYou && c.Player.ID != me {
			out = append(out, entry{Row: kit.Row{Main: clubrows.PlayerWords(w, c.Player),
				Sub: clubrows.GameWords(w, c.Variant, c.Clock, c.Rated), Tag: w.T("clubHome.tagOpen"), Act: w.T("club.join")},
				kind: entryJoin, code: c.Code})
		}
	}
	for _, a := range lb.Arenas {
		tag := w.T("clubHome.tagArena")
		if a.Rated {
			tag = w.T("club.rated")
		}
		out = append(out, entry{Row: kit.Row{Main: a.Name, Sub: arenaLine(w, a, now), Tag: tag,
			Act: w.T("clubHome.open")}, kind: entryArena})
	}
	for i, g := range lb.Watch {
		e := watchRow(w, g)
		e.slot = i
		out = append(out, e)
	}
	return out
}

// seekRows are the games players seek now: one tap seeks the same.
func seekRows(w i18n.Words, seeking []proto.SeekCount) []entry {
	var out []entry
	for _, s := range seeking {
		out = append(out, entry{Row: kit.Row{Main: clubrows.GameWords(w, s.Variant, s.Clock, s.Rated),
			Sub: w.T("clubHome.seekingNow", i18n.Count(s.Players)), Act: w.T("club.play")},
			kind: entrySeek, seek: proto.Seek{Variant: s.Variant, Clock: s.Clock, Rated: s.Rated}})
	}
	return out
}

// watchRow is a live game to watch, with its board's picture when the
// game is on its usual board.
func watchRow(w i18n.Words, g proto.GameInfo) entry {
	e := entry{Row: kit.Row{Main: clubrows.VersusWords(w, g), Sub: clubrows.AtMoveWords(w, g),
		Tag: tagIf(g.Rated, w.T("club.rated")), Act: w.T("club.watch")}, kind: entryWatch, game: g.Game}
	r, err := engine.ParseRules(g.Variant)
	if err != nil || !boardview.UsualBoard(r) {
		return e
	}
	if pos, err := engine.ParsePosition(r, g.Position); err == nil {
		e.Lead, e.board, e.pos = picW, r.Board().Variant, pos
	}
	return e
}

// opponent is the player of g who is not me.
func opponent(g proto.GameInfo, me string) proto.Player {
	if g.South.ID == me {
		return g.North
	}
	return g.South
}

// arenaLine says an arena's game and when: "Oware · 5+3 · starts in 12
// min · 4 players", or "ends in ..." once it runs (its tag says rated).
func arenaLine(w i18n.Words, a proto.ArenaInfo, now time.Time) string {
	when := w.T("clubHome.startsIn", i18n.S("wait", minutes(w, time.Unix(a.Starts, 0).Sub(now))))
	if now.Unix() >= a.Starts {
		when = w.T("clubHome.endsIn", i18n.S("wait", minutes(w, time.Unix(a.Ends, 0).Sub(now))))
	}
	return clubrows.ClockWords(w, a.Variant, a.Clock) + " · " + when + " · " + w.T("clubHome.players", i18n.Count(a.Players))
}

// minutes says a wait in whole minutes, at least one; two hours or more
// in hours.
func minutes(w i18n.Words, d time.Duration) string {
	m := max(int(d.Minutes()+0.5), 1)
	if m >= 120 {
		return w.T("clubHome.hours", i18n.N("n", m/60))
	}
	return w.T("clubHome.minutes", i18n.N("n", m))
}

// tagIf is words when marked, else none.
func tagIf(marked bool, words string) string {
	if marked {
		return words
	}
	return ""
}

// followFeed asks for the lobby when due, the session online, and makes
// the feed's rows and its pictures from what came.
func (h *Home) followFeed(dt time.Duration) {
	h.lobbySince += dt
	if h.s.Status() == club.Online && (!h.lobbyAsked || h.lobbySince >= lobbyEvery) {
		h.s.Refresh("lobby")
		h.lobbyAsked, h.lobbySince = true, 0
	}
	var lb *proto.Lobby
	if ls, ok := h.s.Lists("lobby"); ok {
		lb = ls.Lobby
	}
	h.feed = feedRows(h.app, lb, h.s.Members().Waiting(), h.s.Me().ID, time.Now())
	rows := make([]kit.Row, len(h.feed))
	for i, e := range h.feed {
		rows[i] = e.Row
		if e.Lead > 0 {
			pic := clubrows.LeadRect(h.lay.Feed.Row(0, 0), picW)
			h.pics.PrepareAt(e.slot, e.board, e.pos, pic, h.c.Scale, h.c.Th, h.c.Text)
		}
	}
	h.v.Set(rows)
}

// tapEntry does what the feed's row e is for.
func (h *Home) tapEntry(ctx *core.Context, e entry) {
	h.app.Sound.Play(kit.SoundTap)
	h.note = ""
	switch e.kind {
	case entryAnswer:
		h.answering = e.code
	case entryPlay, entryWatch:
		ctx.Switch.GoTo(h.app.Routes.ClubGame(h.app, h.s, e.game))
	case entrySeek:
		h.s.Seek(e.seek)
	case entryJoin:
		h.s.Join(e.code)
	case entryArena:
		ctx.Switch.GoTo(h.app.Routes.ClubArenas(h.app))
	}
}

// challenge returns the challenge for the player being answered: the
// one tapped in the feed, or, on a canvas with no room for the feed, the
// first waiting (a challenge is never out of sight).
func (h *Home) challenge() (proto.Challenged, bool) {
	waiting := h.s.Members().Waiting()
	for _, c := range waiting {
		if c.Code == h.answering {
			return c, true
		}
	}
	if h.lay.Feed.List.H == 0 && len(waiting) > 0 {
		return waiting[0], true
	}
	return proto.Challenged{}, false
}
