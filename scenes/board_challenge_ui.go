package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/challenges"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Text sizes of a challenge on the board, px.
const (
	hintSize  = 15
	panelSize = 16
	hintMax   = 4 // lines of hint at most
)

// panelLabels are the result panel's button labels.
var panelLabels = [layout.NumPanelButtons]string{"Retry", "Show solution", "Next", "Back"}

// layoutChallenge wraps the hint and the panel's text for the canvas and
// lays the challenge's parts out.
func (b *Board) layoutChallenge() {
	r, t := b.chal, b.text
	r.width = b.w
	r.hint = nil
	probe := layout.ComputeChallengePlay(&b.lay, 1, 1, r.panelButtons())
	if r.hintOn {
		r.hint = fitWords(t, "Hint: "+r.c.Hint, hintSize, kit.Regular, probe.Hint.W-2*layout.HintPad, hintMax)
	}
	r.panel = nil
	if r.result.Status != challenges.Playing {
		r.panel = fitWords(t, b.panelText(), panelSize, kit.Regular, probe.Lines.W, layout.PanelMaxLines(&b.lay))
	}
	r.play = layout.ComputeChallengePlay(&b.lay, len(r.hint), len(r.panel), r.panelButtons())
}

// retryWords are the result panel's words after a first miss, in place
// of the answer.
const retryWords = "Try again from the same position, or ask for the solution."

// panelText is the result panel's words: what the attempt reached, then
// the best answer and the explanation when the panel gives the answer
// (see showsAnswer), else an invitation to retry; one paragraph each.
func (b *Board) panelText() string {
	r := b.chal
	if !r.showsAnswer() {
		return verdictWords(r.c.Goal, r.result) + paragraph + retryWords
	}
	best := "Best answer: working it out…"
	switch {
	case r.solErr != nil:
		best = "The best answer could not be worked out: " + r.solErr.Error()
	case r.known:
		best = "Best answer: " + lineWords(r.c, r.solution) + "."
	}
	s := verdictWords(r.c.Goal, r.result) + paragraph + best
	if r.c.Explanation != "" {
		s += paragraph + r.c.Explanation
	}
	return s
}

// paragraph separates paragraphs for wrapWords.
const paragraph = " " + paragraphMark + " "

// drawChallenge draws the challenge's parts over the board (called at the
// end of Draw): the goal over the status line, the hint, and once the
// attempt is decided the result panel.
func (b *Board) drawChallenge(dst *ebiten.Image) {
	if b.cfg.Challenge == nil || b.chal == nil || b.chal.width < 0 {
		return
	}
	if b.decided() {
		b.drawPanel(dst)
	} else {
		b.drawHintText(dst)
	}
	b.drawGoal(dst)
}

// drawGoal draws the goal in words over the status line: with the
// challenge's title when there is room, at the largest size that fits.
func (b *Board) drawGoal(dst *ebiten.Image) {
	r, g, th := b.chal.play.Goal, b.chal.c.Goal.Describe(), b.theme()
	b.painter().Fill(dst, r, math.Min(r.H/2, 14), th.PanelDeep)
	s := b.chal.c.Title + " · " + g
	size := math.Min(19, r.H*0.62)
	for b.text.Width(s, size, kit.Bold) > r.W-24 && size > 13 {
		size--
	}
	if b.text.Width(s, size, kit.Bold) > r.W-24 {
		s = clipWords(b.text, g, size, kit.Bold, r.W-24)
	}
	x, y := r.Center()
	b.text.Draw(dst, s, x, y, size, b.scale, kit.Bold, th.Accent[b.chal.c.Mover()])
}

// drawHintText draws the hint's lines on a dark card under the goal.
func (b *Board) drawHintText(dst *ebiten.Image) {
	if len(b.chal.hint) == 0 {
		return
	}
	r := b.chal.play.Hint
	p, th := b.painter(), b.theme()
	p.Fill(dst, r, 12, th.PanelDeep)
	p.Stroke(dst, r, 12, 1.5, theme.Fade(th.Hint, 0.8))
	for i, l := range b.chal.hint {
		y := r.Y + layout.HintPad + (float64(i)+0.5)*layout.HintLineH
		b.text.DrawAligned(dst, l, r.X+layout.HintPad, y, hintSize, b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
}

// drawPanel veils the board and draws the result panel: the verdict, the
// best answer, the explanation and the four buttons.
func (b *Board) drawPanel(dst *ebiten.Image) {
	r, p, th := b.chal, b.painter(), b.theme()
	top := b.lay.Bar.Y + b.lay.Bar.H
	p.Fill(dst, layout.Rect{X: 0, Y: top, W: b.w, H: b.h - top}, 0, th.Veil)
	pl := r.play
	met := r.result.Status == challenges.Met
	title, col := "Not this time", th.Failed
	if met {
		title, col = "Solved!", th.Solved
	}
	p.Fill(dst, pl.Panel, 18, th.Panel)
	p.Stroke(dst, pl.Panel, 18, 2, col)
	x, y := pl.Title.Center()
	b.text.Draw(dst, title, x, y, 28, b.scale, kit.Bold, col)
	for i, l := range r.panel {
		y := pl.Lines.Y + (float64(i)+0.5)*layout.PanelLineH
		b.text.DrawAligned(dst, l, pl.Lines.X, y, panelSize, b.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
	}
	primary := layout.PanelRetry
	if met {
		primary = layout.PanelNext
	}
	for i, br := range pl.Buttons {
		if br.W > 0 {
			b.drawPanelButton(dst, br, panelLabels[i], layout.PanelButton(i) == primary)
		}
	}
}

// drawPanelButton draws a panel button; the primary one is lit.
func (b *Board) drawPanelButton(dst *ebiten.Image, r layout.Rect, label string, primary bool) {
	p, th := b.painter(), b.theme()
	fg, bg := th.Ink, th.Button
	if primary {
		fg, bg = th.DarkInk, th.Accent[0]
	}
	p.Fill(dst, r, 12, bg)
	p.Stroke(dst, r, 12, 1, th.ButtonEdge)
	x, y := r.Center()
	size := 18.0
	for size > 13 && b.text.Width(label, size, kit.Bold) > r.W-20 {
		size--
	}
	b.text.Draw(dst, label, x, y, size, b.scale, kit.Bold, fg)
}

// debugChallenge adds the result panel's buttons shown, by name
// ("retry", "solution", "next", "back"), while the panel is up; the
// board's Debug calls it.
func (b *Board) debugChallenge(d *DebugState) {
	if b.cfg.Challenge == nil || !b.decided() {
		return
	}
	for i, r := range b.chal.play.Buttons {
		if r.W > 0 {
			d.Add(layout.PanelButton(i).String(), r)
		}
	}
}
