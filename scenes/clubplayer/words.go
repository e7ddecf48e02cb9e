package clubplayer

import (
	"strconv"
	"strings"
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// gameRows are the player's recent games, newest first, as the player's
// page says them in w's language: the result for the player and the
// opponent, the game, its clock and length (the list drops the length
// first where the line is too long, clubrows.View); each is replayed on
// a tap. The games' ids come in the rows' order.
func gameRows(w i18n.Words, gs []proto.GameInfo, player string) ([]kit.Row, []string) {
	rows, ids := make([]kit.Row, 0, len(gs)), make([]string, 0, len(gs))
	for _, g := range gs {
		side, opp := "south", g.North
		if g.North.ID == player {
			side, opp = "north", g.South
		}
		main := w.T(outcome(g.Result, side), i18n.S("name", clubrows.PlayerWords(w, opp)))
		sub := clubrows.GameWords(w, g.Variant, g.Clock, g.Rated) + " · " + w.T("player.moves", i18n.Count(g.Plies))
		rows = append(rows, kit.Row{Main: main, Sub: sub, Act: w.T("player.replay")})
		ids = append(ids, g.Game)
	}
	return rows, ids
}

// outcome is how a game ended for the player on side, a sentence about
// the opponent's {{name}}: "Won against ann".
func outcome(result, side string) i18n.Key {
	switch result {
	case side:
		return "player.wonAgainst"
	case "draw":
		return "player.drewWith"
	case "aborted":
		return "player.abortedWith"
	case "south", "north":
		return "player.lostTo"
	}
	return "player.playing"
}

// recordGames are the games whose records the page shows, in its cells'
// order.
var recordGames = [4]engine.Variant{engine.KalahGame, engine.OwareGame, engine.CongkakGame, engine.BaoGame}

// recordWords are game i's name and its record in w's language, in
// parts: "12 won", "3 drawn", "5 lost"; or the one part "No games yet".
func recordWords(w i18n.Words, recs []proto.Record, i int) (name string, record []string) {
	name = kit.VariantName(w, recordGames[i])
	for _, r := range recs {
		if r.Variant == recordGames[i].String() {
			return name, []string{w.T("player.won", i18n.Count(r.Won)), w.T("player.drawn", i18n.Count(r.Drawn)),
				w.T("player.lost", i18n.Count(r.Lost))}
		}
	}
	return name, []string{w.T("player.noGamesYet")}
}

// ratingWords are the card's second line: the rating (or Guest), BOT for
// an engine's account, whether the player is here, and since when. The
// rating is in digits: a rating is a mark, never grouped ("1512").
func ratingWords(w i18n.Words, pl proto.Player, online bool, since int64) string {
	words := []string{w.T("player.guest")}
	if !pl.Guest {
		r := strconv.Itoa(int(pl.Rating + 0.5))
		if pl.Provisional {
			r += "?"
		}
		words[0] = w.T("player.rating", i18n.S("rating", r))
	}
	if pl.Bot {
		words = append([]string{w.T("player.bot")}, words...)
	}
	if online {
		words = append(words, w.T("player.onlineNow"))
	}
	return strings.Join(append(words, sinceWords(w, time.Unix(since, 0).UTC())), " · ")
}

// months are the months' short names, January first.
var months = [12]i18n.Key{"player.jan", "player.feb", "player.mar", "player.apr", "player.may", "player.jun",
	"player.jul", "player.aug", "player.sep", "player.oct", "player.nov", "player.dec"}

// sinceWords say the month a player joined: "since Jan 2026". The year
// is written in digits, never grouped.
func sinceWords(w i18n.Words, t time.Time) string {
	return w.T("player.since", i18n.S("month", w.T(months[t.Month()-1])), i18n.S("year", strconv.Itoa(t.Year())))
}

// status is the line under the button: how the player's challenge
// stands, or why there is no button.
func (p *Player) status() string {
	sess := p.app.ClubSession()
	name := i18n.S("name", p.page.Player.Name)
	if o, ok := sess.Members().Outgoing(p.id); ok {
		switch o.Gone {
		case "":
			return p.app.T("player.challengeSent", name)
		case "declined":
			return p.app.T("player.declined", name)
		case "withdrawn":
			return p.app.T("player.withdrawn")
		default:
			return core.RefusalWords(p.app, o.Refusal)
		}
	}
	switch {
	case !p.has:
		return ""
	case p.id == sess.Me().ID:
		return p.app.T("player.thisIsYou")
	case sess.Status() != club.Online:
		return p.app.T("player.notConnected")
	case !p.page.Online && p.page.Player.Computer == 0:
		return p.app.T("player.notOnline", name)
	}
	return ""
}
