package play

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// layout wraps the hint and the panel's words for the canvas and lays
// the puzzle's parts out.
func (t *Trainer) layout() {
	w := t.b.app
	hint, panel := "", ""
	switch {
	case t.noHint && t.Status == puzzles.Playing:
		hint = w.T("puzzles.noHint")
	case t.helped && t.Status == puzzles.Playing:
		hint = w.T(themeHint(t.P.Themes)) + " " + w.T("puzzles.hintRinged")
	}
	if t.Status != puzzles.Playing {
		panel = t.panelText()
	}
	t.wrap(hint, panel, t.panelButtons())
}

// goal is the puzzle's task in words; the player's row is the near one,
// whichever side it is.
func (t *Trainer) goal() string {
	if n := t.P.PlayerMoves(); n > 1 {
		return t.b.app.T("puzzles.goalLine", i18n.N("moves", n))
	}
	return t.b.app.T("puzzles.goalMove")
}

// panelText is the result panel's words: what the attempt did, what the
// line keeps against the other moves, the run's verdict, and the
// solution once given.
func (t *Trainer) panelText() string {
	w := t.b.app
	line := i18n.S("line", lineWords(w, t.P, t.P.Line))
	var parts []string
	if t.Status == puzzles.Solved {
		parts = append(parts, w.T("puzzles.found", line)+" "+marginWords(w, t.P.Margin))
	} else {
		parts = append(parts, t.missWords())
	}
	if rw := t.run.Words(); rw != "" {
		parts = append(parts, rw)
	}
	switch {
	case t.Status == puzzles.Solved:
		parts = append(parts, aboutWords(w, t.P))
	case t.reveal:
		parts = append(parts, w.T("puzzles.solution", line)+" "+marginWords(w, t.P.Margin), aboutWords(w, t.P))
	default:
		parts = append(parts, w.T("puzzles.tryAgain"))
	}
	if t.next != nil {
		parts = append(parts, w.T("puzzles.findingNext"))
	} else if t.nextErr != "" {
		parts = append(parts, t.nextErr)
	}
	return strings.Join(parts, paragraph)
}

// missWords say which move left the line and how the engine answered.
func (t *Trainer) missWords() string {
	w := t.b.app
	moves := t.b.game.Moves()
	i := t.firstMiss(moves)
	if i < 0 {
		return w.T("puzzles.missed")
	}
	move := i18n.S("move", moves[i].String())
	if i+1 < len(moves) {
		return w.T("puzzles.notAnswered", move, i18n.S("answer", moves[i+1].String()))
	}
	return w.T("puzzles.notLetsGo", move)
}

// firstMiss returns the index of the player's first move off the line in
// moves, or -1.
func (t *Trainer) firstMiss(moves []engine.Move) int {
	for i := range moves {
		if st, _ := t.P.Check(moves[:i+1]); st == puzzles.Failed {
			return i
		}
	}
	return -1
}

// lineWords writes a line as a player reads it, in w's language: "6, the
// computer 2, then 4".
func lineWords(w i18n.Words, p *puzzles.Puzzle, line []engine.Move) string {
	var words []string
	q := p.Position
	for i, m := range line {
		move := i18n.S("move", m.String())
		switch {
		case q.ToMove != p.Mover():
			words = append(words, w.T("puzzles.lineComputer", move))
		case i == 0:
			words = append(words, m.String())
		default:
			words = append(words, w.T("puzzles.lineThen", move))
		}
		q = p.Rules.Apply(q, m, nil)
	}
	return strings.Join(words, ", ")
}

// marginWords say what every other move would have cost, the seeds
// written the language's way.
func marginWords(w *core.App, margin float64) string {
	if margin >= puzzles.Decisive {
		return w.T("puzzles.marginWin")
	}
	return w.T("puzzles.margin", i18n.S("seeds", w.Language().Decimal(margin, 1)))
}

// aboutWords say the puzzle's themes, difficulty and where it is from.
func aboutWords(w i18n.Words, p *puzzles.Puzzle) string {
	var names []string
	for _, th := range p.Themes.List() {
		names = append(names, w.T(th.Key()))
	}
	from := i18n.Key("puzzles.fromClub")
	if strings.HasPrefix(p.Source, "self-play") {
		from = i18n.Key("puzzles.fromComputer")
	}
	return w.T("puzzles.about", i18n.S("themes", strings.Join(names, ", ")),
		i18n.N("difficulty", p.Difficulty), i18n.S("source", w.T(from)))
}

// hintKeys are the hint's words by theme, in order: the first theme the
// puzzle has says what to look for.
var hintKeys = []struct {
	theme   puzzles.Theme
	hintKey i18n.Key
}{{theme: puzzles.Kichwa, hintKey: "puzzles.hintKichwa"}, {theme: puzzles.Capture, hintKey: "puzzles.hintCapture"},
	{theme: puzzles.Chain, hintKey: "puzzles.hintChain"}, {theme: puzzles.GrandSlam, hintKey: "puzzles.hintGrandSlam"}}

// themeHint is the key of the hint's words: what to look for, by the
// first theme of hintKeys the puzzle has; else the opponent's threat.
func themeHint(ts puzzles.Themes) i18n.Key {
	for _, h := range hintKeys {
		if ts.Has(h.theme) {
			return h.hintKey
		}
	}
	return i18n.Key("puzzles.hintThreat")
}

// draw draws the puzzle's parts over the board (called at the end of
// Draw): the goal, the hint, and once decided the result panel.
func (t *Trainer) draw(dst *ebiten.Image) {
	if t.width < 0 {
		return
	}
	if t.decided() {
		th := t.b.theme()
		title, col, primary := t.b.app.T("puzzles.missTitle"), th.Failed, layout.PanelRetry
		if t.Status == puzzles.Solved {
			title, col, primary = t.b.app.T("puzzles.solvedTitle"), th.Solved, layout.PanelNext
		}
		t.drawPanel(dst, title, col, primary)
	} else {
		t.drawHintText(dst)
	}
	t.drawGoal(dst, t.run.Title(), t.goal(), t.P.Mover())
}

// debug adds the result panel's buttons while it is up, and the puzzle's
// state: its id and status.
func (t *Trainer) debug(d *core.DebugState) {
	d.Puzzle = &core.DebugPuzzle{ID: t.P.ID, Line: engine.FormatMoves(t.P.Line), Status: t.Status.String(), Decided: t.decided(), Words: t.run.Words()}
	if t.decided() {
		t.debugButtons(d)
	}
}
