package play

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// soloView is what a solo mode draws over the board, a challenge's
// referee and a puzzle's trainer alike: the goal over the status line,
// the hint's card under it, and the result panel once the attempt is
// decided, with its buttons.
type soloView struct {
	b     *Board
	Play  layout.ChallengePlay
	hint  []string             // the hint's lines, for the current width
	panel []string             // the result panel's lines
	sizes [2]float64           // the hint's and the panel's type, px
	shown []layout.PanelButton // the panel's buttons
	width float64              // the canvas width the lines were wrapped for; -1: stale
}

// wrap wraps the hint (none when "") and the panel's text (none when "")
// for the canvas and lays the parts out, the panel with the buttons shown.
func (v *soloView) wrap(hint, panel string, shown []layout.PanelButton) {
	t := v.b.text
	v.width, v.shown = v.b.w, shown
	v.hint, v.panel = nil, nil
	probe := layout.ComputeChallengePlay(&v.b.lay, 1, 1, shown)
	if hint != "" {
		v.hint, v.sizes[0] = fitLines(t, hint, hintSize, probe.Hint.W-2*layout.HintPad, hintMax)
	}
	if panel != "" {
		v.panel, v.sizes[1] = fitLines(t, panel, panelSize, probe.Lines.W, layout.PanelMaxLines(&v.b.lay))
	}
	v.Play = layout.ComputeChallengePlay(&v.b.lay, len(v.hint), len(v.panel), shown)
}

// fitLines wraps s (kit.WrapWords) in lines w px wide at size px, or
// smaller down to 80% of it where it takes more than n lines; where it
// still does, the last line ends in an ellipsis. Text.Cramped hears of
// any shrinking.
func fitLines(t *kit.Text, s string, size, w float64, n int) ([]string, float64) {
	fitted := size
	lines := kit.WrapWords(t, s, fitted, kit.Regular, w)
	for len(lines) > n && fitted > 0.8*size {
		fitted--
		lines = kit.WrapWords(t, s, fitted, kit.Regular, w)
	}
	over := len(lines) > n
	if over {
		lines = kit.FitWords(t, s, fitted, kit.Regular, w, n)
	}
	if t.Cramped != nil && (fitted < size || over) {
		t.Cramped(s, size, fitted, over)
	}
	return lines, fitted
}

// drawGoal draws the goal in words over the status line, in side's
// colour: after the title on one line when both fit there at 80% of the
// line's size or more, else the goal alone, on two lines where one would
// shrink it more (kit.FitBox).
func (v *soloView) drawGoal(dst *ebiten.Image, title, goal string, side engine.Side) {
	th, t := v.b.theme(), v.b.text
	rect := v.Play.Goal
	v.b.tab.Painter().Fill(dst, rect, math.Min(rect.H/2, 14), th.PanelDeep)
	s, w := title+" · "+goal, rect.W-24
	size := math.Floor(math.Min(19, rect.H*0.62))
	x, y := rect.Center()
	if t.Width(s, math.Ceil(0.8*size), kit.Bold) <= w {
		for t.Width(s, size, kit.Bold) > w {
			size--
		}
		t.Draw(dst, s, x, y, size, v.b.scale, kit.Bold, th.Accent[side])
		return
	}
	f := kit.FitBox(t, goal, size, w, rect.H, kit.Bold)
	t.DrawFitted(dst, f, x, y, v.b.scale, kit.Bold, th.Accent[side], etxt.Center)
}

// drawHintText draws the hint's lines on a dark card under the goal.
func (v *soloView) drawHintText(dst *ebiten.Image) {
	th := v.b.theme()
	if len(v.hint) == 0 {
		return
	}
	card := v.Play.Hint
	p := v.b.tab.Painter()
	p.Fill(dst, card, 12, th.PanelDeep)
	p.Stroke(dst, card, 12, 1.5, theme.Fade(th.Hint, 0.8))
	for i, l := range v.hint {
		y := card.Y + layout.HintPad + (float64(i)+0.5)*layout.HintLineH
		v.b.text.DrawAligned(dst, l, card.X+layout.HintPad, y, v.sizes[0], v.b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
}

// drawPanel veils the board and draws the result panel: its title in
// col, its lines and its buttons, primary lit.
func (v *soloView) drawPanel(dst *ebiten.Image, title string, col color.RGBA, primary layout.PanelButton) {
	th := v.b.theme()
	p := v.b.tab.Painter()
	top := v.b.lay.Bar.Y + v.b.lay.Bar.H
	p.Fill(dst, layout.Rect{X: 0, Y: top, W: v.b.w, H: v.b.h - top}, 0, th.Veil)
	pl := v.Play
	p.Fill(dst, pl.Panel, 18, th.Panel)
	p.Stroke(dst, pl.Panel, 18, 2, col)
	x, y := pl.Title.Center()
	v.b.text.Draw(dst, title, x, y, kit.FitSize(v.b.text, title, 28, pl.Title.W, kit.Bold), v.b.scale, kit.Bold, col)
	for i, l := range v.panel {
		y := pl.Lines.Y + (float64(i)+0.5)*layout.PanelLineH
		v.b.text.DrawAligned(dst, l, pl.Lines.X, y, v.sizes[1], v.b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
	size := v.labelSize()
	for i, br := range pl.Buttons {
		if br.W > 0 {
			v.drawButton(dst, br, v.b.app.T(panelLabels[i]), size, layout.PanelButton(i) == primary)
		}
	}
}

// labelSize returns the one size of the result panel's button labels:
// 18 px, or less (down to 13) until every shown label fits its button,
// so that no button's label is smaller than its neighbours'.
func (v *soloView) labelSize() float64 {
	size := 18.0
	for i, br := range v.Play.Buttons {
		for br.W > 0 && size > 13 && v.b.text.Width(v.b.app.T(panelLabels[i]), size, kit.Bold) > br.W-20 {
			size--
		}
	}
	return size
}

// drawButton draws a panel button with its label at size px; the
// primary one is lit.
func (v *soloView) drawButton(dst *ebiten.Image, btn layout.Rect, label string, size float64, primary bool) {
	th := v.b.theme()
	p := v.b.tab.Painter()
	fg, bg := th.Ink, th.Button
	if primary {
		fg, bg = th.DarkInk, th.Accent[0]
	}
	p.Fill(dst, btn, 12, bg)
	p.Stroke(dst, btn, 12, 1, th.ButtonEdge)
	x, y := btn.Center()
	v.b.text.Draw(dst, label, x, y, size, v.b.scale, kit.Bold, fg)
}

// debugButtons adds the result panel's buttons shown, by name ("retry",
// "solution", "next", "back", "analyse").
func (v *soloView) debugButtons(d *core.DebugState) {
	for i, r := range v.Play.Buttons {
		if r.W > 0 {
			d.Add(layout.PanelButton(i).String(), r)
		}
	}
}

// choice returns the result panel's button the player chose: a tap on
// it, or Enter for primary.
func (v *soloView) choice(in *kit.Intents, primary layout.PanelButton) (layout.PanelButton, bool) {
	switch {
	case in.Tap:
		return v.Play.ButtonAt(in.X, in.Y)
	case in.Pressed(kit.ActEnter):
		return primary, true
	}
	return layout.NumPanelButtons, false
}
