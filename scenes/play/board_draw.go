package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/layout"
)

// geometry is the board as the board view draws it.
func (b view) geometry() boardview.Geometry { return geom.OfLayout(&b.lay) }

// followArt keeps the table in the settings' theme at the canvas scale,
// its still layer following the canvas's size once it rests.
func (b view) followArt() { b.tab.Follow(b.theme(), b.scale, &b.lay) }

// drawBoard draws the table, the board and the lights and marks on it.
func (b view) drawBoard(dst *ebiten.Image) {
	m := b.marks()
	b.tab.DrawBoard(dst, &b.lay, &m, b.Over())
	p := b.tab.Painter()
	for i := range b.lay.Spots {
		b.drawRefusal(dst, p, &b.lay.Spots[i])
	}
	b.drawPitNumbers(dst)
}

// marks returns what the board marks: the last move once the seeds have
// landed, and while a person is to move their choices.
func (b view) marks() boardview.Marks {
	m := boardview.NoMarks()
	if last, ok := b.lastMove(); ok && !b.tab.Stage.Busy() {
		m.Last = last
	}
	if !b.Human() || b.tab.Stage.Busy() {
		return m
	}
	to := b.game.Position().ToMove
	m.Hint, m.Cursor, m.Chosen, m.ToMove = b.sel.hint, b.sel.cursor, b.sel.chosen, to
	m.Pulse = 0.6 + 0.4*math.Sin(b.clock.Seconds()*7.2)
	for _, s := range b.lay.Spots {
		m.Playable[layout.Index(s.Place)] = len(input{b.Board}.movesFrom(s.Place)) > 0
	}
	if b.sel.hovering {
		m.Landing, m.Hover = b.sel.landing, MovePlace(b.model.Board, to, b.sel.hover)
	}
	return m
}

// drawPreview marks, above the seeds, the place where the pointed-at
// move's last seed will fall.
func (b view) drawPreview(dst *ebiten.Image) {
	if !b.sel.hovering || b.sel.landing == engine.Hand || !b.Human() || b.tab.Stage.Busy() {
		return
	}
	g := b.geometry()
	b.tab.Art.Preview(dst, &g, b.sel.landing)
}

// drawSeeds draws every seed of the board.
func (b view) drawSeeds(dst *ebiten.Image) { b.tab.DrawSeeds(dst, &b.lay) }

// drawCounts draws how many seeds the hand holds and the count of seeds
// on every pit and store.
func (b view) drawCounts(dst *ebiten.Image) { b.tab.DrawCounts(dst, &b.lay) }
