package play

import (
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/review"
)

// frameKey is everything the board's picture depends on that can change
// while its stage is still: the game, the choices, what the bar and the
// status line say, the player's settings (all of them: a setting the board
// does not show yet costs one frame when it changes), the art and the
// canvas. A state that is drawn and missing here is drawn late, when
// something else changes.
type frameKey struct {
	pos        engine.Position
	plies      int
	sel        selection
	over       bool
	overHidden bool
	status     string
	bar        [layout.NumButtons]string // each button's label, "" when disabled
	refusal    engine.Place              // the pit flashing after a refused tap, or engine.Hand
	settings   saves.Settings
	art        uint64 // the board view's layer (boardview.View.Made)
	review     review.Key
	w, h, sc   float64
}

// frameKey returns the board's frame key now.
func (b view) frameKey() frameKey {
	k := frameKey{
		pos: b.game.Position(), plies: len(b.game.Moves()), sel: b.sel,
		over: b.Over(), overHidden: b.overHidden, status: b.status(),
		refusal: b.refusal.place, settings: b.app.Settings, review: b.rev.Key(),
		art: b.tab.Art.Made(), w: b.w, h: b.h, sc: b.scale,
	}
	for i := range k.bar {
		if btn := layout.Button(i); b.enabled(btn) {
			k.bar[i] = b.buttonLabel(btn)
		}
	}
	return k
}

// Still reports whether the board would draw the same frame again: the
// last frame was drawn from a stage already at rest (a fading caption's
// last faint frame is not the final picture), nothing pulses (a hint
// pulses while a person is to move, a refused pit flashes), and nothing
// shown has changed since.
// Challenges always draw.
func (b *Board) Still() bool {
	if b.cfg.Challenge != nil || (b.Human() && b.sel.hint != engine.Hand) || b.refusal.active() {
		return false
	}
	return b.drawnStill && b.tab.Stage.Still() && view{b}.frameKey() == b.lastKey
}

// markDrawn records what the frame just drawn showed.
func (b view) markDrawn() {
	b.lastKey, b.drawnStill = b.frameKey(), b.tab.Stage.Still()
}
