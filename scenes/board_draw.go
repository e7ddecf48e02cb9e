package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// theme returns the board's theme, as the settings say now.
func (b *Board) theme() *theme.Theme { return theme.Of(b.app.Settings.Theme) }

// geometry is the board as the board view draws it.
func (b *Board) geometry() boardview.Geometry { return geom.OfLayout(&b.lay) }

// followArt keeps the board view in the settings' theme at the canvas
// scale, its still layer following the canvas's size once it rests.
func (b *Board) followArt() {
	b.view.Use(b.theme(), b.scale)
	g := b.geometry()
	b.view.Follow(&g)
}

// drawBoard draws the table, the board and the lights and marks on it.
func (b *Board) drawBoard(dst *ebiten.Image) {
	g := b.geometry()
	b.view.Table(dst)
	b.view.Board(dst, &g)
	b.view.Lights(dst, &g, b.stage)
	m := b.marks()
	b.view.Marks(dst, &g, &m)
	p := b.painter()
	for i := range b.lay.Spots {
		b.drawRefusal(dst, p, &b.lay.Spots[i])
	}
	b.drawPitNumbers(dst)
}

// marks returns what the board marks: the last move once the seeds have
// landed, and while a person is to move their choices.
func (b *Board) marks() boardview.Marks {
	m := boardview.NoMarks()
	if last, ok := b.lastMove(); ok && !b.stage.Busy() {
		m.Last = last
	}
	if !b.human() || b.stage.Busy() {
		return m
	}
	to := b.game.Position().ToMove
	m.Hint, m.Cursor, m.Chosen, m.ToMove = b.sel.hint, b.sel.cursor, b.sel.chosen, to
	m.Pulse = 0.6 + 0.4*math.Sin(b.clock.Seconds()*7.2)
	for _, s := range b.lay.Spots {
		m.Playable[layout.Index(s.Place)] = len(b.movesFrom(s.Place)) > 0
	}
	if b.sel.hovering {
		m.Landing, m.Hover = b.sel.landing, movePlace(b.model.Board, to, b.sel.hover)
	}
	return m
}

// drawPreview marks, above the seeds, the place where the pointed-at
// move's last seed will fall.
func (b *Board) drawPreview(dst *ebiten.Image) {
	if !b.sel.hovering || b.sel.landing == engine.Hand || !b.human() || b.stage.Busy() {
		return
	}
	g := b.geometry()
	b.view.Preview(dst, &g, b.sel.landing)
}

// drawSeeds draws every seed of the board.
func (b *Board) drawSeeds(dst *ebiten.Image) { b.view.Seeds(dst, &b.lay, b.stage) }

// drawHand shows how many seeds the hand holds.
func (b *Board) drawHand(dst *ebiten.Image) { b.view.HandCount(dst, &b.lay, b.stage, 0) }

// drawCounts draws the count of seeds on every pit and store.
func (b *Board) drawCounts(dst *ebiten.Image) {
	g, shown := b.geometry(), b.stage.Shown()
	b.view.Counts(dst, &g, &shown, b.stage, 0)
}

// itoa formats a small count without fmt.
func itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
