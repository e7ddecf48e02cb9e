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

// Wood is the warm wood board on green felt.
var Wood = Theme{
	Name:  saves.Wood,
	Table: assets.Felt, WoodPale: assets.WoodPale, WoodDark: assets.WoodDark,
	Hollow:  assets.WoodShading,
	Seeds:   assets.SeedColours(),
	Bevel:   [3]color.RGBA{RGBA(255, 230, 190, 0.28), RGBA(40, 20, 8, 0.7), RGBA(60, 30, 10, 0.25)},
	Ink:     RGBA(250, 246, 236, 1),
	DarkInk: RGBA(36, 28, 20, 1),
	Muted:   RGBA(250, 236, 210, 0.92), Failed: RGBA(255, 150, 110, 1), Solved: RGBA(150, 226, 140, 1),
	Accent: [2]color.RGBA{RGBA(240, 192, 98, 1), RGBA(150, 202, 242, 1)},
	Badge:  RGBA(24, 14, 6, 0.66), BadgeHot: RGBA(120, 70, 20, 0.8),
	Playable: RGBA(255, 245, 220, 0.22), Last: RGBA(255, 214, 120, 0.75),
	Hint: RGBA(120, 230, 255, 1), Cursor: RGBA(250, 246, 236, 1),
	Landing: RGBA(255, 255, 255, 1), Relay: RGBA(255, 170, 80, 1), Skip: RGBA(180, 200, 230, 1),
	Refused: RGBA(240, 80, 60, 1),
	Glow:    RGBA(255, 236, 170, 1), Hover: RGBA(255, 250, 230, 0.12),
	Button: RGBA(255, 255, 255, 0.12), ButtonEdge: RGBA(255, 255, 255, 0.25), ButtonHot: RGBA(255, 255, 255, 0.24),
	Plank: RGBA(120, 74, 38, 0.92), PlankHot: RGBA(150, 96, 52, 0.96),
	Plate: RGBA(0, 0, 0, 0.3), Pill: RGBA(16, 10, 4, 0.78),
	Panel: RGBA(44, 26, 12, 0.97), PanelDeep: RGBA(22, 14, 6, 1),
	Card: RGBA(92, 56, 28, 0.92), CardEdge: RGBA(255, 220, 170, 0.3),
	Veil: RGBA(0, 0, 0, 0.5), Dim: RGBA(255, 255, 255, 0.35), Shadow: RGBA(0, 0, 0, 1),
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
	Bevel:  [3]color.RGBA{RGBA(255, 255, 255, 0.35), RGBA(235, 235, 235, 1), RGBA(0, 0, 0, 0)},
	PitRim: RGBA(250, 232, 150, 0.9),
	Ink:    RGBA(255, 255, 255, 1), DarkInk: RGBA(0, 0, 0, 1),
	Muted: RGBA(230, 230, 235, 1), Failed: RGBA(240, 228, 66, 1), Solved: RGBA(86, 180, 233, 1),
	Accent: [2]color.RGBA{RGBA(245, 166, 35, 1), RGBA(110, 190, 245, 1)},
	Badge:  RGBA(0, 0, 0, 0.92), BadgeHot: RGBA(110, 70, 0, 0.95),
	Playable: RGBA(255, 255, 255, 0.45), Last: RGBA(240, 228, 66, 1),
	Hint: RGBA(86, 180, 233, 1), Cursor: RGBA(255, 255, 255, 1),
	Landing: RGBA(255, 255, 255, 1), Relay: RGBA(245, 166, 35, 1), Skip: RGBA(200, 200, 210, 1),
	Refused: RGBA(213, 94, 0, 1),
	Glow:    RGBA(255, 255, 255, 1), Hover: RGBA(255, 255, 255, 0.2),
	Button: RGBA(0, 0, 0, 0.75), ButtonEdge: RGBA(255, 255, 255, 0.85), ButtonHot: RGBA(60, 60, 70, 0.95),
	Plank: RGBA(0, 0, 0, 0.75), PlankHot: RGBA(60, 60, 70, 0.95),
	Plate: RGBA(0, 0, 0, 0.75), Pill: RGBA(0, 0, 0, 0.92),
	Panel: RGBA(0, 0, 0, 0.95), PanelDeep: RGBA(0, 0, 0, 1),
	Card: RGBA(24, 24, 30, 0.96), CardEdge: RGBA(255, 255, 255, 0.85),
	Veil: RGBA(0, 0, 0, 0.7), Dim: RGBA(255, 255, 255, 0.6), Shadow: RGBA(0, 0, 0, 1),
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
