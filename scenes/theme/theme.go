// Package theme holds the game's palettes: every colour any screen draws
// with, in one place, so that switching to High contrast changes every
// screen at once. It draws nothing and imports no Ebitengine.
package theme

import (
	"image/color"

	"mancala/assets"
	"mancala/saves"
)

// Theme is a palette: every colour the screens draw with. The scenes read
// it from the settings each tick and draw their still art again when it
// changes.
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
	// Ink is text and light marks; DarkInk is text on Accent; Muted is
	// text that matters less; Failed says an attempt failed; Solved marks
	// a solved challenge.
	Ink, DarkInk, Muted, Failed, Solved color.RGBA
	// Accent is each side's colour, by engine.Side.
	Accent [2]color.RGBA
	// Badge is the count badge's ground; BadgeHot while seeds land there.
	Badge, BadgeHot color.RGBA
	// Marks on places: a pit that can be sown, the last move's pit, the
	// hint, the keyboard focus, where a hovered move ends, a relay, a
	// skipped place and a refused tap.
	Playable, Last, Hint, Cursor, Landing, Relay, Skip, Refused color.RGBA
	// Glow lights a place while seeds land in it; Hover lights the pit
	// pointed at.
	Glow, Hover color.RGBA
	// Button and ButtonEdge draw the bar's buttons, ButtonHot one pointed
	// at; Plank and PlankHot the menus' big buttons; Plate a name plate
	// whose side is not to move; Pill a caption's ground.
	Button, ButtonEdge, ButtonHot, Plank, PlankHot, Plate, Pill color.RGBA
	// Panel is the ground of a panel over the board, PanelDeep of its
	// strongest part; Card a challenge's card and CardEdge its edge; Veil
	// darkens what lies under a panel; Dim draws quiet marks (a pager's
	// dots, a scroll bar); Shadow is cast under things.
	Panel, PanelDeep, Card, CardEdge, Veil, Dim, Shadow color.RGBA
	// Shapes makes the marks differ by shape as well as colour: the hint
	// a dotted ring, the last move a double ring, the focus a square.
	Shapes bool
}

// The palettes' colours are written premultiplied by their alpha, as
// color.RGBA keeps them (RGBA(255, 230, 190, 0.28) is {71, 64, 53, 71}):
// data in the page, not code run at its start.

// Wood is the warm wood board on green felt.
var Wood = Theme{
	Name:  saves.Wood,
	Table: assets.Felt, WoodPale: assets.WoodPale, WoodDark: assets.WoodDark,
	Hollow:  assets.WoodShading,
	Seeds:   assets.SeedColours(),
	Bevel:   [3]color.RGBA{color.RGBA{71, 64, 53, 71}, color.RGBA{28, 14, 5, 178}, color.RGBA{15, 7, 2, 63}},
	Ink:     color.RGBA{250, 246, 236, 255},
	DarkInk: color.RGBA{36, 28, 20, 255},
	Muted:   color.RGBA{230, 217, 193, 234}, Failed: color.RGBA{255, 150, 110, 255}, Solved: color.RGBA{150, 226, 140, 255},
	Accent: [2]color.RGBA{color.RGBA{240, 192, 98, 255}, color.RGBA{150, 202, 242, 255}},
	Badge:  color.RGBA{15, 9, 3, 168}, BadgeHot: color.RGBA{96, 56, 16, 204},
	Playable: color.RGBA{56, 53, 48, 56}, Last: color.RGBA{191, 160, 90, 191},
	Hint: color.RGBA{120, 230, 255, 255}, Cursor: color.RGBA{250, 246, 236, 255},
	Landing: color.RGBA{255, 255, 255, 255}, Relay: color.RGBA{255, 170, 80, 255}, Skip: color.RGBA{180, 200, 230, 255},
	Refused: color.RGBA{240, 80, 60, 255},
	Glow:    color.RGBA{255, 236, 170, 255}, Hover: color.RGBA{30, 30, 27, 30},
	Button: color.RGBA{30, 30, 30, 30}, ButtonEdge: color.RGBA{63, 63, 63, 63}, ButtonHot: color.RGBA{61, 61, 61, 61},
	Plank: color.RGBA{110, 68, 34, 234}, PlankHot: color.RGBA{144, 92, 49, 244},
	Plate: color.RGBA{0, 0, 0, 76}, Pill: color.RGBA{12, 7, 3, 198},
	Panel: color.RGBA{42, 25, 11, 247}, PanelDeep: color.RGBA{22, 14, 6, 255},
	Card: color.RGBA{84, 51, 25, 234}, CardEdge: color.RGBA{76, 66, 51, 76},
	Veil: color.RGBA{0, 0, 0, 127}, Dim: color.RGBA{89, 89, 89, 89}, Shadow: color.RGBA{0, 0, 0, 255},
}

// HighContrast is high contrast and colour-blind safe: a near-black board
// on a black table, pits outlined in pale yellow, seeds in orange and blue
// of clearly different lightness (Okabe and Ito's palette, which stays
// apart under every common colour blindness), white text, and marks that
// differ by shape, never by red against green.
var HighContrast = Theme{
	Name:  saves.Contrast,
	Table: assets.RGB{16, 18, 28}, WoodPale: assets.RGB{50, 50, 56}, WoodDark: assets.RGB{36, 36, 42},
	Hollow: assets.Shading{Dark: assets.RGB{0, 0, 0}, Lit: assets.RGB{110, 110, 120}, Depth: 0.5},
	Seeds:  []assets.RGB{{245, 166, 35}, {70, 150, 240}},
	Bevel:  [3]color.RGBA{color.RGBA{89, 89, 89, 89}, color.RGBA{235, 235, 235, 255}, color.RGBA{0, 0, 0, 0}},
	PitRim: color.RGBA{225, 208, 135, 229},
	Ink:    color.RGBA{255, 255, 255, 255}, DarkInk: color.RGBA{0, 0, 0, 255},
	Muted: color.RGBA{230, 230, 235, 255}, Failed: color.RGBA{240, 228, 66, 255}, Solved: color.RGBA{86, 180, 233, 255},
	Accent: [2]color.RGBA{color.RGBA{245, 166, 35, 255}, color.RGBA{110, 190, 245, 255}},
	Badge:  color.RGBA{0, 0, 0, 234}, BadgeHot: color.RGBA{104, 66, 0, 242},
	Playable: color.RGBA{114, 114, 114, 114}, Last: color.RGBA{240, 228, 66, 255},
	Hint: color.RGBA{86, 180, 233, 255}, Cursor: color.RGBA{255, 255, 255, 255},
	Landing: color.RGBA{255, 255, 255, 255}, Relay: color.RGBA{245, 166, 35, 255}, Skip: color.RGBA{200, 200, 210, 255},
	Refused: color.RGBA{213, 94, 0, 255},
	Glow:    color.RGBA{255, 255, 255, 255}, Hover: color.RGBA{51, 51, 51, 51},
	Button: color.RGBA{0, 0, 0, 191}, ButtonEdge: color.RGBA{216, 216, 216, 216}, ButtonHot: color.RGBA{57, 57, 66, 242},
	Plank: color.RGBA{0, 0, 0, 191}, PlankHot: color.RGBA{57, 57, 66, 242},
	Plate: color.RGBA{0, 0, 0, 191}, Pill: color.RGBA{0, 0, 0, 234},
	Panel: color.RGBA{0, 0, 0, 242}, PanelDeep: color.RGBA{0, 0, 0, 255},
	Card: color.RGBA{23, 23, 28, 244}, CardEdge: color.RGBA{216, 216, 216, 216},
	Veil: color.RGBA{0, 0, 0, 178}, Dim: color.RGBA{153, 153, 153, 153}, Shadow: color.RGBA{0, 0, 0, 255},
	Shapes: true,
}

// All lists the themes in the order the settings offer them.
var All = []*Theme{&Wood, &HighContrast}

// Of returns the theme named n; an unknown name gets wood.
func Of(n saves.Theme) *Theme {
	for _, th := range All {
		if th.Name == n {
			return th
		}
	}
	return &Wood
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

// PitFloor is the colour of a hollow's floor: the board's middle tone
// under the hollow's shade at its centre.
func (th *Theme) PitFloor() assets.RGB {
	a := th.Hollow.Depth + 0.12
	var c assets.RGB
	for i := range c {
		mid := (th.WoodPale[i] + th.WoodDark[i]) / 2
		c[i] = mid*(1-a) + th.Hollow.Dark[i]*a
	}
	return c
}

// BoardTone is the middle tone of the board's wood.
func (th *Theme) BoardTone() assets.RGB {
	var c assets.RGB
	for i := range c {
		c[i] = (th.WoodPale[i] + th.WoodDark[i]) / 2
	}
	return c
}
