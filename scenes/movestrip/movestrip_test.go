package movestrip

import (
	"testing"

	"mancala/scenes/layout"
)

// width is a fixed-pitch measure: 8 px a character.
func width(s string) float64 { return 8 * float64(len(s)) }

func label(ply int) string { return Label(ply, "3") }

func TestARowShowsTheLatestMovesEndingWithTheOneShown(t *testing.T) {
	r := layout.Rect{X: 0, Y: 0, W: 200, H: 40}
	chips := Row(r, 30, 30, label, width)
	if len(chips) == 0 || chips[0].Ply != 30 || chips[0].Rect.X+chips[0].Rect.W != 200 {
		t.Fatalf("the row ends with %+v, want ply 30 at the right edge", chips)
	}
	for i, c := range chips {
		if c.Rect.X < 0 || (i > 0 && c.Rect.X+c.Rect.W > chips[i-1].Rect.X) {
			t.Errorf("chip %+v overlaps or leaves the strip", c)
		}
	}
	if back := Row(r, 30, 7, label, width); back[0].Ply != 7 {
		t.Errorf("focused on ply 7, the row ends with ply %d", back[0].Ply)
	}
}

func TestRowsWrapAndSayHowManyAreLeftOut(t *testing.T) {
	r := layout.Rect{X: 10, Y: 10, W: 150, H: 88}
	chips := Rows(r, 60, 44, label, width)
	last := chips[len(chips)-1]
	if last.Ply != 0 || last.Label != "+"+itoa(60-chips[len(chips)-2].Ply) {
		t.Fatalf("the last chip is %+v after %+v", last, chips[len(chips)-2])
	}
	for _, c := range chips {
		if !c.Rect.Inside(r) {
			t.Errorf("chip %+v leaves %+v", c, r)
		}
	}
	all := Rows(layout.Rect{W: 1000, H: 1000}, 12, 44, label, width)
	if len(all) != 12 || all[11].Ply != 12 {
		t.Errorf("with room for all: %d chips", len(all))
	}
}

func TestAtNamesTheChipTapped(t *testing.T) {
	chips := Rows(layout.Rect{W: 300, H: 100}, 9, 44, label, width)
	for _, c := range chips {
		x, y := c.Rect.Center()
		if ply, ok := At(chips, x, y); !ok || ply != c.Ply {
			t.Errorf("a tap on chip %d gave %d %v", c.Ply, ply, ok)
		}
	}
	if _, ok := At(chips, 299, 99); ok {
		t.Error("a tap beside the chips named one")
	}
}

func itoa(n int) string { return Label(n, "")[:len(Label(n, ""))-2] }
