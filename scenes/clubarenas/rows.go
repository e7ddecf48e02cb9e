package clubarenas

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"mancala/engine"
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
// the finished ones: each its name, its game, clock and players, and when.
func listRows(l proto.ArenaList, now time.Time) []entry {
	var out []entry
	for _, a := range append(append([]proto.ArenaInfo(nil), l.Live...), l.Finished...) {
		e := entry{Row: kit.Row{Main: a.Name, Sub: infoWords(a) + " · " + whenWords(a, now), Act: "Open"}, arena: a.ID}
		switch {
		case a.Private:
			e.Tag = "private"
		case a.Bots:
			e.Tag = "bots"
		case a.Rated:
			e.Tag = "rated"
		}
		out = append(out, e)
	}
	return out
}

// infoWords say an arena's game, clock, kind and players: "Oware 5+3 ·
// casual · 12 players".
func infoWords(a proto.ArenaInfo) string {
	kind := "casual"
	if a.Rated {
		kind = "rated"
	}
	return gameName(a.Variant) + " " + a.Clock + " · " + kind + " · " + plural(a.Players, "player")
}

// gameName is a variant's game as players name it.
func gameName(variant string) string {
	if r, err := engine.ParseRules(variant); err == nil {
		return kit.VariantTitle(r.Board().Variant)
	}
	word, _, _ := strings.Cut(variant, " ")
	return word
}

// whenWords say when the arena starts or ends at now: "starts in 12
// min", "ends in 4:05", "finished".
func whenWords(a proto.ArenaInfo, now time.Time) string {
	starts, ends := time.Unix(a.Starts, 0), time.Unix(a.Ends, 0)
	switch {
	case a.Finished || !now.Before(ends):
		return "finished"
	case now.Before(starts):
		return "starts in " + countdown(starts.Sub(now))
	}
	return "ends in " + countdown(ends.Sub(now))
}

// countdown writes d as "1 h 05 min" above an hour, else "4:05".
func countdown(d time.Duration) string {
	s := int(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d h %02d min", s/3600, s/60%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// plural writes n words: "1 player", "12 players".
func plural(n int, word string) string {
	if n != 1 {
		word += "s"
	}
	return fmt.Sprintf("%d %s", n, word)
}

// standingRows are an arena's standings as the player sees them: the top
// lines, then their own when it is further down; a line of a player in a
// game offers to watch it (not the player's own: Your game opens it),
// another opens the player's page.
func standingRows(st proto.ArenaState, me string) []entry {
	lines := st.Top
	if st.Me != nil && st.Me.Rank > len(st.Top) {
		lines = append(append([]proto.ArenaLine(nil), lines...), *st.Me)
	}
	out := make([]entry, 0, len(lines))
	for _, l := range lines {
		e := entry{Row: kit.Row{Main: strconv.Itoa(l.Rank) + ". " + l.Player.Name + ratingWords(l.Player),
			Sub: scoreWords(l)}}
		switch {
		case l.Player.ID == me:
			e.Tag = "you"
		case l.Playing != "":
			e.Act, e.game = "Watch", l.Playing
		default:
			e.Act, e.player = "Page", l.Player.ID
		}
		out = append(out, e)
	}
	return out
}

// ratingWords are a registered player's rating, as they joined; a guest
// has none.
func ratingWords(p proto.Player) string {
	bot := ""
	if p.Bot {
		bot = " BOT"
	}
	if p.Rating == 0 || p.Guest {
		return bot
	}
	return bot + " (" + strconv.Itoa(int(p.Rating+0.5)) + ")"
}

// scoreWords say a line's score, streak and latest points: "12 points ·
// on fire · 2 2 4 0", "paused".
func scoreWords(l proto.ArenaLine) string {
	s := plural(l.Score, "point")
	if l.Fire {
		s += " · on fire"
	}
	if l.Sheet != "" {
		s += " · " + l.Sheet
	}
	if l.Away {
		s += " · paused"
	}
	return s
}
