package clublists

import (
	"mancala/engine"
	"mancala/i18n"
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

// rowsOf returns the rows of list l as the server sent it, in w's
// language; me is the player's id (recent games say who won from it).
func rowsOf(w i18n.Words, l core.ClubList, ls proto.Lists, me string) []line {
	switch l {
	case core.ListGames:
		return gameRows(w, ls.Games)
	case core.ListChallenges:
		return challengeRows(w, ls.Challenges)
	case core.ListLeaderboard:
		other := kit.Row{Main: w.T("clubLists.botsBoard"), Sub: w.T("clubLists.botsBoardSub"), Act: w.T("clubLists.show")}
		return append([]line{{Row: other, list: core.ListBots, switches: true}}, leaderRows(w, ls.Leaderboard)...)
	case core.ListBots:
		other := kit.Row{Main: w.T("clubLists.playersBoard"), Sub: w.T("clubLists.playersBoardSub", i18n.S("game", kit.VariantName(w, engine.KalahGame))), Act: w.T("clubLists.show")}
		return append([]line{{Row: other, list: core.ListLeaderboard, switches: true}}, leaderRows(w, ls.Leaderboard)...)
	}
	return recentRows(w, ls.Games, me)
}

// gameRows are the live games, rated ones first: both players with their
// ratings, the game, its clock and the move it is at.
func gameRows(w i18n.Words, gs []proto.GameInfo) []line {
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
		out = append(out, line{Row: kit.Row{Main: clubrows.VersusWords(w, g), Sub: clubrows.AtMoveWords(w, g),
			Act: w.T("club.watch"), Tag: tag(g.Rated, w.T("club.rated"))}, game: g.Game})
	}
	return out
}

// challengeRows are the open challenges: who made it, the game, its clock.
func challengeRows(w i18n.Words, cs []proto.Challenge) []line {
	var out []line
	for _, c := range cs {
		out = append(out, line{Row: kit.Row{Main: clubrows.PlayerWords(w, c.Player), Sub: clubrows.GameWords(w, c.Variant, c.Clock, c.Rated),
			Act: w.T("club.join"), Tag: tag(c.Rated, w.T("club.rated"))}, code: c.Code})
	}
	return out
}

// leaderRows are the ladder's top players (or bots) with their ratings,
// provisional ones (few games yet) marked; a tap opens a player's page.
func leaderRows(w i18n.Words, ps []proto.Player) []line {
	var out []line
	for i, p := range ps {
		sub := w.T("clubLists.rating", i18n.S("rating", clubrows.RatingWords(p.Rating)))
		if p.Bot {
			sub = w.T("club.bot") + " · " + sub
		}
		out = append(out, line{Row: kit.Row{Main: kit.Itoa(i+1) + ". " + p.Name, Sub: sub,
			Tag: tag(p.Provisional, w.T("clubLists.provisional")), Act: w.T("clubLists.page")}, player: p.ID})
	}
	return out
}

// recentRows are the player's finished games, newest first: how each
// ended for the player, the game and its length; a tap replays it.
func recentRows(w i18n.Words, gs []proto.GameInfo, me string) []line {
	var out []line
	for _, g := range gs {
		main := clubrows.ResultWords(w, g, me) + " · " + w.T("clubLists.moves", i18n.Count(g.Plies))
		out = append(out, line{Row: kit.Row{Main: main, Sub: clubrows.GameWords(w, g.Variant, g.Clock, g.Rated),
			Act: w.T("clubLists.replay")}, game: g.Game})
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
