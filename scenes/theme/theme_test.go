package theme

import (
	"image/color"
	"testing"

	"mancala/assets"
	"mancala/saves"
)

// TestContrastRatioFollowsWCAG: black on white is 21:1, a colour on itself
// 1:1, and mid grey on black about 5.3:1.
func TestContrastRatioFollowsWCAG(t *testing.T) {
	black, white, grey := assets.RGB{0, 0, 0}, assets.RGB{255, 255, 255}, assets.RGB{128, 128, 128}
	for _, c := range []struct {
		a, b assets.RGB
		want float64
	}{{black, white, 21}, {grey, grey, 1}, {grey, black, 5.32}} {
		if got := Ratio(c.a, c.b); got < c.want-0.01 || got > c.want+0.01 {
			t.Errorf("Ratio(%v, %v) = %.2f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// TestContrastThemeInkIsSevenToOne: text and light marks stand at least
// 7:1 against the table, the board, a count badge, a name plate, a
// button, a caption, a panel and a challenge's card.
func TestContrastThemeInkIsSevenToOne(t *testing.T) {
	th := &HighContrast
	ink, board := Opaque(th.Ink, th.Table), th.BoardTone()
	grounds := map[string]assets.RGB{
		"table": th.Table, "board": board, "pit": th.PitFloor(),
		"badge": Opaque(th.Badge, board), "plate": Opaque(th.Plate, th.Table),
		"button": Opaque(th.Button, th.Table), "pill": Opaque(th.Pill, board),
		"panel": Opaque(th.Panel, board), "card": Opaque(th.Card, th.Table),
		"plank": Opaque(th.Plank, th.Table), "plank pointed at": Opaque(th.PlankHot, th.Table),
	}
	for name, g := range grounds {
		if r := Ratio(ink, g); r < 7 {
			t.Errorf("ink on the %s: %.1f:1, want at least 7:1", name, r)
		}
	}
	for s, a := range th.Accent {
		if r := Ratio(Opaque(th.DarkInk, th.Table), Opaque(a, th.Table)); r < 7 {
			t.Errorf("dark ink on side %d's accent: %.1f:1, want at least 7:1", s, r)
		}
	}
}

// TestContrastThemeQuietTextIsStillReadable: muted, failed and solved
// words stand at least 4.5:1 (WCAG AA) on a challenge's card.
func TestContrastThemeQuietTextIsStillReadable(t *testing.T) {
	th := &HighContrast
	card := Opaque(th.Card, th.Table)
	for name, c := range map[string]color.RGBA{"muted": th.Muted, "failed": th.Failed, "solved": th.Solved} {
		if r := Ratio(Opaque(c, card), card); r < 4.5 {
			t.Errorf("%s text on a card: %.1f:1, want at least 4.5:1", name, r)
		}
	}
}

// TestContrastThemeSeedsStandOutFromThePits: every seed colour is at least
// 3:1 against a pit's floor, the pit rims at least 3:1 against the board,
// and the two seed colours differ in lightness, not only in hue.
func TestContrastThemeSeedsStandOutFromThePits(t *testing.T) {
	th := &HighContrast
	for i, c := range th.Seeds {
		if r := Ratio(c, th.PitFloor()); r < 3 {
			t.Errorf("seed colour %d %v on the pit floor: %.1f:1, want at least 3:1", i, c, r)
		}
	}
	if r := Ratio(th.Seeds[0], th.Seeds[1]); r < 1.5 {
		t.Errorf("the two seed colours differ only %.2f:1 in lightness", r)
	}
	if r := Ratio(Opaque(th.PitRim, th.BoardTone()), th.BoardTone()); r < 3 {
		t.Errorf("pit rims on the board: %.1f:1, want at least 3:1", r)
	}
}

// TestUnknownThemeIsWood: a theme name this program does not know (say,
// from a newer version's save) draws the wood board.
func TestUnknownThemeIsWood(t *testing.T) {
	if th := Of("neon"); th != &Wood {
		t.Errorf("Of(neon) = %v", th.Name)
	}
	if th := Of(saves.Contrast); th != &HighContrast {
		t.Errorf("Of(contrast) = %v", th.Name)
	}
}
