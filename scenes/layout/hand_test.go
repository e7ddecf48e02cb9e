package layout

import "testing"

// The hand's count goes above the hand, unless that covers a count: then
// below, then beside it.
func TestHandLabelAvoidsTheCounts(t *testing.T) {
	const x, y, lift = 200.0, 300.0, 40.0
	above := HandLabel(x, y, lift, nil)
	if cx, cy := above.Center(); cx != x || cy != y-lift {
		t.Fatalf("no counts: label at %v, %v; want above the hand", cx, cy)
	}
	badge := Rect{X: x - 20, Y: y - lift - 10, W: 40, H: 20} // a store's count just there
	below := HandLabel(x, y, lift, []Rect{badge})
	if below.Overlaps(badge) || below.Y < y {
		t.Errorf("label %+v with a count above the hand: want it below", below)
	}
	under := Rect{X: x - 20, Y: y + lift - 10, W: 40, H: 20}
	beside := HandLabel(x, y, lift, []Rect{badge, under})
	if beside.Overlaps(badge) || beside.Overlaps(under) {
		t.Errorf("label %+v covers a count", beside)
	}
}
