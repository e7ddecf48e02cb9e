package layout

import (
	"fmt"
	"testing"
)

// TestClubHomeFitsWithoutOverlaps: on every canvas, landscape and
// portrait, the bar, the card's parts, the message and the action
// buttons lie on the canvas apart, every tap target at least 44 px.
func TestClubHomeFitsWithoutOverlaps(t *testing.T) {
	for _, c := range canvases {
		t.Run(fmt.Sprintf("%gx%g", c.w, c.h), func(t *testing.T) {
			l := ComputeClubHome(c.w, c.h)
			targets := append([]Rect{l.Back, l.Account[0], l.Account[1]}, l.Actions[:]...)
			checkTargets(t, c.w, c.h, targets, []Rect{l.Title, l.Status, l.Name, l.Rating, l.Message})
		})
	}
}

// TestClubHomePanelHoldsItsPartsOverTheActions: the waiting panel lies
// over the action buttons only (never the card or the bar), and its
// text, code, link and buttons lie inside it apart.
func TestClubHomePanelHoldsItsPartsOverTheActions(t *testing.T) {
	for _, c := range canvases {
		t.Run(fmt.Sprintf("%gx%g", c.w, c.h), func(t *testing.T) {
			l := ComputeClubHome(c.w, c.h)
			for _, r := range []Rect{l.Card, l.Message, l.Back, l.Status, l.Title} {
				if l.Panel.Overlaps(r) {
					t.Errorf("the panel %+v covers %+v", l.Panel, r)
				}
			}
			parts := []Rect{l.PanelText, l.PanelCode, l.PanelLink}
			checkTargets(t, c.w, c.h, l.PanelButtons[:], parts)
			checkTargets(t, c.w, c.h, []Rect{l.PanelOne}, parts)
			for _, r := range append(parts, append(l.PanelButtons[:], l.PanelOne)...) {
				if !r.Inside(l.Panel) {
					t.Errorf("%+v is outside the panel %+v", r, l.Panel)
				}
			}
			if l.PanelText.H < 40 {
				t.Errorf("the panel's text has %g px", l.PanelText.H)
			}
		})
	}
}

// TestClubHomeIsPortraitOnAnUprightPhone: an upright phone stacks the
// card above the buttons; a landscape window puts it beside them.
func TestClubHomeIsPortraitOnAnUprightPhone(t *testing.T) {
	p := ComputeClubHome(390, 844)
	if !p.Portrait || p.Actions[0].Y < p.Card.Y+p.Card.H {
		t.Errorf("390x844: portrait %v, first action %+v, card %+v", p.Portrait, p.Actions[0], p.Card)
	}
	l := ComputeClubHome(1280, 720)
	if l.Portrait || l.Actions[0].X < l.Card.X+l.Card.W {
		t.Errorf("1280x720: portrait %v, first action %+v, card %+v", l.Portrait, l.Actions[0], l.Card)
	}
}

// TestClubHomeActionCentresMapBack: a tap on each action's centre finds
// that action; a tap on the card finds none.
func TestClubHomeActionCentresMapBack(t *testing.T) {
	for _, c := range canvases {
		l := ComputeClubHome(c.w, c.h)
		for i, r := range l.Actions {
			if got := l.ActionAt(r.Center()); got != i {
				t.Errorf("%gx%g: action %d's centre finds %d", c.w, c.h, i, got)
			}
		}
		if got := l.ActionAt(l.Name.Center()); got != -1 {
			t.Errorf("%gx%g: the name finds action %d", c.w, c.h, got)
		}
	}
}

// TestClubFormFitsWithoutOverlaps: the sign-in form (two fields, two
// buttons) and the join form (one and one) fit every canvas apart, with
// fields and buttons big enough to tap.
func TestClubFormFitsWithoutOverlaps(t *testing.T) {
	for _, c := range canvases {
		for _, n := range [][2]int{{2, 2}, {1, 1}} {
			t.Run(fmt.Sprintf("%gx%g/%v", c.w, c.h, n), func(t *testing.T) {
				f := ComputeClubForm(c.w, c.h, n[0], n[1])
				if len(f.Fields) != n[0] || len(f.Buttons) != n[1] {
					t.Fatalf("%d fields, %d buttons; want %v", len(f.Fields), len(f.Buttons), n)
				}
				targets := append(append([]Rect{f.Back}, f.Fields...), f.Buttons...)
				checkTargets(t, c.w, c.h, targets, append([]Rect{f.Title, f.Note, f.Message}, f.Labels...))
				for i, r := range f.Fields {
					if f.FieldAt(r.Center()) != i {
						t.Errorf("field %d's centre is not field %d", i, i)
					}
				}
			})
		}
	}
}

// TestClubListsRowsScrollInsideTheList: rows lie in the list's width, a
// tap on a row's centre finds it at any scroll, and nothing outside the
// list or past the last row is a row.
func TestClubListsRowsScrollInsideTheList(t *testing.T) {
	for _, c := range canvases {
		l := ComputeClubLists(c.w, c.h)
		checkTargets(t, c.w, c.h, append([]Rect{l.Back}, l.Tabs[:]...), []Rect{l.Title, l.Message, l.List})
		const n = 100
		for _, scroll := range []float64{0, 37, l.MaxScroll(n)} {
			for i := 0; i < n; i++ {
				r := l.Row(i, scroll)
				x, y := r.Center()
				want := i
				if !l.List.Contains(x, y) {
					want = -1
				}
				if got := l.RowAt(x, y, scroll, n); got != want {
					t.Fatalf("%gx%g scroll %g: row %d's centre finds %d", c.w, c.h, scroll, i, got)
				}
			}
		}
		if l.RowAt(l.Back.X+1, l.Back.Y+1, 0, n) != -1 || l.RowAt(l.List.X+1, l.List.Y+1, 0, 0) != -1 {
			t.Errorf("%gx%g: a row outside the list or in an empty list", c.w, c.h)
		}
	}
}

// TestClubListsScrollShowsTheLastRow: scrolled to the end, the last row
// ends inside the list; a list that fits does not scroll.
func TestClubListsScrollShowsTheLastRow(t *testing.T) {
	l := ComputeClubLists(390, 844)
	last := l.Row(99, l.MaxScroll(100))
	if last.Y+last.H > l.List.Y+l.List.H+1e-9 || last.Y < l.List.Y {
		t.Errorf("the last row %+v is not inside the list %+v", last, l.List)
	}
	if l.MaxScroll(2) != 0 {
		t.Errorf("two rows scroll %g px", l.MaxScroll(2))
	}
}
