package analyse

import (
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
)

// update reads the player while exploring: Back, the steps (and the
// arrow, Home and End keys), a pit or a direction to try a move, and the
// panel's lines, moves, graph, mistakes and actions.
func (b explorer) update(ctx *core.Context) {
	in := &ctx.In
	if in.Pressed(kit.ActBack) {
		b.leave(ctx, nil)
		return
	}
	for n, a := range navKeys {
		if in.Pressed(a) {
			b.step(Nav(n))
		}
	}
	b.pitKeys(in)
	if in.Tap {
		b.tap(ctx, in.X, in.Y)
	}
}

// navKeys are the keys of the steps, by Nav.
var navKeys = [NumNav]kit.Action{kit.ActHome, kit.ActLeft, kit.ActRight, kit.ActEnd}

// pitKeys tries the move of the pit whose number was pressed, 1 the
// mover's leftmost (not in Bao, whose moves take a direction too).
func (b explorer) pitKeys(in *kit.Intents) {
	bd := b.model.Board
	for n := 1; n <= min(bd.Pits, 8) && bd.Variant != engine.BaoGame; n++ {
		if !in.Pressed(kit.PitAction(n)) {
			continue
		}
		if ms := b.movesFrom(layout.MovePlace(bd, b.position().ToMove, engine.PitMove(n))); len(ms) == 1 {
			b.try(ms[0])
		}
	}
}

// tap does what a tap at x, y is for.
func (b explorer) tap(ctx *core.Context, x, y float64) {
	l := &b.lay
	if l.Board.Buttons[layout.BtnBack].Contains(x, y) {
		b.leave(ctx, nil)
		return
	}
	for i, r := range l.Nav {
		if r.Contains(x, y) {
			b.step(Nav(i))
			return
		}
	}
	if !b.lay.Sheet && b.tapBoard(x, y) {
		return
	}
	for i, r := range l.Actions {
		if r.Contains(x, y) {
			b.act(ctx, Action(i))
			return
		}
	}
	b.tapPanel(x, y)
}

// step shows the position step n leads to along the line; one step
// forward plays its move out.
func (b explorer) step(n Nav) {
	to := [NumNav]int{0, b.line.at - 1, b.line.at + 1, len(b.line.moves)}[n]
	b.jump(to, n == NavForward)
}

// jump shows the first to moves of the line.
func (b explorer) jump(to int, animate bool) {
	was := b.line.at
	b.line.step(to)
	if b.line.at != was {
		b.app.Sound.Play(kit.SoundTap)
		b.lineChanged(animate && b.line.at == was+1)
	}
}

// tapBoard tries the move of the pit or direction tapped; it reports
// whether the tap was on one.
func (b explorer) tapBoard(x, y float64) bool {
	for _, t := range b.targets() {
		if t.Contains(x, y) {
			for _, m := range b.movesFrom(b.chosen) {
				if m.Direction() == t.Dir {
					b.try(m)
				}
			}
			return true
		}
	}
	pl, ok := b.lay.Board.PlaceAt(x, y)
	ms := b.movesFrom(pl)
	switch {
	case !ok || len(ms) == 0:
		hit := b.chosen != engine.Hand
		b.chosen = engine.Hand
		return hit && ok
	case len(ms) == 1:
		b.try(ms[0])
	default: // a Bao pit sown either way: its direction next
		b.chosen = pl
	}
	return true
}

// try plays move m after the position shown: along the line, or as a
// branch of it.
func (b explorer) try(m engine.Move) {
	b.line.play(m)
	b.app.Sound.Play(kit.SoundTap)
	b.lineChanged(true)
}

// movesFrom returns the legal moves sown from place pl of the position
// shown.
func (b explorer) movesFrom(pl engine.Place) []engine.Move {
	return layout.MovesFrom(b.model.Board, b.position().ToMove, b.legal, pl, nil)
}

// targets returns the direction targets of the chosen Bao pit.
func (b explorer) targets() []layout.Target {
	if b.chosen == engine.Hand {
		return nil
	}
	return layout.LegalTargets(&b.lay.Board, b.chosen, b.movesFrom(b.chosen))
}

// tapPanel follows a tap on the panel: a best line plays its first
// move, a move of the strip or a point of the graph shows its position,
// a mistake the position before it.
func (b explorer) tapPanel(x, y float64) {
	pn := panel{b.Board}
	for i, r := range b.lay.Lines {
		if ls := b.lines(); r.Contains(x, y) && i < len(ls) {
			b.try(ls[i].Move)
			return
		}
	}
	if ply, ok := movestrip.At(pn.stripChips(), x, y); ok && ply > 0 {
		b.jump(ply, false)
		return
	}
	if ply, ok := pn.graphPly(x, y); ok {
		b.showGame(ply)
		return
	}
	for i, r := range b.lay.Mistakes {
		if ms := pn.mistakes(); r.Contains(x, y) && i < len(ms) {
			b.showGame(ms[i].Ply - 1) // where the better move was there to play
			return
		}
	}
}

// showGame shows the position after the game's first ply moves, on the
// game's line.
func (b explorer) showGame(ply int) {
	b.line = newPath(b.game.Moves(), ply)
	b.app.Sound.Play(kit.SoundTap)
	b.lineChanged(false)
}

// act does what a panel action is for.
func (b explorer) act(ctx *core.Context, a Action) {
	b.app.Sound.Play(kit.SoundTap)
	switch a {
	case ActJudge:
		if (panel{b.Board}).canJudge() {
			b.judgeLine()
		}
	case ActPlay:
		if !b.rules().Outcome(b.position()).Over() {
			b.dlg = newPlayFrom(b.Board)
		}
	case ActSetUp:
		setter{b.Board}.begin()
	case ActImport:
		b.dlg = newImport(b.Board)
	case ActSheet:
		b.sheet = !b.sheet
		b.relayout()
	}
}

// judgeLine judges the line shown: the game's, or the moves tried (a
// branch, or moves entered on a position to explore), which become the
// game analysed.
func (b explorer) judgeLine() {
	if !b.line.onGame() {
		b.open(gameOf(b.rules(), b.game.Start(), b.line.moves), b.line.at, b.names)
	}
	b.jdg = newJudging(b.game)
	b.pause()
}
