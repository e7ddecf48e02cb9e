package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// role is who plays a side, as the board names it.
type role uint8

// The roles: against the computer (and in a puzzle) You and Computer,
// with a friend Bottom and Top.
const (
	roleYou role = iota
	roleComputer
	roleBottom
	roleTop
)

// The roles' words: their names, that they are to move, that they sow.
var (
	roleNames   = [...]i18n.Key{"board.you", "board.computer", "board.bottom", "board.top"}
	roleToMove  = [...]i18n.Key{"board.toMoveYou", "board.toMoveComputer", "board.toMoveBottom", "board.toMoveTop"}
	roleSowing  = [...]i18n.Key{"board.sowingYou", "board.sowingComputer", "board.sowingBottom", "board.sowingTop"}
	buttonWords = [layout.NumButtons]i18n.Key{"board.menu", "board.undo", "board.redo", "board.hint", "board.speed"}
	speedWords  = map[anim.Speed]i18n.Key{anim.Slow: "settings.speedSlow", anim.Normal: "settings.speedNormal",
		anim.Fast: "settings.speedFast", anim.Instant: "settings.speedInstant"}
)

// role is who plays side s.
func (b view) role(s engine.Side) role {
	c := b.cfg.Computer
	switch {
	case b.cfg.Puzzle != nil && s == b.cfg.Puzzle.Puzzle.Mover():
		return roleYou // held by the board once decided, but still the player's
	case c[s] != nil:
		return roleComputer
	case c[s.Other()] != nil:
		return roleYou
	case s == engine.South:
		return roleBottom
	}
	return roleTop
}

// sideName names a side the way the screen does: Bottom and Top, or You
// and Computer against the computer (and in a puzzle).
func (b view) sideName(s engine.Side) string { return b.app.T(roleNames[b.role(s)]) }

// drawPlates draws each side's name and score; the side to move is lit.
func (b view) drawPlates(dst *ebiten.Image) {
	shown := b.tab.Stage.Shown()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		r := b.lay.Plates[s]
		turn := shown.ToMove == s && !(b.Over() && !b.tab.Stage.Busy())
		toMove := turn && !b.tab.Stage.Busy() // while a move is shown, its mover's plate is lit, no more
		b.tab.DrawNamePlate(dst, r, s, turn, toMove, b.sideName(s), b.tab.ScoreText(b.cfg.Rules, shown, s))
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
		return b.app.T(speedWords[b.tab.Stage.Speed()])
	}
	return b.app.T(buttonWords[btn])
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
	case b.cfg.Computer[s] == stillThinker{}: // a solo attempt decided: its panel says the rest
		return v
	case core.FailedThinker(b.cfg.Computer[s]):
		return v + " · " + b.app.T("board.noComputer")
	case b.cfg.Computer[s] != nil:
		return v + " · " + b.app.T("board.thinking")
	case b.sel.chosen != engine.Hand:
		return v + " · " + b.app.T("board.chooseDirection")
	}
	return v + " · " + b.app.T(roleToMove[b.role(s)])
}

// Title names the game, and against the computer its level: "Kalah ·
// Level 10".
func (b *Board) Title() string {
	v := kit.VariantName(b.app, b.model.Board.Variant)
	for _, th := range b.cfg.Computer {
		if c, ok := th.(*core.Computer); ok {
			return b.app.T("board.title", i18n.S("game", v), i18n.N("level", int(c.Level)))
		}
	}
	return v
}

// sowing says that side s's move is being shown.
func (b view) sowing(s engine.Side) string {
	return b.app.T(roleSowing[b.role(s)])
}

// result says who won, with the score, winner's first: "You win 32–16",
// "Computer wins 27–21", "Top wins 27–21", "Draw 24–24".
func (b view) result() string {
	return kit.ResultWords(b.app, b.facts.outcome, [2]string{b.sideName(engine.South), b.sideName(engine.North)})
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

// drawSaid draws the caption line when the settings ask for captions: the
// last move in words, as the text mirror announced it.
func (b view) drawSaid(dst *ebiten.Image) { b.tab.DrawSaid(dst, b.lay.Said, b.said) }
