package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/assets"
	"mancala/engine"
	"mancala/scenes/layout"
)

// chrome is what the menu, the picker and the list of games draw with: the
// table in the settings' theme, wooden buttons, chips and small pictures
// of the boards. Resize and Update call prepare; Draw only draws.
type chrome struct {
	app   *App
	th    *Theme
	bg    *ebiten.Image
	scale float64
	paint painter
	minis minis
}

// prepare follows the theme and the device scale; the table is drawn
// again when the theme changes.
func (c *chrome) prepare(scale float64) {
	th := themeOf(c.app.Settings.Theme)
	if c.th != th || c.bg == nil {
		if c.bg != nil {
			c.bg.Deallocate()
		}
		c.th, c.bg = th, ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table))
	}
	c.scale = scale
	c.paint.scale = scale
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

// plate is the ground of a button: carved wood, or in the high-contrast
// theme its dark button.
func (c *chrome) plate(hot bool) color.RGBA {
	if c.th.Shapes {
		if hot {
			return rgba(60, 60, 70, 0.95)
		}
		return c.th.Button
	}
	if hot {
		return rgba(150, 96, 52, 0.96)
	}
	return rgba(120, 74, 38, 0.92)
}

// button draws a big button with its label at size px; on makes it the
// accent colour, for the main action.
func (c *chrome) button(dst *ebiten.Image, r layout.Rect, label string, size float64, lk look) {
	p := &c.paint
	rad := math.Min(16, r.H/3)
	p.fill(dst, layout.Rect{X: r.X, Y: r.Y + 3, W: r.W, H: r.H}, rad, rgba(0, 0, 0, 0.3))
	ground, fg := c.plate(lk.hot), c.th.Ink
	if lk.on {
		ground, fg = c.th.Accent[0], c.th.DarkInk
		if lk.hot {
			ground = lighter(ground)
		}
	}
	p.fill(dst, r, rad, ground)
	p.stroke(dst, r.Inset(1), rad-1, 1.5, c.th.Bevel[0])
	if c.th.Shapes {
		p.stroke(dst, r, rad, 2, c.th.ButtonEdge)
	}
	c.focusRing(dst, r, rad, lk.focus)
	x, y := r.Center()
	c.app.Text.Draw(dst, label, x, y, fitSize(c.app.Text, label, size, r.W-24, Bold), c.scale, Bold, fg)
}

// chip draws a choice of an option row: chosen ones in the accent colour.
func (c *chrome) chip(dst *ebiten.Image, r layout.Rect, label string, size float64, lk look) {
	p := &c.paint
	rad := math.Min(12, r.H/2)
	ground, edge, fg, w := c.th.Button, c.th.ButtonEdge, c.th.Ink, Regular
	if lk.hot {
		ground = rgba(255, 255, 255, 0.24)
	}
	if lk.on {
		ground, edge, fg, w = c.th.Accent[0], c.th.Accent[0], c.th.DarkInk, Bold
	}
	p.fill(dst, r, rad, ground)
	p.stroke(dst, r, rad, 1, edge)
	c.focusRing(dst, r, rad, lk.focus)
	x, y := r.Center()
	c.app.Text.Draw(dst, label, x, y, fitSize(c.app.Text, label, size, r.W-10, w), c.scale, w, fg)
}

// focusRing rings r in the ink colour when the keyboard focus is on it.
func (c *chrome) focusRing(dst *ebiten.Image, r layout.Rect, rad float64, on bool) {
	if on {
		c.paint.stroke(dst, r.Inset(-4), rad+4, 3, c.th.Ink)
	}
}

// label draws an option row's label, left aligned in r: centred on its
// height, or at its foot when it sits above its chips.
func (c *chrome) label(dst *ebiten.Image, r layout.Rect, s string, size float64, above bool) {
	y, a := r.Y+r.H/2, etxt.Left|etxt.VertCenter
	if above {
		y, a = r.Y+r.H-4, etxt.Left|etxt.Bottom
	}
	c.app.Text.DrawAligned(dst, s, r.X, y, fitSize(c.app.Text, s, size, r.W, Bold), c.scale, Bold, c.th.Ink, a)
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
		c.app.Text.DrawAligned(dst, l, x, y+float64(i)*lh, size, c.scale, Regular, col, al)
	}
}

// wrap breaks s into lines no wider than w px at size px.
func wrap(t *Text, s string, size, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := strings.TrimSpace(line + " " + word)
		if line != "" && t.Width(try, size, Regular) > w {
			lines, line = append(lines, line), word
			continue
		}
		line = try
	}
	return append(lines, line)
}

// fitSize returns size, or a smaller size down to 12 px at which s fits in
// w px.
func fitSize(t *Text, s string, size, w float64, wt Weight) float64 {
	for size > 12 && t.Width(s, size, wt) > w {
		size--
	}
	return size
}

// lighter returns c a little lighter.
func lighter(c color.RGBA) color.RGBA {
	up := func(v uint8) uint8 { return uint8(math.Min(255, float64(v)*1.12+8)) }
	return color.RGBA{up(c.R), up(c.G), up(c.B), c.A}
}

// mini draws the picture of slot i made by prepareMini at r.
func (c *chrome) mini(dst *ebiten.Image, i int, r layout.Rect) {
	c.minis.draw(dst, i, r, c.scale)
}

// prepareMini makes game v's picture for r in slot i (0..4), if it is not
// made yet.
func (c *chrome) prepareMini(i int, v engine.Variant, r layout.Rect) {
	c.minis.prepare(i, v, r, c.scale, c.th)
}
