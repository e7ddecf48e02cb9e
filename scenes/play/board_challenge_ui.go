package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/i18n"
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

// panelLabels are the result panel's button labels, by layout.PanelButton.
var panelLabels = [layout.NumPanelButtons]i18n.Key{"solo.retry", "solo.showSolution", "solo.next", "common.back", "board.analyse"}

// layout wraps the hint and the panel's text for the canvas and
// lays the challenge's parts out.
func (r *Referee) layout() {
	hint, panel := "", ""
	if r.hintOn {
		hint = r.b.app.T("solo.hint", i18n.S("hint", r.C.HintIn(r.b.app)))
	}
	if r.Result.Status != challenges.Playing {
		panel = r.panelText()
	}
	r.wrap(hint, panel, r.panelButtons())
}

// panelText is the result panel's words: what the attempt reached, then
// the best answer and the explanation when the panel gives the answer
// (see showsAnswer), else an invitation to retry; one paragraph each.
func (r *Referee) panelText() string {
	w := r.b.app
	verdict := kit.VerdictWords(w, r.C.Goal, r.Result)
	if !r.showsAnswer() {
		return verdict + paragraph + w.T("solo.tryAgain")
	}
	best := w.T("solo.bestWorking")
	switch {
	case r.solErr != nil:
		best = w.T("solo.bestFailed", i18n.S("error", r.solErr.Error()))
	case r.known:
		best = w.T("solo.bestAnswer", i18n.S("line", kit.LineWords(w, r.C, r.solution)))
	}
	s := verdict + paragraph + best
	if e := r.C.ExplanationIn(w); e != "" {
		s += paragraph + e
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
		title, col, primary := r.b.app.T("solo.notThisTime"), th.Failed, layout.PanelRetry
		if r.Result.Status == challenges.Met {
			title, col, primary = r.b.app.T("solo.solved"), th.Solved, layout.PanelNext
		}
		r.drawPanel(dst, title, col, primary)
	} else {
		r.drawHintText(dst)
	}
	r.drawGoal(dst, r.C.TitleIn(r.b.app), r.C.Goal.DescribeIn(r.b.app), r.C.Mover())
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
