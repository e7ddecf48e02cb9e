package play

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/table"
)

// sideName names a side the way the screen does: Bottom and Top, or You
// and Computer against the computer (and in a puzzle).
func (b view) sideName(s engine.Side) string {
	c := b.cfg.Computer
	switch {
	case b.cfg.Puzzle != nil && s == b.cfg.Puzzle.Puzzle.Mover():
		return "You" // held by the board once decided, but still the player's
	case c[s] != nil:
		return "Computer"
	case c[s.Other()] != nil:
		return "You"
	case s == engine.South:
		return "Bottom"
	}
	return "Top"
}

// drawPlates draws each side's name and score; the side to move is lit.
func (b view) drawPlates(dst *ebiten.Image) {
	shown := b.tab.Stage.Shown()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		r := b.lay.Plates[s]
		turn := shown.ToMove == s && !(b.Over() && !b.tab.Stage.Busy())
		toMove := turn && !b.tab.Stage.Busy() // while a move is shown, its mover's plate is lit, no more
		b.tab.DrawNamePlate(dst, r, s, turn, toMove, b.sideName(s), table.ScoreText(b.cfg.Rules, shown, s))
	}
}

// drawBar draws the buttons and the status line; none while the review's
// summary is up.
func (b view) drawBar(dst *ebiten.Image) {
	if b.rev != nil {
		return
	}
	p, th := b.tab.Painter(), b.theme()
	kit.Wooden{Text: b.text, Paint: p, Th: th, Scale: b.scale, Words: b.app}.Back(dst, b.lay.Buttons[layout.BtnBack], false)
	for i, r := range b.lay.Buttons {
		btn := layout.Button(i)
		if btn == layout.BtnBack {
			continue
		}
		a := 1.0
		if !b.enabled(btn) {
			a = 0.4
		}
		b.tab.DrawButton(dst, r, b.buttonLabel(btn), false, a)
	}
	b.tab.DrawStatus(dst, b.lay.Status, b.status())
}

// buttonLabel is what button btn says: its name, or the speed for the
// speed button.
func (b view) buttonLabel(btn layout.Button) string {
	if btn == layout.BtnSpeed {
		return b.tab.Stage.Speed().String()
	}
	return btn.String()
}

// enabled reports whether a button does anything now.
func (b view) enabled(btn layout.Button) bool {
	switch btn {
	case layout.BtnUndo:
		return len(b.game.Moves()) > 0
	case layout.BtnRedo:
		return b.game.CanRedo()
	case layout.BtnHint:
		return b.Human()
	}
	return true
}

// status is the line saying whose turn it is, or how the game ended.
func (b view) status() string {
	v := b.Title()
	if b.saveErr != "" {
		return b.saveErr
	}
	if b.refusal.active() {
		return v + " · " + b.refusal.why
	}
	if b.Over() && !b.tab.Stage.Busy() {
		return v + " · " + b.result()
	}
	s := b.tab.Stage.Shown().ToMove
	switch {
	case b.tab.Stage.Busy():
		return v + " · " + b.sowing(s)
	case core.FailedThinker(b.cfg.Computer[s]):
		return v + " · The computer player did not load: reload the page"
	case b.cfg.Computer[s] != nil:
		return v + " · Computer is thinking…"
	case b.sel.chosen != engine.Hand:
		return v + " · Choose a direction"
	}
	return v + " · " + b.sideName(s) + " to move"
}

// Title names the game, and against the computer its level: "Kalah ·
// Level 10".
func (b *Board) Title() string {
	v := kit.VariantTitle(b.model.Board.Variant)
	for _, th := range b.cfg.Computer {
		if c, ok := th.(*core.Computer); ok {
			return fmt.Sprintf("%s · Level %d", v, c.Level)
		}
	}
	return v
}

// sowing says that side s's move is being shown.
func (b view) sowing(s engine.Side) string {
	if n := b.sideName(s); n != "You" {
		return n + " is sowing…"
	}
	return "You are sowing…"
}

// result says who won, with the score, winner's first: "You win 32–16",
// "Computer wins 27–21", "Top wins 27–21", "Draw 24–24".
func (b view) result() string {
	return kit.ResultWords(b.facts.outcome, [2]string{b.sideName(engine.South), b.sideName(engine.North)})
}

// drawTargets draws the two direction targets of the chosen Bao pit, the
// hinted one ringed.
func (b view) drawTargets(dst *ebiten.Image) {
	if !b.Human() || b.tab.Stage.Busy() {
		return
	}
	hinted := b.sel.chosen == b.sel.hint
	b.tab.DrawTargets(dst, &b.lay, b.sel.chosen, (input{b.Board}).targets(), b.game.Position().ToMove, hinted, b.sel.hintMove.Direction())
}

// drawCaption draws the caption of the move playing, over the board.
func (b view) drawCaption(dst *ebiten.Image) { b.tab.DrawCaption(dst, b.lay.Caption) }
