package clubplayer

import (
	"strconv"
	"strings"
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// gameRows are the player's recent games, newest first, as the player's
// page says them: the result for the player and the opponent, the game,
// its clock and length; each is replayed on a tap. The games' ids come in
// the rows' order.
func gameRows(gs []proto.GameInfo, player string) ([]kit.Row, []string) {
	rows, ids := make([]kit.Row, 0, len(gs)), make([]string, 0, len(gs))
	for _, g := range gs {
		side, opp := "south", g.North
		if g.North.ID == player {
			side, opp = "north", g.South
		}
		main := outcome(g.Result, side) + " " + clubrows.PlayerWords(opp)
		sub := clubrows.GameWords(g.Variant, g.Clock, g.Rated) + " · " + strconv.Itoa(g.Plies) + " moves"
		rows = append(rows, kit.Row{Main: main, Sub: sub, Act: "Replay"})
		ids = append(ids, g.Game)
	}
	return rows, ids
}

// outcome says how a game ended for the player on side.
func outcome(result, side string) string {
	switch result {
	case side:
		return "Won against"
	case "draw":
		return "Drew with"
	case "aborted":
		return "Aborted with"
	case "south", "north":
		return "Lost to"
	}
	return "Playing"
}

// recordGames are the games whose records the page shows, in its cells'
// order.
var recordGames = [4]engine.Variant{engine.KalahGame, engine.OwareGame, engine.CongkakGame, engine.BaoGame}

// recordWords are game i's name and its record: "12 won · 3 drawn · 5
// lost", or "No games yet".
func recordWords(recs []proto.Record, i int) (name, record string) {
	name = kit.VariantTitle(recordGames[i])
	for _, r := range recs {
		if r.Variant == recordGames[i].String() {
			return name, strconv.Itoa(r.Won) + " won · " + strconv.Itoa(r.Drawn) + " drawn · " + strconv.Itoa(r.Lost) + " lost"
		}
	}
	return name, "No games yet"
}

// ratingWords are the card's second line: the rating (or Guest), BOT for
// an engine's account, whether the player is here, and since when.
func ratingWords(pl proto.Player, online bool, since int64) string {
	words := []string{"Guest"}
	if !pl.Guest {
		r := "Rating " + strconv.Itoa(int(pl.Rating+0.5))
		if pl.Provisional {
			r += "?"
		}
		words[0] = r
	}
	if pl.Bot {
		words = append([]string{"BOT"}, words...)
	}
	if online {
		words = append(words, "online now")
	}
	return strings.Join(append(words, "since "+time.Unix(since, 0).UTC().Format("Jan 2006")), " · ")
}

// status is the line under the button: how the player's challenge
// stands, or why there is no button.
func (p *Player) status() string {
	sess := p.app.ClubSession()
	name := p.page.Player.Name
	if o, ok := sess.Members().Outgoing(p.id); ok {
		switch o.Gone {
		case "":
			return "Challenge sent: waiting for " + name + " to answer."
		case "declined":
			return name + " declined your challenge."
		case "withdrawn":
			return "You withdrew your challenge."
		default:
			return core.ClubWords(o.Reason)
		}
	}
	switch {
	case !p.has:
		return ""
	case p.id == sess.Me().ID:
		return "This is you."
	case sess.Status() != club.Online:
		return "Not connected to the club."
	case !p.page.Online && p.page.Player.Computer == 0:
		return name + " is not online now: challenge them when they are."
	}
	return ""
}
