package howto

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/theme"
)

// Sizes of the rules screen's counts, logical px: a count is never drawn
// smaller than this, however small the mini board.
const rulesBadgeText = 15

// theme returns the theme the settings ask for.
func (h *HowToPlay) theme() *theme.Theme { return theme.Of(h.app.Settings.Theme) }

// prepare follows the settings' theme and the canvas scale, and makes the
// mini board's still layer.
func (h *HowToPlay) prepare() {
	if h.view == nil {
		h.view = boardview.New(h.app.Text)
	}
	h.view.Use(h.theme(), h.scale)
	g := geom.OfLayout(&h.board)
	h.view.Prepare(&g)
}

// drawTable fills the screen with the table's felt.
func (h *HowToPlay) drawTable(dst *ebiten.Image) { h.view.Table(dst) }

// drawMiniBoard draws the demonstration's board with the board view: the
// wood, the lights, the pit the next move sows from, the seeds, the counts
// and the hand's count.
func (h *HowToPlay) drawMiniBoard(dst *ebiten.Image) {
	g, st := geom.OfLayout(&h.board), h.demo.stage
	h.view.Board(dst, &g)
	h.view.Lights(dst, &g, st)
	m := boardview.NoMarks()
	if h.demo.phase == phaseIntro {
		m.Origin, m.Pulse = h.demo.clip().origin(), 0.6+0.4*math.Sin(float64(h.tick)*0.15)
	}
	h.view.Marks(dst, &g, &m)
	h.view.Seeds(dst, &h.board, st)
	shown := st.Shown()
	h.view.Counts(dst, &g, &shown, st, rulesBadgeText)
	h.view.HandCount(dst, &h.board, st, rulesBadgeText)
}

// painter returns the scene's painter at the canvas scale.
func (h *HowToPlay) painter() *kit.Painter {
	h.paint.Scale = h.scale
	return &h.paint
}
