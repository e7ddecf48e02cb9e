package play

import (
	"math"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// updateInput turns the tick's intents into choices. While a move plays, a
// tap or Space/Enter finishes it and choices wait.
func (b input) updateInput(ctx *core.Context) {
	in := &ctx.In
	if b.rev != nil {
		reviewer{b.Board}.updateReview(ctx)
		return
	}
	if b.updateCommands(ctx) || (overPanel{b.Board}).updateOver(ctx) {
		return
	}
	b.updateHover(in)
	if b.tab.Stage.Busy() {
		if in.Tap || in.Pressed(kit.ActSkip) || in.Pressed(kit.ActEnter) {
			b.tab.Stage.Finish()
		}
		return
	}
	if !b.Human() {
		b.refuseWhileWaiting(in)
		return
	}
	if in.Tap {
		b.tapBoard(in.X, in.Y)
	}
	b.updateKeys(in)
}

// updateCommands handles the bar's buttons and their keys; it reports
// whether the tick's input was used up.
func (b input) updateCommands(ctx *core.Context) bool {
	in := &ctx.In
	btn, onBtn := layout.NumButtons, false
	if in.Tap {
		btn, onBtn = b.lay.ButtonAt(in.X, in.Y)
	}
	for _, k := range buttonKeys {
		if in.Pressed(k.a) {
			btn, onBtn = k.b, true
		}
	}
	if in.Pressed(kit.ActBack) {
		if b.sel.chosen != engine.Hand {
			b.sel.chosen = engine.Hand
			return true
		}
		btn, onBtn = layout.BtnBack, true
	}
	if onBtn {
		b.press(ctx, btn)
	}
	return onBtn
}

// buttonKeys are the actions that press a bar button.
var buttonKeys = [...]struct {
	a kit.Action
	b layout.Button
}{{kit.ActUndo, layout.BtnUndo}, {kit.ActRedo, layout.BtnRedo}, {kit.ActHint, layout.BtnHint}, {kit.ActSpeed, layout.BtnSpeed}}

// press does what button btn is for.
func (b input) press(ctx *core.Context, btn layout.Button) {
	switch btn {
	case layout.BtnBack:
		overPanel{b.Board}.leave(ctx)
	case layout.BtnUndo:
		b.undo()
	case layout.BtnRedo:
		b.redo()
	case layout.BtnHint:
		turn{b.Board}.askHint()
	case layout.BtnSpeed:
		b.cycleSpeed()
	}
}

// tapBoard chooses what was tapped: a direction target, else a pit.
func (b input) tapBoard(x, y float64) {
	if b.sel.chosen != engine.Hand {
		for _, t := range b.targets() {
			if t.Contains(x, y) {
				b.chooseDir(t.Dir)
				return
			}
		}
		b.sel.chosen = engine.Hand
	}
	if pl, ok := b.lay.PlaceAt(x, y); ok {
		b.choose(pl)
	}
}

// choose sows from pit pl if the mover may; in Bao it first asks which
// way. A pit the mover may not sow is refused, saying why.
func (b input) choose(pl engine.Place) {
	ms := b.movesFrom(pl)
	switch {
	case len(ms) == 0:
		b.refuse(pl, b.whyNot(pl))
	case ms[0].IsBao():
		b.sel.chosen = pl
	default:
		b.Play(ms[0])
	}
}

// chooseDir sows the chosen Bao pit in direction d, if that is legal.
func (b input) chooseDir(d engine.Direction) {
	for _, m := range b.movesFrom(b.sel.chosen) {
		if m.Direction() == d {
			b.Play(m)
			return
		}
	}
}

// targets returns the direction targets of the chosen Bao pit that sow a
// legal move.
func (b input) targets() []layout.Target {
	if b.sel.chosen == engine.Hand {
		return nil
	}
	return layout.LegalTargets(&b.lay, b.sel.chosen, b.movesFrom(b.sel.chosen))
}

// updateKeys: 1..8 choose the mover's pit, arrows move the focus, Enter
// chooses the focused pit; with a Bao pit chosen, left/right (up/down
// upright) pick the direction on that side.
func (b input) updateKeys(in *kit.Intents) {
	if b.sel.chosen != engine.Hand && b.dirKeys(in) {
		return
	}
	for n := 1; n <= 8; n++ {
		if in.Pressed(kit.PitAction(n)) {
			b.choosePit(n)
		}
	}
	for _, a := range [4]kit.Action{kit.ActLeft, kit.ActRight, kit.ActUp, kit.ActDown} {
		if in.Pressed(a) {
			b.moveCursor(a)
		}
	}
	if in.Pressed(kit.ActEnter) && b.sel.cursor != engine.Hand {
		b.choose(b.sel.cursor)
	}
}

// dirKeys picks a Bao direction by arrow key; it reports whether one did.
func (b input) dirKeys(in *kit.Intents) bool {
	minus, plus := kit.ActLeft, kit.ActRight
	if b.lay.Portrait {
		minus, plus = kit.ActUp, kit.ActDown
	}
	ts := b.lay.DirTargets(b.sel.chosen)
	switch {
	case in.Pressed(minus):
		b.chooseDir(ts[0].Dir)
	case in.Pressed(plus):
		b.chooseDir(ts[1].Dir)
	default:
		return false
	}
	return true
}

// choosePit chooses the mover's pit n (Bao: front row column n).
func (b input) choosePit(n int) {
	bd, s := b.model.Board, b.game.Position().ToMove
	if n > bd.Pits {
		return
	}
	m := engine.PitMove(n)
	if bd.Variant == engine.BaoGame {
		m = engine.BaoMove(true, n, engine.Clockwise)
	}
	pl := MovePlace(bd, s, m)
	b.sel.cursor = pl
	b.choose(pl)
}

// moveCursor moves the keyboard focus to the nearest of the mover's pits on
// screen in the direction of arrow a.
func (b input) moveCursor(a kit.Action) {
	dx, dy := arrow(a)
	cur := b.lay.Spot(b.sel.cursor)
	if cur == nil {
		b.sel.cursor = b.firstOwnPit()
		return
	}
	cx, cy := cur.Hollow.Center()
	best, bestD := b.sel.cursor, math.Inf(1)
	for _, s := range b.lay.Spots {
		if s.Place.IsStore() || layout.Owner(b.model.Board, s.Place) != b.game.Position().ToMove {
			continue
		}
		x, y := s.Hollow.Center()
		along := (x-cx)*dx + (y-cy)*dy
		if along <= 1 {
			continue
		}
		if d := along + 3*math.Abs((x-cx)*dy-(y-cy)*dx); d < bestD {
			best, bestD = s.Place, d
		}
	}
	b.sel.cursor = best
}

// arrow returns the screen direction of an arrow action.
func arrow(a kit.Action) (dx, dy float64) {
	switch a {
	case kit.ActLeft:
		return -1, 0
	case kit.ActRight:
		return 1, 0
	case kit.ActUp:
		return 0, -1
	}
	return 0, 1
}

// firstOwnPit returns the mover's first pit that can be sown.
func (b input) firstOwnPit() engine.Place {
	if len(b.facts.legal) == 0 {
		return engine.Hand
	}
	return MovePlace(b.model.Board, b.game.Position().ToMove, b.facts.legal[0])
}

// updateHover previews where the last seed of the pointed-at move lands.
func (b input) updateHover(in *kit.Intents) {
	m, ok := engine.Move(0), false
	if in.Point && b.Human() && !b.tab.Stage.Busy() {
		m, ok = b.pointed(in.PX, in.PY)
	}
	if ok == b.sel.hovering && m == b.sel.hover {
		return
	}
	b.sel.hover, b.sel.hovering, b.sel.landing = m, ok, engine.Hand
	if ok {
		b.sel.landing = b.landing(m)
	}
}

// pointed returns the move whose pit (or, in Bao, whose direction target)
// lies at x, y, if it is legal.
func (b input) pointed(x, y float64) (engine.Move, bool) {
	for _, t := range b.targets() {
		if t.Contains(x, y) {
			for _, m := range b.movesFrom(b.sel.chosen) {
				if m.Direction() == t.Dir {
					return m, true
				}
			}
		}
	}
	pl, ok := b.lay.PlaceAt(x, y)
	if !ok || b.model.Board.Variant == engine.BaoGame {
		return 0, false
	}
	if ms := b.movesFrom(pl); len(ms) > 0 {
		return ms[0], true
	}
	return 0, false
}
