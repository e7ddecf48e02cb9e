package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// DrawPlate draws side s's plate in r: lit in the side's colour while it
// is to move, else dark with the side's colour on its edge. It returns
// the ink the plate's words take.
func (t *Table) DrawPlate(dst *ebiten.Image, r layout.Rect, s engine.Side, lit bool) color.RGBA {
	th := t.Theme()
	if lit {
		t.paint.Fill(dst, r, r.H/2, th.Accent[s])
		return th.DarkInk
	}
	t.paint.Fill(dst, r, r.H/2, th.Plate)
	t.Art.PlateEdge(dst, r, s)
	return th.Ink
}

// DrawStatus writes the status line s in r, as large as fits.
func (t *Table) DrawStatus(dst *ebiten.Image, r layout.Rect, s string) {
	x, y := r.Center()
	t.Text.Draw(dst, s, x, y, kit.FitSize(t.Text, s, 19, r.W-16, kit.Bold), t.paint.Scale, kit.Bold, t.Theme().Ink)
}

// DrawButton draws a flat button of the bar or a panel with its label:
// the main one (on) in the accent, a disabled one faded (a is its
// opacity, 1 for an enabled one).
func (t *Table) DrawButton(dst *ebiten.Image, r layout.Rect, label string, on bool, a float64) {
	th := t.Theme()
	ground, fg := th.Button, th.Ink
	if on {
		ground, fg = th.Accent[0], th.DarkInk
	}
	t.paint.Fill(dst, r, 10, theme.Fade(ground, a))
	t.paint.Stroke(dst, r, 10, 1, theme.Fade(th.ButtonEdge, a))
	x, y := r.Center()
	f := kit.FitBox(t.Text, label, 16, r.W-8, r.H-6, kit.Bold)
	t.Text.DrawFitted(dst, f, x, y, t.paint.Scale, kit.Bold, theme.Fade(fg, a), etxt.Center)
}

// DrawNamePlate draws side s's plate in r (DrawPlate: lit or not), with
// its name from the left, " to move" after it when toMove, and its score
// from the right.
func (t *Table) DrawNamePlate(dst *ebiten.Image, r layout.Rect, s engine.Side, lit, toMove bool, name, score string) {
	fg := t.DrawPlate(dst, r, s, lit)
	if toMove {
		name = t.Words.T("table.toMove", i18n.S("name", name))
	}
	y := r.Y + r.H/2
	t.Text.DrawAligned(dst, name, r.X+r.H/2, y, plateSize, t.paint.Scale, kit.Bold, fg, etxt.Left|etxt.VertCenter)
	t.Text.DrawAligned(dst, score, r.X+r.W-r.H/2, y, plateSize, t.paint.Scale, kit.Regular, fg, etxt.Right|etxt.VertCenter)
}

// plateSize is the size of a plate's words.
const plateSize = 17

// ScoreText says what side s has on position p of a game of r, as its
// plate shows it: its store ("store 5"), Oware's seeds captured
// ("captured 5"), or Bao's seeds on its side ("seeds 12").
func (t *Table) ScoreText(r engine.Rules, p engine.Position, s engine.Side) string {
	switch r.Board().Variant {
	case engine.BaoGame:
		o := r.Outcome(p)
		return t.Words.T("table.seeds", i18n.N("count", [2]int{o.South, o.North}[s]))
	case engine.OwareGame:
		return t.Words.T("table.captured", i18n.N("count", int(p.Stores[s])))
	}
	return t.Words.T("table.store", i18n.N("count", int(p.Stores[s])))
}

// saidSize is the caption line's text size, logical px: large, to be
// read at a glance.
const saidSize = 22

// DrawSaid draws the caption line in r (layout.ComputeSaid): the last
// move in words, as the text mirror announces it, on a ground of its own;
// on two lines where one would shrink it too far.
func (t *Table) DrawSaid(dst *ebiten.Image, r layout.Rect, s string) {
	if r.H <= 0 || s == "" {
		return
	}
	th := t.Theme()
	t.paint.Fill(dst, r, 12, th.Plate)
	f := kit.FitBox(t.Text, s, saidSize, r.W-24, r.H-6, kit.Bold)
	x, y := r.Center()
	t.Text.DrawFitted(dst, f, x, y, t.paint.Scale, kit.Bold, th.Ink, etxt.Center)
}
