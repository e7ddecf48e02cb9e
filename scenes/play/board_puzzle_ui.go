package play

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// layout wraps the hint and the panel's words for the canvas and lays
// the puzzle's parts out.
func (t *Trainer) layout() {
	hint, panel := "", ""
	switch {
	case t.noHint && t.Status == puzzles.Playing:
		hint = "Rated puzzles give no hint: the club rates the moves alone."
	case t.helped && t.Status == puzzles.Playing:
		hint = "Hint: " + themeHint(t.P.Themes) + " The ringed pit is the move."
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
		return fmt.Sprintf("Your move: find the best line (%d moves)", n)
	}
	return "Your move: find the best move"
}

// panelText is the result panel's words: what the attempt did, what the
// line keeps against the other moves, the run's verdict, and the
// solution once given.
func (t *Trainer) panelText() string {
	var parts []string
	if t.Status == puzzles.Solved {
		parts = append(parts, "You found "+lineWords(t.P, t.P.Line)+". "+marginWords(t.P.Margin))
	} else {
		parts = append(parts, t.missWords())
	}
	if w := t.run.Words(); w != "" {
		parts = append(parts, w)
	}
	switch {
	case t.Status == puzzles.Solved:
		parts = append(parts, aboutWords(t.P))
	case t.reveal:
		parts = append(parts, "Solution: "+lineWords(t.P, t.P.Line)+". "+marginWords(t.P.Margin), aboutWords(t.P))
	default:
		parts = append(parts, "Try again from the same position, or see the solution.")
	}
	if t.next != nil {
		parts = append(parts, "Finding the next puzzle…")
	} else if t.nextErr != "" {
		parts = append(parts, t.nextErr)
	}
	return strings.Join(parts, paragraph)
}

// missWords say which move left the line and how the engine answered.
func (t *Trainer) missWords() string {
	moves := t.b.game.Moves()
	i := t.firstMiss(moves)
	if i < 0 {
		return "That was not the move."
	}
	s := fmt.Sprintf("Not %s: ", moves[i])
	if i+1 < len(moves) {
		return s + fmt.Sprintf("the computer answers %s.", moves[i+1])
	}
	return s + "it lets the chance go."
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

// lineWords writes a line as a player reads it: "6, the computer 2,
// then 4".
func lineWords(p *puzzles.Puzzle, line []engine.Move) string {
	var words []string
	q := p.Position
	for i, m := range line {
		switch {
		case q.ToMove != p.Mover():
			words = append(words, "the computer "+m.String())
		case i == 0:
			words = append(words, m.String())
		default:
			words = append(words, "then "+m.String())
		}
		q = p.Rules.Apply(q, m, nil)
	}
	return strings.Join(words, ", ")
}

// marginWords say what every other move would have cost.
func marginWords(margin float64) string {
	if margin >= puzzles.Decisive {
		return "Every other move lets the win go."
	}
	return fmt.Sprintf("Every other move keeps at least %.1f seeds less.", margin)
}

// aboutWords say the puzzle's themes, difficulty and where it is from.
func aboutWords(p *puzzles.Puzzle) string {
	var names []string
	for _, th := range p.Themes.List() {
		names = append(names, themeNames[th])
	}
	s := fmt.Sprintf("%s · difficulty %d of 5 · %s.", strings.Join(names, ", "), p.Difficulty, sourceWords(p.Source))
	return strings.ToUpper(s[:1]) + s[1:]
}

// sourceWords say where a puzzle was found.
func sourceWords(src string) string {
	if strings.HasPrefix(src, "self-play") {
		return "found in the computer's games"
	}
	return "found in a game of the club"
}

// themeNames are the themes as a player reads them, by puzzles.Theme.
var themeNames = [...]string{puzzles.Capture: "capture", puzzles.Chain: "extra turns",
	puzzles.Relay: "relay sowing", puzzles.GrandSlam: "grand slam", puzzles.Feeding: "feeding",
	puzzles.Defence: "defence", puzzles.Endgame: "endgame", puzzles.Kichwa: "kichwa"}

// themeHint is the hint's words: what to look for, by the first theme.
func themeHint(ts puzzles.Themes) string {
	switch {
	case ts.Has(puzzles.Kichwa):
		return "the capture's direction decides."
	case ts.Has(puzzles.Capture):
		return "look for a capture."
	case ts.Has(puzzles.Chain):
		return "look for an extra turn."
	case ts.Has(puzzles.GrandSlam):
		return "mind the grand slam."
	}
	return "what does your opponent threaten?"
}

// draw draws the puzzle's parts over the board (called at the end of
// Draw): the goal, the hint, and once decided the result panel.
func (t *Trainer) draw(dst *ebiten.Image) {
	if t.width < 0 {
		return
	}
	if t.decided() {
		th := t.b.theme()
		title, col, primary := "Not the move", th.Failed, layout.PanelRetry
		if t.Status == puzzles.Solved {
			title, col, primary = "Solved!", th.Solved, layout.PanelNext
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
