package scenes

import (
	"fmt"
	"time"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// review is the state of a finished game's review: the summary panel
// (figures, the move list, Copy or Export) and the replay, which shows the
// position after the first at moves on the board.
type review struct {
	at      int  // moves shown
	panel   bool // the summary panel is up
	figures gameFigures
	lines   []string // the summary wrapped for the canvas
	width   float64  // the canvas width lines were wrapped for; -1: stale
	said    string   // what the last Copy or Export did
	lay     layout.Review
}

// reviewKey is what the review shows, for the board's frame key.
type reviewKey struct {
	on, panel bool
	at        int
	said      string
}

// key returns the review's frame key; the zero key when r is nil.
func (r *review) key() reviewKey {
	if r == nil {
		return reviewKey{}
	}
	return reviewKey{on: true, panel: r.panel, at: r.at, said: r.said}
}

// startReview opens the review of the finished game on its summary, the
// board showing the final position with no pit marked.
func (b *Board) startReview() {
	b.sel = selection{cursor: engine.Hand, chosen: engine.Hand, landing: engine.Hand, hint: engine.Hand}
	b.rev = &review{at: len(b.game.Moves()), panel: true, width: -1, figures: figuresOf(b.game)}
	b.layoutReview()
}

// layoutReview wraps the summary for the canvas and lays the review out.
func (b *Board) layoutReview() {
	r := b.rev
	r.width = b.w
	text := b.summaryText(&r.figures, r.said)
	r.lines = fitWords(b.text, text, panelSize, kit.Regular, layout.ReviewTextWidth(&b.lay), layout.ReviewMaxLines(&b.lay))
	r.lay = layout.ComputeReview(&b.lay, len(r.lines))
}

// updateReview handles the review's input in place of the board's: the
// summary's buttons, or the replay's controls and keys (Left, Right,
// Home, End; Esc ends the review).
func (b *Board) updateReview(ctx *Context) {
	r, in := b.rev, &ctx.In
	if r.width != b.w {
		b.layoutReview()
	}
	if in.Pressed(ActBack) {
		b.endReview()
		return
	}
	if r.panel {
		b.updateSummary(in)
		return
	}
	if in.Tap {
		if c, ok := r.lay.ControlAt(in.X, in.Y); ok {
			b.reviewControl(c)
		}
		return
	}
	for a, c := range map[Action]layout.ReviewControl{ActLeft: layout.RevBack, ActRight: layout.RevForward,
		ActHome: layout.RevFirst, ActEnd: layout.RevLast} {
		if in.Pressed(a) {
			b.reviewControl(c)
		}
	}
}

// updateSummary handles the summary panel's buttons.
func (b *Board) updateSummary(in *Intents) {
	r := b.rev
	switch {
	case !in.Tap:
	case r.lay.Copy.Contains(in.X, in.Y):
		b.exportReview()
	case r.lay.Replay.Contains(in.X, in.Y):
		r.panel = false
		b.app.Sound.Play(SoundTap)
	case r.lay.Close.Contains(in.X, in.Y):
		b.endReview()
	}
}

// reviewControl does what a replay control is for.
func (b *Board) reviewControl(c layout.ReviewControl) {
	r, n := b.rev, len(b.game.Moves())
	to := r.at
	switch c {
	case layout.RevFirst:
		to = 0
	case layout.RevBack:
		to = max(0, r.at-1)
	case layout.RevForward:
		to = min(n, r.at+1)
	case layout.RevLast:
		to = n
	case layout.RevMoves:
		r.panel = true
	case layout.RevDone:
		b.endReview()
		return
	}
	b.app.Sound.Play(SoundTap)
	b.showMoves(to)
}

// showMoves shows on the board the position after the first n moves.
func (b *Board) showMoves(n int) {
	b.rev.at = n
	b.stage.ShowGame(b.game.Rules(), b.game.Start(), b.game.Moves()[:n])
}

// endReview closes the review and shows the final board and the
// game-over panel again.
func (b *Board) endReview() {
	b.showMoves(len(b.game.Moves()))
	b.rev, b.overHidden = nil, false
	b.app.Sound.Play(SoundTap)
}

// exportReview copies the moves to the clipboard (in the browser) or
// writes them to a file in the data folder (on the desktop), and says
// which.
func (b *Board) exportReview() {
	name := fmt.Sprintf("game-%s-%s.txt", b.game.Rules().Board().Variant, time.Now().Format("20060102-150405"))
	said, err := exportGame(b.app, name, exportText(b.game))
	if err != nil {
		logDetail(err)
	}
	b.rev.said = said
	b.app.Sound.Play(SoundTap)
	b.layoutReview()
}
