package play

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// reviewGlyphs are the labels of the replay's controls.
var reviewGlyphs = [layout.NumReviewControls]string{"«", "‹", "›", "»", "Moves", "Done"}

// drawReview draws the review: its controls and status over the bar, and
// the summary panel when it is up.
func (b reviewer) drawReview(dst *ebiten.Image) {
	r := b.rev
	if r == nil || r.width < 0 {
		return
	}
	p, th := b.painter(), b.theme()
	n := len(b.game.Moves())
	for i, c := range r.lay.Controls {
		ctl := layout.ReviewControl(i)
		a := 1.0
		if r.panel || (ctl <= layout.RevBack && r.at == 0) || (ctl == layout.RevForward || ctl == layout.RevLast) && r.at == n {
			a = 0.4
		}
		p.Fill(dst, c, 10, theme.Fade(th.Button, a))
		p.Stroke(dst, c, 10, 1, theme.Fade(th.ButtonEdge, a))
		x, y := c.Center()
		label := reviewGlyphs[i]
		b.text.Draw(dst, label, x, y, kit.FitSize(b.text, label, 16, c.W-8, kit.Bold), b.scale, kit.Bold, theme.Fade(th.Ink, a))
	}
	s, st := b.reviewStatus(r.at), r.lay.Status
	x, y := st.Center()
	b.text.Draw(dst, s, x, y, kit.FitSize(b.text, s, 19, st.W-16, kit.Bold), b.scale, kit.Bold, th.Ink)
	if r.panel {
		b.drawSummary(dst)
	}
}

// drawSummary draws the summary panel: the title, the figures and the
// move list, and the Export (or Copy), Replay and Close buttons.
func (b reviewer) drawSummary(dst *ebiten.Image) {
	r, p, th := b.rev, b.painter(), b.theme()
	l := &r.lay
	ground := th.Pill
	ground.A = 255
	p.Fill(dst, l.Panel, 18, ground)
	p.Stroke(dst, l.Panel, 18, 2, th.Accent[overPanel{b.Board}.winnerSide()])
	x, y := l.Title.Center()
	b.text.Draw(dst, "Review · "+view{b.Board}.result(), x, y, kit.FitSize(b.text, "Review · "+view{b.Board}.result(), 24, l.Title.W, kit.Bold), b.scale, kit.Bold, th.Accent[overPanel{b.Board}.winnerSide()])
	for i, line := range r.lines {
		y := l.Lines.Y + (float64(i)+0.5)*layout.ReviewLineH
		b.text.DrawAligned(dst, line, l.Lines.X, y, panelSize, b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
	for i, br := range [3]layout.Rect{l.Copy, l.Replay, l.Close} {
		label := [3]string{exportLabel, "Replay", "Close"}[i]
		p.Fill(dst, br, 12, th.Button)
		p.Stroke(dst, br, 12, 1.5, th.ButtonEdge)
		x, y := br.Center()
		b.text.Draw(dst, label, x, y, kit.FitSize(b.text, label, 18, br.W-12, kit.Bold), b.scale, kit.Bold, th.Ink)
	}
}

// debugReview names the review's buttons: the summary's ("review-copy",
// "review-replay", "review-close") while it is up, else the controls.
func (b reviewer) debugReview(d *core.DebugState) {
	r := b.rev
	if r == nil {
		return
	}
	if r.panel {
		d.Add("review-copy", r.lay.Copy)
		d.Add("review-replay", r.lay.Replay)
		d.Add("review-close", r.lay.Close)
		return
	}
	for i, c := range r.lay.Controls {
		d.Add(layout.ReviewControl(i).String(), c)
	}
}
