package play

import (
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
	d.Busy = b.tab.Stage.Busy()
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
	d.KeepClear("status", b.lay.Status)
	for side, r := range b.lay.Plates {
		d.KeepClear("plate-"+engine.Side(side).String(), r)
	}
	for i := range b.lay.Spots {
		d.KeepClear("count", b.lay.Spots[i].Badge)
	}
	reviewer{b}.debugReview(d)
	for _, t := range (input{b}).targets() {
		d.Add(layout.DirNames[t.Dir], t.Rect)
	}
	if b.ref != nil {
		b.ref.debug(d)
	}
	if b.puz != nil {
		b.puz.debug(d)
	}
	if (overPanel{b}).overShown() {
		o := layout.ComputeOver(&b.lay)
		d.Add("rematch", o.Rematch)
		d.Add("review", o.Review)
		d.Add("analyse", o.Analyse)
		d.Add("menu", o.Menu)
	}
}

// barNames name the bar's buttons for tests, by layout.Button.
var barNames = [layout.NumButtons]string{"back", "undo", "redo", "hint", "speed"}

// pitName names pit pl for tests (layout.PitName).
func (b view) pitName(pl engine.Place) string { return layout.PitName(b.model.Board, pl) }
