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

// status is the line saying whose turn it is, how the game ended, or
// that the connection is being made again.
func (g *Game) status() string {
	v := kit.VariantTitle(g.model.Board.Variant)
	if st := g.connection(); st != club.Online {
		return v + " · " + g.connectionText(st)
	}
	o := g.outcome()
	switch {
	case g.watch >= 0:
		return fmt.Sprintf("%s · Move %d of %d", v, g.watch, g.plies())
	case o.Over && !g.stage.Busy():
		return v + " · " + g.resultText(o)
	case g.stage.Busy():
		return v + " · " + g.sideName(g.stage.Shown().ToMove) + " sowing…"
	}
	s := v + " · " + g.sideName(g.m.Position().ToMove) + " to move"
	if by := g.clocks().FirstMoveBy; !by.IsZero() {
		s += fmt.Sprintf(" · first move within %d s", max(0, int(math.Ceil(by.Sub(g.now()).Seconds()))))
	}
	return s
}

// connectionText says what the session's connection is doing when it
// is not online.
func (g *Game) connectionText(st club.Status) string {
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
func (g *Game) sideName(s engine.Side) string {
	if me, ok := g.playing(); ok && me == s {
		return "You"
	}
	return g.players()[s].Name
}

// resultText says how the game ended: to a player "You won" or "You
// lost", to a watcher "ann won"; "Draw", "Aborted".
func (g *Game) resultText(o club.Result) string {
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

// reasonText says why the game ended.
func reasonText(reason string) string {
	switch reason {
	case proto.ReasonFlag:
		return "on time"
	case proto.ReasonResign:
		return "by resignation"
	case proto.ReasonAgreement:
		return "by agreement"
	case proto.ReasonAbort:
		return "before both had moved: no result"
	case proto.ReasonClaim:
		return "claimed: the opponent had left"
	}
	return "by the rules: the game is over"
}

// ratingText says how the game changed the player's rating (a watcher:
// both players'); "Casual game: ratings unchanged" when unrated.
func (g *Game) ratingText(o club.Result) string {
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
func (g *Game) drawOver(dst *ebiten.Image) {
	if !g.overShown() {
		return
	}
	p, th, l := g.painter(), g.theme(), &g.lay
	o := g.outcome()
	col := th.Accent[0]
	if o.Result == "north" {
		col = th.Accent[1]
	}
	p.Fill(dst, l.Over, 18, th.Pill)
	p.Stroke(dst, l.Over, 18, 2, col)
	x, y := l.Title.Center()
	g.text.Draw(dst, g.resultText(o), x, y, 28, g.scale, kit.Bold, col)
	for i, s := range [2]string{reasonText(o.Reason), g.ratingText(o)} {
		x, y = l.Lines[i].Center()
		g.text.Draw(dst, s, x, y, kit.FitSize(g.text, s, 17, l.Lines[i].W, kit.Regular), g.scale, kit.Regular, th.Ink)
	}
	set := g.shown()
	for _, b := range [2]clublayout.ClubButton{clublayout.ClubRematch, clublayout.ClubLeave} {
		if set.Has(b) {
			g.drawButton(dst, l.Buttons[b], g.label(b), b == clublayout.ClubRematch && g.offers().Theirs == "rematch")
		}
	}
}
