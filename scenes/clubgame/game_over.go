package clubgame

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
)

// title names the game and its time control: "Kalah 5+3", "Oware".
func (g words) title() string {
	v := kit.VariantTitle(g.model.Board.Variant)
	if c := g.m.Info().Clock; c != "" && c != "untimed" {
		v += " " + c
	}
	return v
}

// status is the line saying whose turn it is, how the game ended, or
// that the connection is being made again.
func (g words) status() string {
	v := g.title()
	if st := g.connection(); st != club.Online {
		return v + " · " + g.connectionText(st)
	}
	o := g.outcome()
	switch {
	case g.watch >= 0:
		return fmt.Sprintf("%s · Move %d of %d", v, g.watch, g.plies())
	case o.Over && !g.tab.Stage.Busy():
		return v + " · " + g.resultText(o)
	case g.tab.Stage.Busy():
		return v + " · " + g.sideName(g.tab.Stage.Shown().ToMove) + " sowing…"
	}
	s := v + " · " + g.sideName(g.m.Position().ToMove) + " to move"
	if by := g.clocks().FirstMoveBy; !by.IsZero() {
		s += fmt.Sprintf(" · first move within %d s", max(0, int(math.Ceil(by.Sub(g.now()).Seconds()))))
	}
	if n := g.m.Info().Watchers; n > 0 {
		s += fmt.Sprintf(" · %d watching", n)
	}
	return s
}

// connectionText says what the session's connection is doing when it
// is not online.
func (g words) connectionText(st club.Status) string {
	switch st {
	case club.Connecting:
		return "Connecting…"
	case club.Unreachable:
		return "The server does not answer: trying again…"
	}
	return "Reconnecting…"
}

// sideName names side s as the status line does: "You", or the player's
// name.
func (g words) sideName(s engine.Side) string {
	if me, ok := g.playing(); ok && me == s {
		return "You"
	}
	return g.players()[s].Name
}

// resultText says how the game ended: to a player "You won" or "You
// lost", to a watcher "ann won"; "Draw", "Aborted".
func (g words) resultText(o club.Result) string {
	switch o.Result {
	case "south", "north":
		s := engine.South
		if o.Result == "north" {
			s = engine.North
		}
		if me, ok := g.playing(); ok && me == s {
			return "You won"
		} else if ok {
			return "You lost"
		}
		return g.players()[s].Name + " won"
	case "draw":
		return "Draw"
	}
	return "Aborted"
}

// reasonText says why the game ended, and by whom when a player did:
// "ann resigned", "You aborted before both had moved: no result".
func (g words) reasonText(o club.Result) string {
	who := ""
	if o.ByOK {
		who = g.sideName(o.By)
	}
	switch {
	case o.Reason == proto.ReasonResign && who != "":
		return who + " resigned"
	case o.Reason == proto.ReasonAbort && who != "":
		return who + " aborted before both had moved: no result"
	case o.Reason == proto.ReasonAbort:
		return "No first move in time: no result"
	case o.Reason == proto.ReasonFlag && who == "You":
		return "on time: your clock ran out"
	case o.Reason == proto.ReasonFlag && who != "":
		return "on time: " + who + "'s clock ran out"
	}
	switch o.Reason { // the other reasons, and these when nobody is named
	case proto.ReasonFlag:
		return "on time"
	case proto.ReasonResign:
		return "by resignation"
	case proto.ReasonAgreement:
		return "by agreement"
	case proto.ReasonClaim:
		return "claimed: the opponent had left"
	case proto.ReasonRules, "":
		return "by the rules: the game is over"
	}
	return ""
}

// ratingText says how the game changed the player's rating (a watcher:
// both players'); "Casual game: ratings unchanged" when unrated.
func (g words) ratingText(o club.Result) string {
	me, playing := g.playing()
	ps := g.players()
	line := ""
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		c := o.Change(s)
		if c == nil || (playing && s != me) {
			continue
		}
		d := math.Round(c.After) - math.Round(c.Before)
		who := ps[s].Name
		if playing {
			who = "Your rating"
		}
		if line != "" {
			line += " · "
		}
		line += fmt.Sprintf("%s %.0f → %.0f (%+.0f)", who, c.Before, c.After, d)
	}
	if line == "" {
		return "Casual game: ratings unchanged"
	}
	return line
}

// drawOver draws the game-over panel: the result, why, the rating
// change, and Rematch (players) and Back.
func (g view) drawOver(dst *ebiten.Image) {
	if !(input{g.Game}).overShown() {
		return
	}
	l, o := &g.lay, g.outcome()
	winner := engine.South
	if o.Result == "north" {
		winner = engine.North
	}
	g.tab.DrawPanel(dst, l.Over, l.Title, winner, words{g.Game}.resultText(o))
	for i, s := range [2]string{(words{g.Game}).reasonText(o), (words{g.Game}).ratingText(o)} {
		g.tab.DrawLine(dst, l.Lines[i], s, kit.Regular)
	}
	if s := (words{g.Game}).offerText(); s != "" {
		g.tab.DrawLine(dst, l.Offer, s, kit.Bold)
	}
	set := input{g.Game}.shown()
	for _, b := range [4]clublayout.ClubButton{clublayout.ClubRematch, clublayout.ClubAnalyse, clublayout.ClubLeave, clublayout.ClubDeclineRematch} {
		if set.Has(b) {
			g.drawButton(dst, l.Buttons[b], words{g.Game}.label(b), b == clublayout.ClubRematch && g.offers().Theirs == "rematch")
		}
	}
}

// offerText says where the rematch stands, on the panel's offer line:
// the opponent asks for one, the player has asked, or was declined.
func (g words) offerText() string {
	me, playing := g.playing()
	if !playing {
		return ""
	}
	them := g.players()[me.Other()].Name
	switch o := g.offers(); {
	case o.Theirs == "rematch":
		return them + " asks for a rematch"
	case o.Mine == "rematch":
		return "Rematch asked: waiting for " + them
	case o.Declined == "rematch":
		return them + " declined the rematch"
	}
	return ""
}
