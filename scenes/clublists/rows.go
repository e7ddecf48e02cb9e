package clublists

import (
	"strconv"

	"mancala/online/proto"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// line is one row of a list as shown (its tag marks a rated game or a
// provisional rating) and what a tap on it does: a game to watch, a code
// to join.
type line struct {
	_ [0]func() // not comparable: no equality code in the page
	kit.Row
	game, code string
	player     string        // a player's page to open
	list       core.ClubList // a list to show instead (the other leaderboard)
	switches   bool          // the row shows list
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
		return append([]line{{Row: kit.Row{Main: "Bots' leaderboard", Sub: "Engines that play as club members", Act: "Show"},
			list: core.ListBots, switches: true}}, leaderRows(ls.Leaderboard)...)
	case core.ListBots:
		return append([]line{{Row: kit.Row{Main: "Players' leaderboard", Sub: "The Kalah ladder's players", Act: "Show"},
			list: core.ListLeaderboard, switches: true}}, leaderRows(ls.Leaderboard)...)
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
		sub := clubrows.GameWords(g.Variant, g.Clock, g.Rated) + " · move " + strconv.Itoa(g.Plies+1)
		out = append(out, line{Row: kit.Row{Main: clubrows.PlayerWords(g.South) + "  vs  " + clubrows.PlayerWords(g.North), Sub: sub, Act: "Watch",
			Tag: tag(g.Rated, "rated")}, game: g.Game})
	}
	return out
}

// challengeRows are the open challenges: who made it, the game, its clock.
func challengeRows(cs []proto.Challenge) []line {
	var out []line
	for _, c := range cs {
		out = append(out, line{Row: kit.Row{Main: clubrows.PlayerWords(c.Player), Sub: clubrows.GameWords(c.Variant, c.Clock, c.Rated), Act: "Join",
			Tag: tag(c.Rated, "rated")}, code: c.Code})
	}
	return out
}

// leaderRows are the ladder's top players (or bots) with their ratings,
// provisional ones (few games yet) marked; a tap opens a player's page.
func leaderRows(ps []proto.Player) []line {
	var out []line
	for i, p := range ps {
		sub := "Rating " + strconv.Itoa(int(p.Rating+0.5))
		if p.Bot {
			sub = "BOT · " + sub
		}
		out = append(out, line{Row: kit.Row{Main: strconv.Itoa(i+1) + ". " + p.Name, Sub: sub, Tag: tag(p.Provisional, "provisional"),
			Act: "Page"}, player: p.ID})
	}
	return out
}

// recentRows are the player's finished games, newest first: how each
// ended for the player, the game and its length; a tap replays it.
func recentRows(gs []proto.GameInfo, me string) []line {
	var out []line
	for _, g := range gs {
		main := clubrows.ResultWords(g, me) + " · " + strconv.Itoa(g.Plies) + " moves"
		out = append(out, line{Row: kit.Row{Main: main, Sub: clubrows.GameWords(g.Variant, g.Clock, g.Rated), Act: "Replay"}, game: g.Game})
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
