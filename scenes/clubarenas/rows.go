package clubarenas

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/kit"
)

// entry is one row as shown and what a tap on it opens: an arena, a game
// to watch, or a player's page.
type entry struct {
	_ [0]func() // not comparable: no equality code in the page
	kit.Row
	arena, game, player string
}

// listRows are the arenas to come and running (the soonest first), then
// the finished ones: each its name, and its game and clock, when, its
// players and kind, in w's language (the list drops the last first where
// the line is too long, clubrows.View).
func listRows(w i18n.Words, l proto.ArenaList, now time.Time) []entry {
	var out []entry
	for _, a := range append(append([]proto.ArenaInfo(nil), l.Live...), l.Finished...) {
		e := entry{Row: kit.Row{Main: a.Name, Sub: infoWords(w, a, now), Act: w.T("arena.open")}, arena: a.ID}
		switch {
		case a.Private:
			e.Tag = w.T("arena.tagPrivate")
		case a.Bots:
			e.Tag = w.T("arena.tagBots")
		case a.Rated:
			e.Tag = w.T("arena.rated")
		}
		out = append(out, e)
	}
	return out
}

// infoWords say an arena's game and clock, when it starts or ends, its
// players and its kind, the least needed last: "Oware 5+3 · ends in 4:05
// · 12 players · casual".
func infoWords(w i18n.Words, a proto.ArenaInfo, now time.Time) string {
	kind := w.T("arena.casual")
	if a.Rated {
		kind = w.T("arena.rated")
	}
	return strings.Join([]string{gameName(w, a.Variant) + " " + a.Clock, whenWords(w, a, now),
		w.T("arena.players", i18n.Count(a.Players)), kind}, " · ")
}

// gameName is a variant's game as players name it in w's language.
func gameName(w i18n.Words, variant string) string {
	if r, err := engine.ParseRules(variant); err == nil {
		return kit.VariantName(w, r.Board().Variant)
	}
	word, _, _ := strings.Cut(variant, " ")
	return word
}

// over reports whether arena a has finished at now.
func over(a proto.ArenaInfo, now time.Time) bool {
	return a.Finished || !now.Before(time.Unix(a.Ends, 0))
}

// whenWords say when the arena starts or ends at now: "starts in 12:00",
// "ends in 4:05", "finished".
func whenWords(w i18n.Words, a proto.ArenaInfo, now time.Time) string {
	starts, ends := time.Unix(a.Starts, 0), time.Unix(a.Ends, 0)
	switch {
	case over(a, now):
		return w.T("arena.finished")
	case now.Before(starts):
		return w.T("arena.startsIn", i18n.S("time", countdown(w, starts.Sub(now))))
	}
	return w.T("arena.endsIn", i18n.S("time", countdown(w, ends.Sub(now))))
}

// countdown writes d as "1 h 05 min" above an hour, else as a clock,
// "4:05".
func countdown(w i18n.Words, d time.Duration) string {
	s := int(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return w.T("arena.hoursMinutes", i18n.N("hours", s/3600), i18n.S("minutes", fmt.Sprintf("%02d", s/60%60)))
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// standingRows are an arena's standings as the player sees them: the top
// lines, then their own when it is further down; a line of a player in a
// game offers to watch it (not the player's own: Your game opens it),
// another opens the player's page.
func standingRows(w i18n.Words, st proto.ArenaState, me string) []entry {
	lines := st.Top
	if st.Me != nil && st.Me.Rank > len(st.Top) {
		lines = append(append([]proto.ArenaLine(nil), lines...), *st.Me)
	}
	out := make([]entry, 0, len(lines))
	for _, l := range lines {
		e := entry{Row: kit.Row{Main: strconv.Itoa(l.Rank) + ". " + l.Player.Name + ratingWords(w, l.Player),
			Sub: scoreWords(w, l)}}
		switch {
		case l.Player.ID == me:
			e.Tag = w.T("arena.tagYou")
		case l.Playing != "":
			e.Act, e.game = w.T("arena.watch"), l.Playing
		default:
			e.Act, e.player = w.T("arena.page"), l.Player.ID
		}
		out = append(out, e)
	}
	return out
}

// ratingWords are a registered player's rating, as they joined, in
// digits (a rating is a mark, never grouped); a guest has none; a bot is
// marked.
func ratingWords(w i18n.Words, p proto.Player) string {
	bot := ""
	if p.Bot {
		bot = " " + w.T("arena.bot")
	}
	if p.Rating == 0 || p.Guest {
		return bot
	}
	return bot + " (" + strconv.Itoa(int(p.Rating+0.5)) + ")"
}

// scoreWords say a line's score, streak and latest points: "12 points ·
// on fire · 2 2 4 0", "paused".
func scoreWords(w i18n.Words, l proto.ArenaLine) string {
	s := w.T("arena.points", i18n.Count(l.Score))
	if l.Fire {
		s += " · " + w.T("arena.onFire")
	}
	if l.Sheet != "" {
		s += " · " + l.Sheet
	}
	if l.Away {
		s += " · " + w.T("arena.paused")
	}
	return s
}
