package play

import (
	"mancala/scenes/theme"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/challenges"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Text sizes of a challenge on the board, px.
const (
	hintSize  = 15
	panelSize = 16
	hintMax   = 4 // lines of hint at most
)

// panelLabels are the result panel's button labels.
var panelLabels = [layout.NumPanelButtons]string{"Retry", "Show solution", "Next", kit.BackLabel, "Analyse"}

// layout wraps the hint and the panel's text for the canvas and
// lays the challenge's parts out.
func (r *Referee) layout() {
	t := r.b.text
	r.width = r.b.w
	r.hint = nil
	probe := layout.ComputeChallengePlay(&r.b.lay, 1, 1, r.panelButtons())
	if r.hintOn {
		r.hint = kit.FitWords(t, "Hint: "+r.C.Hint, hintSize, kit.Regular, probe.Hint.W-2*layout.HintPad, hintMax)
	}
	r.panel = nil
	if r.Result.Status != challenges.Playing {
		r.panel = kit.FitWords(t, r.panelText(), panelSize, kit.Regular, probe.Lines.W, layout.PanelMaxLines(&r.b.lay))
	}
	r.Play = layout.ComputeChallengePlay(&r.b.lay, len(r.hint), len(r.panel), r.panelButtons())
}

// retryWords are the result panel's words after a first miss, in place
// of the answer.
const retryWords = "Try again from the same position, or ask for the solution."

// panelText is the result panel's words: what the attempt reached, then
// the best answer and the explanation when the panel gives the answer
// (see showsAnswer), else an invitation to retry; one paragraph each.
func (r *Referee) panelText() string {
	if !r.showsAnswer() {
		return kit.VerdictWords(r.C.Goal, r.Result) + paragraph + retryWords
	}
	best := "Best answer: working it out…"
	switch {
	case r.solErr != nil:
		best = "The best answer could not be worked out: " + r.solErr.Error()
	case r.known:
		best = "Best answer: " + kit.LineWords(r.C, r.solution) + "."
	}
	s := kit.VerdictWords(r.C.Goal, r.Result) + paragraph + best
	if r.C.Explanation != "" {
		s += paragraph + r.C.Explanation
	}
	return s
}

// paragraph separates paragraphs for kit.WrapWords.
const paragraph = " " + kit.ParagraphMark + " "

// draw draws the challenge's parts over the board (called at the
// end of Draw): the goal over the status line, the hint, and once the
// attempt is decided the result panel.
func (r *Referee) draw(dst *ebiten.Image) {
	if r.b.cfg.Challenge == nil || r == nil || r.width < 0 {
		return
	}
	if r.decided() {
		r.drawPanel(dst)
	} else {
		r.drawHintText(dst)
	}
	r.drawGoal(dst)
}

// drawGoal draws the goal in words over the status line: with the
// challenge's title when there is room, at the largest size that fits.
func (r *Referee) drawGoal(dst *ebiten.Image) {
	th := r.b.theme()
	rect, g := r.Play.Goal, r.C.Goal.Describe()
	r.b.tab.Painter().Fill(dst, rect, math.Min(rect.H/2, 14), th.PanelDeep)
	s := r.C.Title + " · " + g
	size := math.Min(19, rect.H*0.62)
	for r.b.text.Width(s, size, kit.Bold) > rect.W-24 && size > 13 {
		size--
	}
	if r.b.text.Width(s, size, kit.Bold) > rect.W-24 {
		s = kit.ClipWords(r.b.text, g, size, kit.Bold, rect.W-24)
	}
	x, y := rect.Center()
	r.b.text.Draw(dst, s, x, y, size, r.b.scale, kit.Bold, th.Accent[r.C.Mover()])
}

// drawHintText draws the hint's lines on a dark card under the goal.
func (r *Referee) drawHintText(dst *ebiten.Image) {
	th := r.b.theme()
	if len(r.hint) == 0 {
		return
	}
	card := r.Play.Hint
	p := r.b.tab.Painter()
	p.Fill(dst, card, 12, th.PanelDeep)
	p.Stroke(dst, card, 12, 1.5, theme.Fade(th.Hint, 0.8))
	for i, l := range r.hint {
		y := card.Y + layout.HintPad + (float64(i)+0.5)*layout.HintLineH
		r.b.text.DrawAligned(dst, l, card.X+layout.HintPad, y, hintSize, r.b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
}

// drawPanel veils the board and draws the result panel: the verdict, the
// best answer, the explanation and the four buttons.
func (r *Referee) drawPanel(dst *ebiten.Image) {
	th := r.b.theme()
	p := r.b.tab.Painter()
	top := r.b.lay.Bar.Y + r.b.lay.Bar.H
	p.Fill(dst, layout.Rect{X: 0, Y: top, W: r.b.w, H: r.b.h - top}, 0, th.Veil)
	pl := r.Play
	met := r.Result.Status == challenges.Met
	title, col := "Not this time", th.Failed
	if met {
		title, col = "Solved!", th.Solved
	}
	p.Fill(dst, pl.Panel, 18, th.Panel)
	p.Stroke(dst, pl.Panel, 18, 2, col)
	x, y := pl.Title.Center()
	r.b.text.Draw(dst, title, x, y, 28, r.b.scale, kit.Bold, col)
	for i, l := range r.panel {
		y := pl.Lines.Y + (float64(i)+0.5)*layout.PanelLineH
		r.b.text.DrawAligned(dst, l, pl.Lines.X, y, panelSize, r.b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
	primary := layout.PanelRetry
	if met {
		primary = layout.PanelNext
	}
	size := r.panelLabelSize()
	for i, br := range pl.Buttons {
		if br.W > 0 {
			r.drawPanelButton(dst, br, panelLabels[i], size, layout.PanelButton(i) == primary)
		}
	}
}

// panelLabelSize returns the one size of the result panel's button
// labels: 18 px, or less (down to 13) until every shown label fits its
// button, so that no button's label is smaller than its neighbours'.
func (r *Referee) panelLabelSize() float64 {
	size := 18.0
	for i, br := range r.Play.Buttons {
		for br.W > 0 && size > 13 && r.b.text.Width(panelLabels[i], size, kit.Bold) > br.W-20 {
			size--
		}
	}
	return size
}

// drawPanelButton draws a panel button with its label at size px; the
// primary one is lit.
func (r *Referee) drawPanelButton(dst *ebiten.Image, btn layout.Rect, label string, size float64, primary bool) {
	th := r.b.theme()
	p := r.b.tab.Painter()
	fg, bg := th.Ink, th.Button
	if primary {
		fg, bg = th.DarkInk, th.Accent[0]
	}
	p.Fill(dst, btn, 12, bg)
	p.Stroke(dst, btn, 12, 1, th.ButtonEdge)
	x, y := btn.Center()
	r.b.text.Draw(dst, label, x, y, size, r.b.scale, kit.Bold, fg)
}

// debug adds the result panel's buttons shown, by name
// ("retry", "solution", "next", "back"), while the panel is up; the
// board's Debug calls it.
func (r *Referee) debug(d *core.DebugState) {
	if r.b.cfg.Challenge == nil || !r.decided() {
		return
	}
	for i, r := range r.Play.Buttons {
		if r.W > 0 {
			d.Add(layout.PanelButton(i).String(), r)
		}
	}
}
