package kit

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/assets"
	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Chrome is what the menu, the picker and the list of games draw with: the
// table in the settings' theme, wooden buttons, chips and small pictures
// of the boards. Resize and Update call prepare; Draw only draws.
type Chrome struct {
	Text     *Text
	Settings *saves.Settings // the player's settings: the theme
	Words    i18n.Words      // the game's language; nil is English
	Th       *theme.Theme
	bg       *ebiten.Image
	Scale    float64
	Paint    Painter
}

// Prepare follows the theme and the device scale; the table is drawn
// again when the theme changes.
func (c *Chrome) Prepare(scale float64) {
	th := theme.Of(c.Settings.Theme)
	if c.Th != th || c.bg == nil {
		if c.bg != nil {
			c.bg.Deallocate()
		}
		c.Th, c.bg = th, ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table))
	}
	c.Scale = scale
	c.Paint.Scale = scale
}

// Table fills dst with the table.
func (c *Chrome) Table(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/96, float64(dst.Bounds().Dy())/54)
	dst.DrawImage(c.bg, op)
}

// Look is how a button or chip is drawn: pointed at, focused by the
// keyboard, chosen (a chip) or the main action (a button).
type Look struct{ Hot, Focus, On bool }

// Plate is the ground of a button: the theme's plank, lit when hot.
func (c *Chrome) Plate(hot bool) color.RGBA {
	if hot {
		return c.Th.PlankHot
	}
	return c.Th.Plank
}

// Button draws a big button with its label at size px; on makes it the
// accent colour, for the main action.
func (c *Chrome) Button(dst *ebiten.Image, r layout.Rect, label string, size float64, lk Look) {
	Wooden{Text: c.Text, Paint: &c.Paint, Th: c.Th, Scale: c.Scale}.Button(dst, r, label, size, lk)
}

// BackLabel is every screen's Back button's label.
const BackLabel = "‹ Back"

// Back draws the screen's Back button: the same on every screen.
func (c *Chrome) Back(dst *ebiten.Image, r layout.Rect, hot bool) {
	Wooden{Text: c.Text, Paint: &c.Paint, Th: c.Th, Scale: c.Scale, Words: c.Words}.Back(dst, r, hot)
}

// Wooden draws the wooden buttons with a theme, for scenes that draw
// without a Chrome (the boards).
type Wooden struct {
	Text  *Text
	Paint *Painter
	Th    *theme.Theme
	Scale float64
	Words i18n.Words // the game's language; nil is English
}

// Back draws the Back button, as every screen has it; where its label
// would shrink below minOneLine of its size, without its chevron.
func (w Wooden) Back(dst *ebiten.Image, r layout.Rect, hot bool) {
	label := BackIn(w.Words)
	if w.Text.Width(label, backSize*minOneLine, Bold) > r.W-24 {
		label = strings.TrimLeft(label, "‹\u00a0 ")
	}
	w.Button(dst, r, label, backSize, Look{Hot: hot})
}

// backSize is the Back button's text size, logical px.
const backSize = 18

// BackIn is the Back button's label in w's language (English for nil).
func BackIn(w i18n.Words) string {
	if w == nil {
		return BackLabel
	}
	return w.T("common.back")
}

// Button draws a big wooden button with its label at size px.
func (w Wooden) Button(dst *ebiten.Image, r layout.Rect, label string, size float64, lk Look) {
	p, th := w.Paint, w.Th
	rad := math.Min(16, r.H/3)
	p.Fill(dst, layout.Rect{X: r.X, Y: r.Y + 3, W: r.W, H: r.H}, rad, theme.Fade(th.Shadow, 0.3))
	ground, fg := th.Plank, th.Ink
	if lk.Hot {
		ground = th.PlankHot
	}
	if lk.On {
		ground, fg = th.Accent[0], th.DarkInk
		if lk.Hot {
			ground = theme.Lighter(ground)
		}
	}
	p.Fill(dst, r, rad, ground)
	p.Stroke(dst, r.Inset(1), rad-1, 1.5, th.Bevel[0])
	if th.Shapes {
		p.Stroke(dst, r, rad, 2, th.ButtonEdge)
	}
	if lk.Focus {
		p.Stroke(dst, r.Inset(-4), rad+4, 3, th.Ink)
	}
	x, y := r.Center()
	f := FitBox(w.Text, label, size, r.W-24, r.H-6, Bold)
	w.Text.DrawFitted(dst, f, x, y, w.Scale, Bold, fg, etxt.Center)
}

// Chip draws a choice of an option row: chosen ones in the accent colour.
func (c *Chrome) Chip(dst *ebiten.Image, r layout.Rect, label string, size float64, lk Look) {
	p := &c.Paint
	rad := math.Min(12, r.H/2)
	ground, edge, fg, w := c.Th.Button, c.Th.ButtonEdge, c.Th.Ink, Regular
	if lk.Hot {
		ground = c.Th.ButtonHot
	}
	if lk.On {
		ground, edge, fg, w = c.Th.Accent[0], c.Th.Accent[0], c.Th.DarkInk, Bold
	}
	p.Fill(dst, r, rad, ground)
	p.Stroke(dst, r, rad, 1, edge)
	c.FocusRing(dst, r, rad, lk.Focus)
	x, y := r.Center()
	c.Text.Draw(dst, label, x, y, FitSize(c.Text, label, size, r.W-10, w), c.Scale, w, fg)
}

// FocusRing rings r in the ink colour when the keyboard focus is on it.
func (c *Chrome) FocusRing(dst *ebiten.Image, r layout.Rect, rad float64, on bool) {
	if on {
		c.Paint.Stroke(dst, r.Inset(-4), rad+4, 3, c.Th.Ink)
	}
}

// Title draws a screen's title s in bold accent, centred in r and made
// smaller as needed to fit its width; nothing when r is empty.
func (c *Chrome) Title(dst *ebiten.Image, r layout.Rect, s string, size float64) {
	if r.W <= 0 {
		return
	}
	x, y := r.Center()
	f := FitBox(c.Text, s, size, r.W, r.H, Bold)
	c.Text.DrawFitted(dst, f, x, y, c.Scale, Bold, c.Th.Accent[0], etxt.Center)
}

// Label draws an option row's label, left aligned in r: centred on its
// height, or at its foot when it sits above its chips.
func (c *Chrome) Label(dst *ebiten.Image, r layout.Rect, s string, size float64, above bool) {
	if above {
		c.Text.DrawAligned(dst, s, r.X, r.Y+r.H-4, FitSize(c.Text, s, size, r.W, Bold), c.Scale, Bold, c.Th.Ink, etxt.Left|etxt.Bottom)
		return
	}
	f := FitBox(c.Text, s, size, r.W, r.H, Bold)
	c.Text.DrawFitted(dst, f, r.X, r.Y+r.H/2, c.Scale, Bold, c.Th.Ink, etxt.Left|etxt.VertCenter)
}

// Para draws s wrapped to r's width, centred in r (or along its left edge
// when left is set), shrinking the text (down to 13 px) until it fits r's
// height.
func (c *Chrome) Para(dst *ebiten.Image, r layout.Rect, s string, size float64, col color.Color, left bool) {
	want := size
	lines := Wrap(c.Text, s, size, r.W)
	for size > 13 && float64(len(lines))*size*1.3 > r.H {
		size--
		lines = Wrap(c.Text, s, size, r.W)
	}
	if c.Text.Cramped != nil && size < want {
		c.Text.Cramped(s, want, size, float64(len(lines))*size*1.3 > r.H)
	}
	lh := size * 1.3
	y := r.Y + (r.H-lh*float64(len(lines)))/2 + lh/2
	x, al := r.X+r.W/2, etxt.Center
	if left {
		x, al = r.X, etxt.Left|etxt.VertCenter
	}
	for i, l := range lines {
		c.Text.DrawAligned(dst, l, x, y+float64(i)*lh, size, c.Scale, Regular, col, al)
	}
}

// Wrap breaks s into lines no wider than w px at size px, never leaving
// the last word alone on its line where it can keep one more.
func Wrap(t *Text, s string, size, w float64) []string {
	var lines []string
	line := ""
	for _, word := range spaced(s) {
		try := strings.TrimSpace(line + " " + word)
		if line != "" && t.Width(try, size, Regular) > w {
			lines, line = append(lines, line), word
			continue
		}
		line = try
	}
	return noLoneLastWord(t, append(lines, line), size, w)
}

// noLoneLastWord moves the last word of the line before the last down to
// it when the last line holds one word alone ("move" joins "4?"), if the
// joined line fits in w px, so that a sentence never ends on a word by
// itself.
func noLoneLastWord(t *Text, lines []string, size, w float64) []string {
	n := len(lines)
	if n < 2 || strings.Contains(lines[n-1], " ") {
		return lines
	}
	i := strings.LastIndex(lines[n-2], " ")
	if i < 0 {
		return lines
	}
	joined := lines[n-2][i+1:] + " " + lines[n-1]
	if t.Width(joined, size, Regular) > w {
		return lines
	}
	lines[n-2], lines[n-1] = lines[n-2][:i], joined
	return lines
}

// FitSize returns size, or a smaller size down to 12 px at which s fits in
// w px.
func FitSize(t *Text, s string, size, w float64, wt Weight) float64 {
	fitted := size
	for fitted > 12 && t.Width(s, fitted, wt) > w {
		fitted--
	}
	if t.Cramped != nil && fitted < size {
		t.Cramped(s, size, fitted, t.Width(s, fitted, wt) > w)
	}
	return fitted
}
