package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// overShown reports whether the game-over panel is up: the game has ended,
// its last move has played, and the player has not tapped it away.
func (b overPanel) overShown() bool {
	return b.Over() && !b.tab.Stage.Busy() && !b.overHidden && b.cfg.Challenge == nil && b.cfg.Puzzle == nil && b.rev == nil
}

// updateOver handles the game-over panel: Rematch, Review, Analyse (the
// analysis board on the game), Menu, and a tap
// elsewhere that hides it to show the final board (a tap brings it back).
// It reports whether the tick's input was used up.
func (b overPanel) updateOver(ctx *core.Context) bool {
	if !b.Over() || b.tab.Stage.Busy() || b.cfg.Challenge != nil {
		return false
	}
	in := &ctx.In
	o := layout.ComputeOver(&b.lay)
	switch {
	case !in.Tap:
		return false
	case b.overHidden:
		b.overHidden = false
	case o.Rematch.Contains(in.X, in.Y):
		ctx.Switch.Replace(b.rematch())
	case o.Review.Contains(in.X, in.Y):
		b.app.Sound.Play(kit.SoundTap)
		reviewer{b.Board}.startReview()
	case o.Analyse.Contains(in.X, in.Y):
		b.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(b.app.Routes.Analysis(b.app, b.analysis()))
	case o.Menu.Contains(in.X, in.Y):
		ctx.Switch.Home()
	case !o.Panel.Contains(in.X, in.Y):
		b.overHidden = true
	}
	return true
}

// leave is the bar's Menu button: a game goes back to the menu, a
// challenge to the challenge browser it came from, a puzzle to the
// puzzles' home.
func (b overPanel) leave(ctx *core.Context) {
	if b.cfg.Challenge != nil || b.cfg.Puzzle != nil {
		ctx.Switch.Back()
		return
	}
	ctx.Switch.Home()
}

// rematch returns a new game with the same rules and players, the other
// side moving first.
func (b overPanel) rematch() *Board {
	cfg := b.cfg
	cfg.First, cfg.Start = b.game.Start().ToMove.Other(), nil
	for _, th := range cfg.Computer {
		if c, ok := th.(*core.Computer); ok {
			*c = core.Computer{Level: c.Level}
		}
	}
	cfg.Hint = nil
	cfg.Speed = b.tab.Stage.Speed()
	return NewBoard(cfg, b.app)
}

// drawOver draws the game-over panel: who won, the final counts, and the
// three buttons.
func (b overPanel) drawOver(dst *ebiten.Image) {
	if !b.overShown() {
		return
	}
	o := layout.ComputeOver(&b.lay)
	b.tab.DrawPanel(dst, o.Panel, o.Title, b.winnerSide(), view{b.Board}.result())
	b.tab.DrawLine(dst, o.Counts, b.finalCounts(), kit.Regular)
	for i, r := range [4]layout.Rect{o.Rematch, o.Review, o.Analyse, o.Menu} {
		b.tab.DrawPanelButton(dst, r, b.app.T(overButtons[i]))
	}
}

// analysis is what the analysis board opens on: the game at its end,
// the sides named as the board names them.
func (b overPanel) analysis() core.Analysis {
	v := view{b.Board}
	return core.Analysis{Game: b.game, At: len(b.game.Moves()), Names: [2]string{v.sideName(engine.South), v.sideName(engine.North)}}
}

// winnerSide returns the side that won; South on a draw.
func (b overPanel) winnerSide() engine.Side {
	if b.facts.outcome.Result == engine.NorthWins {
		return engine.North
	}
	return engine.South
}

// finalCounts says what each side ended with, e.g. "Store: You 30 ·
// Computer 18".
func (b overPanel) finalCounts() string {
	o, v := b.facts.outcome, view{b.Board}
	return b.app.T("board.finalCounts", i18n.S("what", b.app.T(countWords[b.model.Board.Variant])),
		i18n.S("south", v.sideName(engine.South)), i18n.N("southCount", o.South),
		i18n.S("north", v.sideName(engine.North)), i18n.N("northCount", o.North))
}

// overButtons are the game-over panel's buttons; countWords what each
// game counts at its end (by engine.Variant).
var (
	overButtons = [4]i18n.Key{"board.rematch", "board.review", "board.analyse", "board.menu"}
	countWords  = [...]i18n.Key{"board.countStore", "board.countCaptured", "board.countStore", "board.countSeeds"}
)
