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

// updateReview hands the input to the review in place of the board's,
// and shows the moves it asks for; once it is done, the final board and
// the game-over panel come back.
func (b reviewer) updateReview(ctx *core.Context) {
	n, done := b.rev.Update(&ctx.In, b.canvas())
	if n >= 0 {
		b.showMoves(n)
	}
	if done {
		b.rev, b.overHidden = nil, false
	}
}

// showMoves shows on the board the position after the first n moves.
func (b reviewer) showMoves(n int) {
	b.tab.Stage.ShowGame(b.game.Rules(), b.game.Start(), b.game.Moves()[:n])
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
