package clubgame

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
)

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
			return g.app.T("clubGame.youWon")
		} else if ok {
			return g.app.T("clubGame.youLost")
		}
		return g.app.T("clubGame.won", i18n.S("name", g.players()[s].Name))
	case "draw":
		return g.app.T("clubGame.draw")
	}
	return g.app.T("clubGame.aborted")
}

// reasonText says why the game ended, and by whom when a player did:
// "ann resigned", "You aborted before both had moved: no result".
func (g words) reasonText(o club.Result) string {
	switch {
	case o.Reason == proto.ReasonResign && o.ByOK:
		return g.bySide(o.By, [2]i18n.Key{"clubGame.youResigned", "clubGame.resigned"})
	case o.Reason == proto.ReasonAbort && o.ByOK:
		return g.bySide(o.By, [2]i18n.Key{"clubGame.youAborted", "clubGame.abortedBy"})
	case o.Reason == proto.ReasonFlag && o.ByOK:
		return g.bySide(o.By, [2]i18n.Key{"clubGame.yourClockRanOut", "clubGame.clockRanOut"})
	}
	return g.app.T(reasonWords(o.Reason))
}

// reasonWords is why a game ended when nobody is named for it.
func reasonWords(reason string) i18n.Key {
	switch reason {
	case proto.ReasonAbort:
		return "clubGame.noFirstMove"
	case proto.ReasonFlag:
		return "clubGame.onTime"
	case proto.ReasonResign:
		return "clubGame.byResignation"
	case proto.ReasonAgreement:
		return "clubGame.byAgreement"
	case proto.ReasonClaim:
		return "clubGame.claimed"
	}
	return "clubGame.byTheRules" // proto.ReasonRules, or none said
}

// ratingText says how the game changed the player's rating (a watcher:
// both players'); "Casual game: ratings unchanged" when unrated. Ratings
// are written in digits, as a clock is: a rating is a mark, not a
// quantity, and is never grouped ("1512", not "1,512").
func (g words) ratingText(o club.Result) string {
	me, playing := g.playing()
	var parts []string
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		c := o.Change(s)
		if c == nil || (playing && s != me) {
			continue
		}
		d := math.Round(c.After) - math.Round(c.Before)
		args := []i18n.Arg{i18n.S("before", ratingDigits(c.Before)), i18n.S("after", ratingDigits(c.After)),
			i18n.S("change", fmt.Sprintf("%+.0f", d)), i18n.S("name", g.players()[s].Name)}
		if playing {
			parts = append(parts, g.app.T("clubGame.yourRating", args...))
		} else {
			parts = append(parts, g.app.T("clubGame.theirRating", args...))
		}
	}
	if len(parts) == 0 {
		return g.app.T("clubGame.casual")
	}
	return strings.Join(parts, " · ")
}

// ratingDigits writes a rating rounded to a whole number, in digits.
func ratingDigits(r float64) string { return strconv.Itoa(int(math.Round(r))) }

// offerText says where the rematch stands, on the panel's offer line:
// the opponent asks for one, the player has asked, or was declined.
func (g words) offerText() string {
	me, playing := g.playing()
	if !playing {
		return ""
	}
	them := i18n.S("name", g.players()[me.Other()].Name)
	switch o := g.offers(); {
	case o.Theirs == "rematch":
		return g.app.T("clubGame.theyAskRematch", them)
	case o.Mine == "rematch":
		return g.app.T("clubGame.rematchAskedWaiting", them)
	case o.Declined == "rematch":
		return g.app.T("clubGame.rematchDeclined", them)
	}
	return ""
}
