package play

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"
	"mancala/i18n"
	"mancala/puzzles"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// refusalTime is how long a refused tap shows: the tapped place flashes
// and the status line says why.
const refusalTime = 1600 * time.Millisecond

// Why a tap is refused, in the player's words.
const (
	whyEmpty    i18n.Key = "board.whyEmpty"
	whyComputer i18n.Key = "board.whyComputer"
	whyThinking i18n.Key = "board.whyThinking"
	whyStore    i18n.Key = "board.whyStore"
	whyFeed     i18n.Key = "board.whyFeed"
	whyRule     i18n.Key = "board.whyRule"
)

// whyOthers say that a pit is the other side's, by the owner's role.
var whyOthers = [...]i18n.Key{"board.whyYours", "board.whyComputer", "board.whyBottoms", "board.whyTops"}

// refusal is a tap the board could not obey, shown for refusalTime.
type refusal struct {
	_     [0]func()     // not comparable: no equality code in the page
	place engine.Place  // the place tapped, or engine.Hand when nothing is refused
	why   string        // why, for the status line
	left  time.Duration // game time it still shows
}

// active reports whether the refusal still shows.
func (r *refusal) active() bool { return r.left > 0 }

// fade counts dt of game time off the refusal; it ends when none is left.
func (r *refusal) fade(dt time.Duration) {
	if r.left <= 0 {
		return
	}
	if r.left -= dt; r.left <= 0 {
		*r = refusal{place: engine.Hand}
	}
}

// refuse shows that the tap on pl cannot be obeyed: the place flashes, a
// soft sound plays and the status line says why.
func (b input) refuse(pl engine.Place, why string) {
	b.refusal = refusal{place: pl, why: why, left: refusalTime}
	b.app.Sound.Play(kit.SoundRefuse)
}

// refuseWhileWaiting refuses a tap on the board while the computer is to
// move and the attempt, in a challenge, is not decided.
func (b input) refuseWhileWaiting(in *kit.Intents) {
	th := b.cfg.Computer[b.game.Position().ToMove]
	if !in.Tap || th == nil || b.Over() || (b.ref != nil && b.ref.Result.Status != challenges.Playing) ||
		(b.puz != nil && b.puz.Status != puzzles.Playing) {
		return
	}
	if pl, ok := b.lay.PlaceAt(in.X, in.Y); ok {
		b.refuse(pl, b.app.T(whyThinking))
	}
}

// whyNot says why the mover cannot sow from pl.
func (b input) whyNot(pl engine.Place) string {
	p, bd := b.game.Position(), b.model.Board
	owner := layout.Owner(bd, pl)
	switch {
	case pl.IsStore():
		return b.app.T(whyStore)
	case owner != p.ToMove && b.cfg.Computer[owner] != nil:
		return b.app.T(whyComputer)
	case owner != p.ToMove:
		v := view{b.Board}
		return b.app.T(whyOthers[v.role(owner)], i18n.S("side", v.sideName(p.ToMove)))
	case p.Seeds(pl) == 0:
		return b.app.T(whyEmpty)
	case bd.Variant == engine.OwareGame && sideSeeds(bd, p, p.ToMove.Other()) == 0:
		return b.app.T(whyFeed)
	}
	return b.app.T(whyRule)
}

// sideSeeds returns the seeds in the pits of side s.
func sideSeeds(bd engine.Board, p engine.Position, s engine.Side) int {
	n := 0
	for pl := engine.Place(0); int(pl) < bd.Rows*bd.Pits; pl++ {
		if layout.Owner(bd, pl) == s {
			n += p.Seeds(pl)
		}
	}
	return n
}

// drawRefusal flashes the refused place: a red ring that blinks three
// times and fades.
func (b view) drawRefusal(dst *ebiten.Image, p *kit.Painter, s *layout.Spot) {
	th := b.theme()
	r := &b.refusal
	if !r.active() || s.Place != r.place {
		return
	}
	since := (refusalTime - r.left).Seconds()
	a := r.left.Seconds() / refusalTime.Seconds() * (0.55 + 0.45*math.Cos(since*2*math.Pi*2.5))
	h := s.Hollow
	p.Fill(dst, h.Ring(0), h.R, theme.Fade(th.Refused, 0.22*a))
	p.Stroke(dst, h.Ring(3), h.R+3, 4, theme.Fade(th.Refused, a))
}
