package table

import (
	"github.com/hajimehoshi/ebiten/v2"
	"mancala/i18n"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Table is a board on its table: the board view (wood, hollows, seeds,
// marks, counts) and the stage whose seeds it shows, in a theme at a
// device scale. The scene that owns it feeds the stage its moves.
type Table struct {
	Art   *boardview.View
	Stage *anim.Stage
	Text  *kit.Text
	Words i18n.Words // the game's language
	paint kit.Painter
}

// New returns a table writing with t in w's language, in the wood theme
// at scale 1, with no stage yet.
func New(t *kit.Text, w i18n.Words) *Table { return &Table{Art: boardview.New(t), Text: t, Words: w} }

// Theme returns the theme the table is drawn in.
func (t *Table) Theme() *theme.Theme { return t.Art.Theme() }

// Use draws the table in theme th at scale.
func (t *Table) Use(th *theme.Theme, scale float64) {
	t.Art.Use(th, scale)
	t.paint.Scale = scale
}

// Follow draws the table in theme th at scale, the board's still layer
// following board l's size once it rests (boardview.View.Follow).
func (t *Table) Follow(th *theme.Theme, scale float64, l *layout.Layout) {
	t.Use(th, scale)
	g := geom.OfLayout(l)
	t.Art.Follow(&g)
}

// Painter returns the table's painter at its scale.
func (t *Table) Painter() *kit.Painter { return &t.paint }

// DrawBoard draws the table's felt, board l with its lanes (the game
// over: none lit), the lights of the move playing and the marks m.
func (t *Table) DrawBoard(dst *ebiten.Image, l *layout.Layout, m *boardview.Marks, over bool) {
	g := geom.OfLayout(l)
	t.Art.Table(dst)
	t.Art.Board(dst, &g)
	t.Art.Lanes(dst, l, t.Stage.Shown().ToMove, over && !t.Stage.Busy())
	t.Art.Lights(dst, &g, t.Stage)
	t.Art.Marks(dst, &g, m)
}

// DrawSeeds draws every seed of board l.
func (t *Table) DrawSeeds(dst *ebiten.Image, l *layout.Layout) { t.Art.Seeds(dst, l, t.Stage) }

// DrawCounts draws how many seeds the hand holds and the count on every
// pit and store of board l.
func (t *Table) DrawCounts(dst *ebiten.Image, l *layout.Layout) {
	t.Art.HandCount(dst, l, t.Stage, 0)
	g, shown := geom.OfLayout(l), t.Stage.Shown()
	t.Art.Counts(dst, &g, &shown, t.Stage, 0)
}

// DrawCaption draws the caption of the move playing (an extra turn, a
// capture) in r, over the board; the game's end has the panel instead.
func (t *Table) DrawCaption(dst *ebiten.Image, r layout.Rect) {
	c, a := t.Stage.Caption()
	if a == 0 || c.Kind == anim.CapGameOver {
		return
	}
	th := t.Theme()
	kit.Caption(dst, &t.paint, t.Text, th, t.CaptionText(c), r, a, th.Accent[c.Side])
}

// captionWords are the captions' words by kind.
var captionWords = map[anim.CaptionKind]i18n.Key{anim.CapExtraTurn: "table.extraTurn", anim.CapCapture: "table.capture",
	anim.CapGrandSlam: "table.grandSlam", anim.CapKichwa: "table.kichwa", anim.CapGameOver: "table.gameOver"}

// CaptionText is caption c in the game's language: "Extra turn!",
// "Capture 5".
func (t *Table) CaptionText(c anim.Caption) string {
	key, ok := captionWords[c.Kind]
	if !ok {
		return ""
	}
	return t.Words.T(key, i18n.N("count", c.N))
}

// DrawTargets draws the direction targets ts of Bao pit chosen on board
// l in the mover's colour; the hinted direction, when hinted, is ringed.
func (t *Table) DrawTargets(dst *ebiten.Image, l *layout.Layout, chosen engine.Place, ts []layout.Target, mover engine.Side, hinted bool, hint engine.Direction) {
	p, th := &t.paint, t.Theme()
	for _, tg := range ts {
		x, y := tg.Center()
		r := tg.W / 2
		p.Disc(dst, x, y+2, r, theme.Fade(th.Shadow, 0.35))
		p.Disc(dst, x, y, r, th.Accent[mover])
		if hinted && hint == tg.Dir {
			p.Stroke(dst, tg.Rect.Inset(-4), r+4, 4, th.Hint)
		}
		t.Text.Draw(dst, l.TargetArrow(chosen, tg), x, y, r*1.1, t.paint.Scale, kit.Bold, th.DarkInk)
	}
}
