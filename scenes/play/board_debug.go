package play

import (
	"strconv"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// Debug describes the board for browser tests: the position, whether the
// computer thinks or a move plays, and every tap target by name.
func (b *Board) Debug(d *core.DebugState) {
	d.Scene = "board"
	d.Position = engine.FormatPosition(b.cfg.Rules, b.game.Position())
	d.Plies = len(b.game.Moves())
	d.Thinking = b.ai.thinking
	d.Busy = b.stage.Busy()
	d.Over = b.Over()
	for i := range b.lay.Spots {
		s := &b.lay.Spots[i]
		if !s.Place.IsStore() {
			d.Add(view{b}.pitName(s.Place), s.Cell)
		}
	}
	for i, r := range b.lay.Buttons {
		if b.rev == nil {
			d.Add(barNames[i], r)
		}
	}
	reviewer{b}.debugReview(d)
	for _, t := range (input{b}).targets() {
		d.Add(dirNames[t.Dir], t.Rect)
	}
	if b.cfg.Challenge != nil {
		if b.ref != nil {
			b.ref.debug(d)
		}
	}
	if (overPanel{b}).overShown() {
		o := layout.ComputeOver(&b.lay)
		d.Add("rematch", o.Rematch)
		d.Add("review", o.Review)
		d.Add("menu", o.Menu)
	}
}

// barNames name the bar's buttons for tests, by layout.Button.
var barNames = [layout.NumButtons]string{"back", "undo", "redo", "hint", "speed"}

// dirNames name Bao's direction targets for tests, by engine.Direction.
var dirNames = [2]string{"dir-clockwise", "dir-anticlockwise"}

// pitName names pit pl for tests: "south-3" (its owner's third pit from
// the left), or in Bao "north-front-5".
func (b view) pitName(pl engine.Place) string {
	bd := b.model.Board
	if bd.Variant != engine.BaoGame {
		side := engine.Side(int(pl) / bd.Pits)
		return side.String() + "-" + strconv.Itoa(int(pl)%bd.Pits+1)
	}
	row := int(pl) / bd.Pits
	name := [4]string{"south-back-", "south-front-", "north-front-", "north-back-"}[row]
	return name + strconv.Itoa(int(pl)%bd.Pits+1)
}
