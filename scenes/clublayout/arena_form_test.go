package clublayout

import (
	"fmt"
	"testing"

	"mancala/scenes/layout"
	"mancala/scenes/layout/layouttest"
)

// arenaChips are the create form's rows: game, clock, start, length,
// rated.
var arenaChips = []int{4, 3, 4, 4, 2}

// TestArenaFormFitsWithoutOverlaps: on every canvas, landscape and
// portrait, the bar, the fields and their labels, every row's label and
// chips, the button and the message lie on the canvas apart, every tap
// target at least 44 px.
func TestArenaFormFitsWithoutOverlaps(t *testing.T) {
	for _, c := range layouttest.Canvases {
		t.Run(fmt.Sprintf("%gx%g", c.W, c.H), func(t *testing.T) {
			f := ComputeArenaForm(c.W, c.H, arenaChips)
			targets := []layout.Rect{f.Back, f.Fields[0], f.Fields[1], f.Create}
			others := []layout.Rect{f.Title, f.Labels[0], f.Labels[1], f.Message}
			for _, r := range f.Rows {
				targets = append(targets, r.Chips...)
				others = append(others, r.Label)
			}
			if len(f.Rows) != len(arenaChips) {
				t.Fatalf("%d rows", len(f.Rows))
			}
			layouttest.CheckTargets(t, c.W, c.H, targets, others)
		})
	}
}

// TestArenaFormPutsTheRowsBesideTheFieldsInLandscape: a landscape canvas
// has the rows right of the fields, labels beside their chips; an
// upright phone has them under the fields, labels above.
func TestArenaFormPutsTheRowsBesideTheFieldsInLandscape(t *testing.T) {
	l := ComputeArenaForm(1280, 720, arenaChips)
	if l.LabelAbove || l.Rows[0].Label.X < l.Fields[0].X+l.Fields[0].W {
		t.Errorf("1280x720: above %v, first row %+v, name %+v", l.LabelAbove, l.Rows[0].Label, l.Fields[0])
	}
	p := ComputeArenaForm(390, 844, arenaChips)
	if !p.LabelAbove || p.Rows[0].Label.Y < p.Fields[1].Y+p.Fields[1].H {
		t.Errorf("390x844: above %v, first row %+v, password %+v", p.LabelAbove, p.Rows[0].Label, p.Fields[1])
	}
}

// TestArenaFormCentresMapBack: a tap on each chip's centre finds that
// chip, on each field's that field; a tap on a label finds neither.
func TestArenaFormCentresMapBack(t *testing.T) {
	for _, c := range layouttest.Canvases {
		f := ComputeArenaForm(c.W, c.H, arenaChips)
		for i, r := range f.Rows {
			for j, ch := range r.Chips {
				if gi, gj := f.ChipAt(ch.Center()); gi != i || gj != j {
					t.Errorf("%gx%g: chip %d,%d's centre finds %d,%d", c.W, c.H, i, j, gi, gj)
				}
			}
			if gi, _ := f.ChipAt(r.Label.X+1, r.Label.Y+1); gi != -1 {
				t.Errorf("%gx%g: row %d's label finds row %d", c.W, c.H, i, gi)
			}
		}
		for i, r := range f.Fields {
			if got := f.FieldAt(r.Center()); got != i {
				t.Errorf("%gx%g: field %d's centre finds %d", c.W, c.H, i, got)
			}
		}
	}
}

// TestASpanOfTabSlotsCoversThemAndNoOther: the slots 1 to 2 as one lie
// between the first and the last slot, touching neither, as tall as a
// tab.
func TestASpanOfTabSlotsCoversThemAndNoOther(t *testing.T) {
	for _, c := range layouttest.Canvases {
		l := ComputeClubLists(c.W, c.H)
		s := l.Span(1, 2)
		if s.Overlaps(l.Tabs[0]) || s.Overlaps(l.Tabs[3]) || !l.Tabs[1].Inside(s) || !l.Tabs[2].Inside(s) || s.H < layout.MinTarget {
			t.Errorf("%gx%g: span %+v, tabs %+v", c.W, c.H, s, l.Tabs)
		}
	}
}
