package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/assets"
	"mancala/engine"
	"mancala/scenes/boardview"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// chrome is what the menu, the picker and the list of games draw with: the
// table in the settings' theme, wooden buttons, chips and small pictures
// of the boards. Resize and Update call prepare; Draw only draws.
type chrome struct {
	app   *App
	th    *theme.Theme
	bg    *ebiten.Image
	scale float64
	paint kit.Painter
	minis boardview.Pictures
}

// prepare follows the theme and the device scale; the table is drawn
// again when the theme changes.
func (c *chrome) prepare(scale float64) {
	th := theme.Of(c.app.Settings.Theme)
	if c.th != th || c.bg == nil {
		if c.bg != nil {
			c.bg.Deallocate()
		}
		c.th, c.bg = th, ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table))
	}
	c.scale = scale
	c.paint.Scale = scale
}

// table fills dst with the table.
func (c *chrome) table(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/96, float64(dst.Bounds().Dy())/54)
	dst.DrawImage(c.bg, op)
}

// look is how a button or chip is drawn: pointed at, focused by the
// keyboard, chosen (a chip) or the main action (a button).
type look struct{ hot, focus, on bool }

// plate is the ground of a button: the theme's plank, lit when hot.
func (c *chrome) plate(hot bool) color.RGBA {
	if hot {
		return c.th.PlankHot
	}
	return c.th.Plank
}

// button draws a big button with its label at size px; on makes it the
// accent colour, for the main action.
func (c *chrome) button(dst *ebiten.Image, r layout.Rect, label string, size float64, lk look) {
	p := &c.paint
	rad := math.Min(16, r.H/3)
	p.Fill(dst, layout.Rect{X: r.X, Y: r.Y + 3, W: r.W, H: r.H}, rad, theme.Fade(c.th.Shadow, 0.3))
	ground, fg := c.plate(lk.hot), c.th.Ink
	if lk.on {
		ground, fg = c.th.Accent[0], c.th.DarkInk
		if lk.hot {
			ground = theme.Lighter(ground)
		}
	}
	p.Fill(dst, r, rad, ground)
	p.Stroke(dst, r.Inset(1), rad-1, 1.5, c.th.Bevel[0])
	if c.th.Shapes {
		p.Stroke(dst, r, rad, 2, c.th.ButtonEdge)
	}
	c.focusRing(dst, r, rad, lk.focus)
	x, y := r.Center()
	c.app.Text.Draw(dst, label, x, y, fitSize(c.app.Text, label, size, r.W-24, kit.Bold), c.scale, kit.Bold, fg)
}

// chip draws a choice of an option row: chosen ones in the accent colour.
func (c *chrome) chip(dst *ebiten.Image, r layout.Rect, label string, size float64, lk look) {
	p := &c.paint
	rad := math.Min(12, r.H/2)
	ground, edge, fg, w := c.th.Button, c.th.ButtonEdge, c.th.Ink, kit.Regular
	if lk.hot {
		ground = c.th.ButtonHot
	}
	if lk.on {
		ground, edge, fg, w = c.th.Accent[0], c.th.Accent[0], c.th.DarkInk, kit.Bold
	}
	p.Fill(dst, r, rad, ground)
	p.Stroke(dst, r, rad, 1, edge)
	c.focusRing(dst, r, rad, lk.focus)
	x, y := r.Center()
	c.app.Text.Draw(dst, label, x, y, fitSize(c.app.Text, label, size, r.W-10, w), c.scale, w, fg)
}

// focusRing rings r in the ink colour when the keyboard focus is on it.
func (c *chrome) focusRing(dst *ebiten.Image, r layout.Rect, rad float64, on bool) {
	if on {
		c.paint.Stroke(dst, r.Inset(-4), rad+4, 3, c.th.Ink)
	}
}

// label draws an option row's label, left aligned in r: centred on its
// height, or at its foot when it sits above its chips.
func (c *chrome) label(dst *ebiten.Image, r layout.Rect, s string, size float64, above bool) {
	y, a := r.Y+r.H/2, etxt.Left|etxt.VertCenter
	if above {
		y, a = r.Y+r.H-4, etxt.Left|etxt.Bottom
	}
	c.app.Text.DrawAligned(dst, s, r.X, y, fitSize(c.app.Text, s, size, r.W, kit.Bold), c.scale, kit.Bold, c.th.Ink, a)
}

// para draws s wrapped to r's width, centred in r (or along its left edge
// when left is set), shrinking the text (down to 13 px) until it fits r's
// height.
func (c *chrome) para(dst *ebiten.Image, r layout.Rect, s string, size float64, col color.Color, left bool) {
	lines := wrap(c.app.Text, s, size, r.W)
	for size > 13 && float64(len(lines))*size*1.3 > r.H {
		size--
		lines = wrap(c.app.Text, s, size, r.W)
	}
	lh := size * 1.3
	y := r.Y + (r.H-lh*float64(len(lines)))/2 + lh/2
	x, al := r.X+r.W/2, etxt.Center
	if left {
		x, al = r.X, etxt.Left|etxt.VertCenter
	}
	for i, l := range lines {
		c.app.Text.DrawAligned(dst, l, x, y+float64(i)*lh, size, c.scale, kit.Regular, col, al)
	}
}

// wrap breaks s into lines no wider than w px at size px.
func wrap(t *kit.Text, s string, size, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := strings.TrimSpace(line + " " + word)
		if line != "" && t.Width(try, size, kit.Regular) > w {
			lines, line = append(lines, line), word
			continue
		}
		line = try
	}
	return append(lines, line)
}

// fitSize returns size, or a smaller size down to 12 px at which s fits in
// w px.
func fitSize(t *kit.Text, s string, size, w float64, wt kit.Weight) float64 {
	for size > 12 && t.Width(s, size, wt) > w {
		size--
	}
	return size
}

// mini draws the picture of slot i made by prepareMini at r.
func (c *chrome) mini(dst *ebiten.Image, i int, r layout.Rect) {
	c.minis.Draw(dst, i, r, c.scale)
}

// prepareMini makes game v's picture for r in slot i (0..4), if it is not
// made yet.
func (c *chrome) prepareMini(i int, v engine.Variant, r layout.Rect) {
	c.minis.Prepare(i, v, r, c.scale, c.th, c.app.Text)
}
