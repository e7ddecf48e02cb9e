package kit

import (
	"image/color"
	"math"

	"mancala/assets"
	"mancala/saves"
)

// Theme is a board theme's palette: every colour the board screen draws
// with. The board reads it from the settings each tick and draws its still
// art again when it changes.
type Theme struct {
	Name saves.Theme
	// Table is the colour of the table under the board (the background).
	Table assets.RGB
	// WoodPale and WoodDark are the board's grain tones.
	WoodPale, WoodDark assets.RGB
	// Hollow shades the pits and stores carved in the board.
	Hollow assets.Shading
	// Seeds are the seed colours; seed looks take them in turn.
	Seeds []assets.RGB
	// Bevel lights the frame's edge: highlight, outline, inner line.
	Bevel [3]color.RGBA
	// PitRim outlines every hollow when not transparent.
	PitRim color.RGBA
	// Ink is text and light marks; DarkInk is text on Accent.
	Ink, DarkInk color.RGBA
	// Accent is each side's colour, by engine.Side.
	Accent [2]color.RGBA
	// Badge is the count badge's ground; BadgeHot while seeds land there.
	Badge, BadgeHot color.RGBA
	// Marks on places: a pit that can be sown, the last move's pit, the
	// hint, the keyboard focus, where a hovered move ends, a relay and a
	// skipped place.
	Playable, Last, Hint, Cursor, Landing, Relay, Skip color.RGBA
	// Button and ButtonEdge draw the bar's buttons; Plate a name plate
	// whose side is not to move; Pill a caption's ground.
	Button, ButtonEdge, Plate, Pill color.RGBA
	// Shapes makes the marks differ by shape as well as colour: the hint
	// a dotted ring, the last move a double ring, the focus a square.
	Shapes bool
}

// woodTheme is the warm wood board on green felt.
var woodTheme = Theme{
	Name:  saves.Wood,
	Table: assets.Felt, WoodPale: assets.WoodPale, WoodDark: assets.WoodDark,
	Hollow:  assets.WoodShading,
	Seeds:   assets.SeedColours(),
	Bevel:   [3]color.RGBA{Rgba(255, 230, 190, 0.28), Rgba(40, 20, 8, 0.7), Rgba(60, 30, 10, 0.25)},
	Ink:     color.RGBA{250, 246, 236, 255},
	DarkInk: color.RGBA{36, 28, 20, 255},
	Accent:  [2]color.RGBA{Rgba(240, 192, 98, 1), Rgba(150, 202, 242, 1)},
	Badge:   Rgba(24, 14, 6, 0.66), BadgeHot: Rgba(120, 70, 20, 0.8),
	Playable: Rgba(255, 245, 220, 0.22), Last: Rgba(255, 214, 120, 0.75),
	Hint: Rgba(120, 230, 255, 1), Cursor: color.RGBA{250, 246, 236, 255},
	Landing: Rgba(255, 255, 255, 1), Relay: Rgba(255, 170, 80, 1), Skip: Rgba(180, 200, 230, 1),
	Button: Rgba(255, 255, 255, 0.12), ButtonEdge: Rgba(255, 255, 255, 0.25),
	Plate: Rgba(0, 0, 0, 0.3), Pill: Rgba(16, 10, 4, 0.78),
}

// ContrastTheme is high contrast and colour-blind safe: a near-black board
// on a black table, pits outlined in pale yellow, seeds in orange and blue
// of clearly different lightness (Okabe and Ito's palette, which stays
// apart under every common colour blindness), white text, and marks that
// differ by shape, never by red against green.
var ContrastTheme = Theme{
	Name:  saves.Contrast,
	Table: assets.RGB{16, 18, 28}, WoodPale: assets.RGB{50, 50, 56}, WoodDark: assets.RGB{36, 36, 42},
	Hollow: assets.Shading{Dark: assets.RGB{0, 0, 0}, Lit: assets.RGB{110, 110, 120}, Depth: 0.5},
	Seeds:  []assets.RGB{{245, 166, 35}, {70, 150, 240}},
	Bevel:  [3]color.RGBA{Rgba(255, 255, 255, 0.35), Rgba(235, 235, 235, 1), Rgba(0, 0, 0, 0)},
	PitRim: Rgba(250, 232, 150, 0.9),
	Ink:    color.RGBA{255, 255, 255, 255}, DarkInk: color.RGBA{0, 0, 0, 255},
	Accent: [2]color.RGBA{Rgba(245, 166, 35, 1), Rgba(110, 190, 245, 1)},
	Badge:  Rgba(0, 0, 0, 0.92), BadgeHot: Rgba(110, 70, 0, 0.95),
	Playable: Rgba(255, 255, 255, 0.45), Last: Rgba(240, 228, 66, 1),
	Hint: Rgba(86, 180, 233, 1), Cursor: color.RGBA{255, 255, 255, 255},
	Landing: Rgba(255, 255, 255, 1), Relay: Rgba(245, 166, 35, 1), Skip: Rgba(200, 200, 210, 1),
	Button: Rgba(0, 0, 0, 0.75), ButtonEdge: Rgba(255, 255, 255, 0.85),
	Plate: Rgba(0, 0, 0, 0.75), Pill: Rgba(0, 0, 0, 0.92),
	Shapes: true,
}

// Themes lists the board themes in the order the settings offer them.
var Themes = []*Theme{&woodTheme, &ContrastTheme}

// ThemeOf returns the theme named n; an unknown name gets wood.
func ThemeOf(n saves.Theme) *Theme {
	for _, th := range Themes {
		if th.Name == n {
			return th
		}
	}
	return &woodTheme
}

// Title is the theme's name as the settings show it.
func (th *Theme) Title() string {
	if th.Name == saves.Contrast {
		return "High contrast"
	}
	return "Wood"
}

// Seed returns the colour of seed look k.
func (th *Theme) Seed(k int) assets.RGB { return th.Seeds[k%len(th.Seeds)] }

// Colours of the scenes outside the board: the wood theme's.
var (
	Ink     = woodTheme.Ink
	DarkInk = woodTheme.DarkInk
	Accent  = woodTheme.Accent
	// Veil darkens what lies under a panel or a question.
	Veil = Rgba(0, 0, 0, 0.5)
	// ListSolvedInk marks what is solved: a challenge's card, the result panel.
	ListSolvedInk = Rgba(150, 226, 140, 1)
)

// Fade returns c with its alpha multiplied by a (c is premultiplied).
func Fade(c color.RGBA, a float64) color.RGBA {
	a = clamp01(a)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// luminance is the WCAG relative luminance of an opaque colour c (0..255).
func luminance(c assets.RGB) float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// contrast is the WCAG contrast ratio of two opaque colours, 1..21.
func contrast(a, b assets.RGB) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// pitFloor is the colour of a hollow's floor: the board's middle tone
// under the hollow's shade at its centre.
func (th *Theme) pitFloor() assets.RGB {
	a := th.Hollow.Depth + 0.12
	var c assets.RGB
	for i := range c {
		mid := (th.WoodPale[i] + th.WoodDark[i]) / 2
		c[i] = mid*(1-a) + th.Hollow.Dark[i]*a
	}
	return c
}

// opaque returns the straight colour of the premultiplied c laid over
// ground.
func opaque(c color.RGBA, ground assets.RGB) assets.RGB {
	a := float64(c.A) / 255
	return assets.RGB{float64(c.R) + ground[0]*(1-a), float64(c.G) + ground[1]*(1-a), float64(c.B) + ground[2]*(1-a)}
}

// Solid returns c as it looks over ground, as an opaque colour: for a
// panel that nothing behind it may show through.
func Solid(c color.RGBA, ground assets.RGB) color.RGBA {
	o := opaque(c, ground)
	return Rgba(uint8(o[0]), uint8(o[1]), uint8(o[2]), 1)
}
