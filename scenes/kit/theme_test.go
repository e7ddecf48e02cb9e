package kit

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/layout"
)

// boardTone is the middle tone of theme th's board.
func boardTone(th *Theme) assets.RGB {
	return assets.RGB{(th.WoodPale[0] + th.WoodDark[0]) / 2, (th.WoodPale[1] + th.WoodDark[1]) / 2,
		(th.WoodPale[2] + th.WoodDark[2]) / 2}
}

// TestContrastRatioFollowsWCAG: black on white is 21:1, a colour on itself
// 1:1, and mid grey on black about 5.3:1.
func TestContrastRatioFollowsWCAG(t *testing.T) {
	black, white, grey := assets.RGB{0, 0, 0}, assets.RGB{255, 255, 255}, assets.RGB{128, 128, 128}
	for _, c := range []struct {
		a, b assets.RGB
		want float64
	}{{black, white, 21}, {grey, grey, 1}, {grey, black, 5.32}} {
		if got := contrast(c.a, c.b); got < c.want-0.01 || got > c.want+0.01 {
			t.Errorf("contrast(%v, %v) = %.2f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// TestContrastThemeInkIsSevenToOne: text and light marks stand at least
// 7:1 against the table, the board, a count badge and a name plate.
func TestContrastThemeInkIsSevenToOne(t *testing.T) {
	th := &ContrastTheme
	ink := opaque(th.Ink, th.Table)
	grounds := map[string]assets.RGB{
		"table": th.Table, "board": boardTone(th), "pit": th.pitFloor(),
		"badge": opaque(th.Badge, boardTone(th)), "plate": opaque(th.Plate, th.Table),
		"button": opaque(th.Button, th.Table), "pill": opaque(th.Pill, boardTone(th)),
	}
	for name, g := range grounds {
		if r := contrast(ink, g); r < 7 {
			t.Errorf("ink on the %s: %.1f:1, want at least 7:1", name, r)
		}
	}
	for s, a := range th.Accent {
		if r := contrast(opaque(th.DarkInk, th.Table), opaque(a, th.Table)); r < 7 {
			t.Errorf("dark ink on side %d's accent: %.1f:1, want at least 7:1", s, r)
		}
	}
}

// TestContrastThemeSeedsStandOutFromThePits: every seed colour is at least
// 3:1 against a pit's floor, the pit rims at least 3:1 against the board,
// and the two seed colours differ in lightness, not only in hue.
func TestContrastThemeSeedsStandOutFromThePits(t *testing.T) {
	th := &ContrastTheme
	for i, c := range th.Seeds {
		if r := contrast(c, th.pitFloor()); r < 3 {
			t.Errorf("seed colour %d %v on the pit floor: %.1f:1, want at least 3:1", i, c, r)
		}
	}
	if r := contrast(th.Seeds[0], th.Seeds[1]); r < 1.5 {
		t.Errorf("the two seed colours differ only %.2f:1 in lightness", r)
	}
	if r := contrast(opaque(th.PitRim, boardTone(th)), boardTone(th)); r < 3 {
		t.Errorf("pit rims on the board: %.1f:1, want at least 3:1", r)
	}
}

// TestContrastThemeMarksDifferByShapeAlone: drawn all in white, the last
// move, hint, focus and chosen marks of the high contrast theme still
// cover clearly different pixels.
func TestContrastThemeMarksDifferByShapeAlone(t *testing.T) {
	th := ContrastTheme
	white := color.RGBA{255, 255, 255, 255}
	th.Last, th.Hint, th.Cursor, th.Accent = white, white, white, [2]color.RGBA{white, white}
	h := layout.Circle(60, 60, 30)
	p := &Painter{Scale: 1}
	marks := map[string]func(dst *ebiten.Image){
		"last":   func(dst *ebiten.Image) { th.MarkLast(dst, p, h) },
		"hint":   func(dst *ebiten.Image) { th.MarkHint(dst, p, h, 1) },
		"cursor": func(dst *ebiten.Image) { th.MarkCursor(dst, p, h) },
		"chosen": func(dst *ebiten.Image) { th.MarkChosen(dst, p, h, engine.South) },
	}
	masks := map[string][]byte{}
	for name, draw := range marks {
		img := ebiten.NewImage(120, 120)
		draw(img)
		masks[name] = make([]byte, 4*120*120)
		img.ReadPixels(masks[name])
	}
	for a, ma := range masks {
		for b, mb := range masks {
			if n := differing(ma, mb); a < b && n < 150 {
				t.Errorf("%s and %s differ in only %d pixels", a, b, n)
			}
		}
	}
}

// differing counts the pixels whose alpha differs by more than a quarter.
func differing(a, b []byte) int {
	n := 0
	for i := 3; i < len(a); i += 4 {
		if d := int(a[i]) - int(b[i]); d > 64 || d < -64 {
			n++
		}
	}
	return n
}

// TestUnknownThemeIsWood: a theme name this program does not know (say,
// from a newer version's save) draws the wood board.
func TestUnknownThemeIsWood(t *testing.T) {
	if th := ThemeOf("neon"); th != &woodTheme {
		t.Errorf("themeOf(neon) = %v", th.Name)
	}
	if th := ThemeOf(saves.Contrast); th != &ContrastTheme {
		t.Errorf("themeOf(contrast) = %v", th.Name)
	}
}
