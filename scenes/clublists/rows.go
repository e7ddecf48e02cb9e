package clublists

import (
	"strconv"
	"strings"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// line is one row of a list as shown (its tag marks a rated game or a
// provisional rating) and what a tap on it does: a game to watch, a code
// to join.
type line struct {
	kit.Row
	game, code string
}

// rowsOf returns the rows of list l as the server sent it; me is the
// player's id (recent games say who won from it).
func rowsOf(l core.ClubList, ls proto.Lists, me string) []line {
	switch l {
	case core.ListGames:
		return gameRows(ls.Games)
	case core.ListChallenges:
		return challengeRows(ls.Challenges)
	case core.ListLeaderboard:
		return leaderRows(ls.Leaderboard)
	}
	return recentRows(ls.Games, me)
}

// gameRows are the live games, rated ones first: both players with their
// ratings, the game, its clock and the move it is at.
func gameRows(gs []proto.GameInfo) []line {
	var rated, casual []proto.GameInfo // kept in their order: a stable partition, no sort code
	for _, g := range gs {
		if g.Rated {
			rated = append(rated, g)
		} else {
			casual = append(casual, g)
		}
	}
	var out []line
	for _, g := range append(rated, casual...) {
		sub := gameWords(g.Variant, g.Clock, g.Rated) + " · move " + strconv.Itoa(g.Plies+1)
		out = append(out, line{Row: kit.Row{Main: playerWords(g.South) + "  vs  " + playerWords(g.North), Sub: sub, Act: "Watch",
			Tag: tag(g.Rated, "rated")}, game: g.Game})
	}
	return out
}

// challengeRows are the open challenges: who made it, the game, its clock.
func challengeRows(cs []proto.Challenge) []line {
	var out []line
	for _, c := range cs {
		out = append(out, line{Row: kit.Row{Main: playerWords(c.Player), Sub: gameWords(c.Variant, c.Clock, c.Rated), Act: "Join",
			Tag: tag(c.Rated, "rated")}, code: c.Code})
	}
	return out
}

// leaderRows are the ladder's top players with their ratings, provisional
// ones (few games yet) marked.
func leaderRows(ps []proto.Player) []line {
	var out []line
	for i, p := range ps {
		sub := "Rating " + strconv.Itoa(int(p.Rating+0.5))
		out = append(out, line{Row: kit.Row{Main: strconv.Itoa(i+1) + ". " + p.Name, Sub: sub, Tag: tag(p.Provisional, "provisional")}})
	}
	return out
}

// recentRows are the player's finished games, newest first: how each
// ended for the player, the game and its length; a tap replays it.
func recentRows(gs []proto.GameInfo, me string) []line {
	var out []line
	for _, g := range gs {
		main := resultWords(g, me) + " · " + strconv.Itoa(g.Plies) + " moves"
		out = append(out, line{Row: kit.Row{Main: main, Sub: gameWords(g.Variant, g.Clock, g.Rated), Act: "Replay"}, game: g.Game})
	}
	return out
}

// tag is words when marked, else none.
func tag(marked bool, words string) string {
	if marked {
		return words
	}
	return ""
}

// resultWords says how game g ended for the player me.
func resultWords(g proto.GameInfo, me string) string {
	side := "south"
	if g.North.ID == me {
		side = "north"
	}
	switch g.Result {
	case "draw":
		return "Draw"
	case "aborted":
		return "Aborted"
	case side:
		return "You won"
	case "south", "north":
		return "You lost"
	}
	return "Unfinished"
}

// playerWords are a player's name and, when rated, rating.
func playerWords(p proto.Player) string {
	if p.Computer > 0 {
		return "Computer (level " + strconv.Itoa(p.Computer) + ")"
	}
	if p.Guest || p.Rating == 0 {
		return p.Name
	}
	r := strconv.Itoa(int(p.Rating + 0.5))
	if p.Provisional {
		r += "?"
	}
	return p.Name + " (" + r + ")"
}

// gameWords name a game, its clock and rated or casual: "Kalah · 5+3 ·
// rated"; Kalah with other than the ladder's options says so.
func gameWords(variant, clock string, rated bool) string {
	name := variant
	if r, err := engine.ParseRules(variant); err == nil {
		name = kit.VariantTitle(r.Board().Variant)
		if k, ok := r.(engine.Kalah); ok && k.Options() != engine.StandardKalah {
			name += " (own rules)"
		}
	}
	words := []string{name, clock, "casual"}
	if clock == "untimed" {
		words[1] = "no clock"
	}
	if rated {
		words[2] = "rated"
	}
	return strings.Join(words, " · ")
}
