package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/review"
)

// startReview opens the review of the finished game on its summary, the
// board showing the final position with no pit marked.
func (b reviewer) startReview() {
	b.sel = selection{cursor: engine.Hand, chosen: engine.Hand, landing: engine.Hand, hint: engine.Hand}
	v := view{b.Board}
	names := [2]string{v.sideName(engine.South), v.sideName(engine.North)}
	b.rev = review.New(b.app, b.game, names, v.result(), overPanel{b.Board}.winnerSide(), b.canvas())
}

// updateReview hands the input to the review in place of the board's:
// its Replay and its moves open the analysis board (the replay) on the
// position asked for; once it is done, the game-over panel comes back.
func (b reviewer) updateReview(ctx *core.Context) {
	open, done := b.rev.Update(&ctx.In, b.canvas())
	if open >= 0 {
		a := overPanel{b.Board}.analysis()
		a.At = open
		ctx.Switch.GoTo(b.app.Routes.Analysis(b.app, a))
	}
	if done {
		b.rev, b.overHidden = nil, false
	}
}

// canvas is what the review lays itself out and draws with.
func (b reviewer) canvas() review.Canvas {
	return review.Canvas{Lay: &b.lay, W: b.w, Text: b.text, Paint: b.tab.Painter(), Theme: b.theme(), Scale: b.scale}
}

// drawReview draws the review, when there is one.
func (b reviewer) drawReview(dst *ebiten.Image) {
	if b.rev != nil {
		b.rev.Draw(dst, b.canvas())
	}
}

// debugReview names the review's buttons, when there is one.
func (b reviewer) debugReview(d *core.DebugState) {
	if b.rev != nil {
		b.rev.Debug(d)
	}
}
