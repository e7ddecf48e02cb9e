package review

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
)

// Draw draws the summary panel on c.
func (r *Review) Draw(dst *ebiten.Image, c Canvas) {
	if r.width >= 0 {
		r.drawSummary(dst, c)
	}
}

// drawSummary draws the summary panel: the title, the figures and the
// move list, and the Export (or Copy), Replay and Close buttons.
func (r *Review) drawSummary(dst *ebiten.Image, c Canvas) {
	p, th, t := c.Paint, c.Theme, c.Text
	l := &r.lay
	ground := th.Pill
	ground.A = 255
	p.Fill(dst, l.Panel, 18, ground)
	p.Stroke(dst, l.Panel, 18, 2, th.Accent[r.winner])
	x, y := l.Title.Center()
	t.Draw(dst, r.title, x, y, kit.FitSize(t, r.title, 24, l.Title.W, kit.Bold), c.Scale, kit.Bold, th.Accent[r.winner])
	for i, line := range r.lines {
		y := l.Lines.Y + (float64(i)+0.5)*layout.ReviewLineH
		t.DrawAligned(dst, line, l.Lines.X, y, summarySize, c.Scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
	movestrip.Draw(dst, r.chips, movestrip.Look{Text: t, Paint: p, Lit: -1, OnLit: th.DarkInk, Muted: th.Muted, Scale: c.Scale,
		Colour: func(ply int) color.Color { return th.Accent[r.game.PositionAt(ply-1).ToMove] }})
	for i, br := range [3]layout.Rect{l.Copy, l.Replay, l.Close} {
		label := r.app.T([3]i18n.Key{exportLabel, "review.replay", "review.close"}[i])
		p.Fill(dst, br, 12, th.Button)
		p.Stroke(dst, br, 12, 1.5, th.ButtonEdge)
		x, y := br.Center()
		t.Draw(dst, label, x, y, kit.FitSize(t, label, 18, br.W-12, kit.Bold), c.Scale, kit.Bold, th.Ink)
	}
}

// Debug names the summary's buttons: "review-copy", "review-replay",
// "review-close".
func (r *Review) Debug(d *core.DebugState) {
	d.Add("review-copy", r.lay.Copy)
	d.Add("review-replay", r.lay.Replay)
	d.Add("review-close", r.lay.Close)
}
