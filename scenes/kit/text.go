package kit

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/sfnt"

	"mancala/assets"
)

// Weight picks a font of the family.
type Weight uint8

// The font weights.
const (
	Regular Weight = iota
	Bold
)

// String returns the weight's name.
func (w Weight) String() string {
	if w == Bold {
		return "bold"
	}
	return "regular"
}

// Text draws text with the embedded Go fonts (cut down to the characters
// the game draws: assets.FontRegular), sized in logical px and
// rendered at the device scale so it is crisp.
type Text struct {
	r     *etxt.Renderer
	fonts [2]*sfnt.Font
	// Cramped, when set, hears of every text that does not fit its box
	// at the size it was meant for: fitted is the size it was drawn at
	// (FitSize and Para shrink a text down to a floor) and overflow is
	// true when it was still too big there. Tests set it to check that
	// every label fits in every language; the game leaves it nil.
	Cramped func(s string, size, fitted float64, overflow bool)
	// Drawn, when set, hears of every text drawn: tests set it to check
	// that a screen speaks only its player's language.
	Drawn func(s string)
}

// NewText parses the embedded fonts.
func NewText() (*Text, error) {
	reg, err := sfnt.Parse(assets.FontRegular)
	if err != nil {
		return nil, errors.New("kit: regular font: " + err.Error())
	}
	bold, err := sfnt.Parse(assets.FontBold)
	if err != nil {
		return nil, errors.New("kit: bold font: " + err.Error())
	}
	r := etxt.NewRenderer()
	r.Utils().SetCache8MiB()
	r.SetFont(reg)
	return &Text{r: r, fonts: [2]*sfnt.Font{reg, bold}}, nil
}

// Draw draws s centred on x, y (logical px) at size px, in colour c, on a
// target scale device px per logical px.
func (t *Text) Draw(dst *ebiten.Image, s string, x, y, size, scale float64, w Weight, c color.Color) {
	t.DrawAligned(dst, s, x, y, size, scale, w, c, etxt.Center)
}

// DrawAligned draws s with the given etxt alignment at x, y (logical px).
func (t *Text) DrawAligned(dst *ebiten.Image, s string, x, y, size, scale float64, w Weight, c color.Color, a etxt.Align) {
	if t.Drawn != nil {
		t.Drawn(s)
	}
	t.r.SetFont(t.fonts[w])
	t.r.SetSize(size)
	t.r.SetScale(scale)
	t.r.SetColor(c)
	t.r.SetAlign(a)
	t.r.Draw(dst, s, int(x*scale+0.5), int(y*scale+0.5))
}

// Width returns how wide s is at size px, in logical px.
func (t *Text) Width(s string, size float64, w Weight) float64 {
	t.r.SetFont(t.fonts[w])
	t.r.SetSize(size)
	t.r.SetScale(1)
	return t.r.Measure(s).Width().ToFloat64()
}
