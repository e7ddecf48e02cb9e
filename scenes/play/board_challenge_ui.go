package play

import (
	"github.com/hajimehoshi/ebiten/v2"

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
	hint, panel := "", ""
	if r.hintOn {
		hint = "Hint: " + r.C.Hint
	}
	if r.Result.Status != challenges.Playing {
		panel = r.panelText()
	}
	r.wrap(hint, panel, r.panelButtons())
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
		th := r.b.theme()
		title, col, primary := "Not this time", th.Failed, layout.PanelRetry
		if r.Result.Status == challenges.Met {
			title, col, primary = "Solved!", th.Solved, layout.PanelNext
		}
		r.drawPanel(dst, title, col, primary)
	} else {
		r.drawHintText(dst)
	}
	r.drawGoal(dst, r.C.Title, r.C.Goal.Describe(), r.C.Mover())
}

// debug adds the result panel's buttons shown, by name
// ("retry", "solution", "next", "back"), while the panel is up; the
// board's Debug calls it.
func (r *Referee) debug(d *core.DebugState) {
	if r.b.cfg.Challenge == nil || !r.decided() {
		return
	}
	r.debugButtons(d)
}
