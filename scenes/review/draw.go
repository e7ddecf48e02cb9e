package review

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
	"mancala/scenes/theme"
)

// reviewGlyphs are the labels of the replay's controls.
var reviewGlyphs = [layout.NumReviewControls]string{"«", "‹", "›", "»", "Moves", "Done"}

// Draw draws the review on c: its controls and status over the bar, and
// the summary panel when it is up.
func (r *Review) Draw(dst *ebiten.Image, c Canvas) {
	if r.width < 0 {
		return
	}
	p, th, t := c.Paint, c.Theme, c.Text
	n := len(r.game.Moves())
	for i, ctl := range r.lay.Controls {
		rc := layout.ReviewControl(i)
		a := 1.0
		if r.panel || (rc <= layout.RevBack && r.at == 0) || (rc == layout.RevForward || rc == layout.RevLast) && r.at == n {
			a = 0.4
		}
		p.Fill(dst, ctl, 10, theme.Fade(th.Button, a))
		p.Stroke(dst, ctl, 10, 1, theme.Fade(th.ButtonEdge, a))
		x, y := ctl.Center()
		label := reviewGlyphs[i]
		t.Draw(dst, label, x, y, kit.FitSize(t, label, 16, ctl.W-8, kit.Bold), c.Scale, kit.Bold, theme.Fade(th.Ink, a))
	}
	s, st := r.Status(r.at), r.lay.Status
	x, y := st.Center()
	t.Draw(dst, s, x, y, kit.FitSize(t, s, 19, st.W-16, kit.Bold), c.Scale, kit.Bold, th.Ink)
	if r.panel {
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
	movestrip.Draw(dst, r.chips, movestrip.Look{Text: t, Paint: p, Lit: r.at, OnLit: th.DarkInk, Muted: th.Muted, Scale: c.Scale,
		Colour: func(ply int) color.Color { return th.Accent[r.game.PositionAt(ply-1).ToMove] }})
	for i, br := range [3]layout.Rect{l.Copy, l.Replay, l.Close} {
		label := [3]string{exportLabel, "Replay", "Close"}[i]
		p.Fill(dst, br, 12, th.Button)
		p.Stroke(dst, br, 12, 1.5, th.ButtonEdge)
		x, y := br.Center()
		t.Draw(dst, label, x, y, kit.FitSize(t, label, 18, br.W-12, kit.Bold), c.Scale, kit.Bold, th.Ink)
	}
}

// Debug names the review's buttons: the summary's ("review-copy",
// "review-replay", "review-close") while it is up, else the controls.
func (r *Review) Debug(d *core.DebugState) {
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
