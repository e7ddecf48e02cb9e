// Package layouttest serves the tests of the screens laid out outside
// package layout (scenes/clublayout): the canvases every layout is tested
// on, every board the picker offers, and the check of a screen's tap
// targets. Package layout's own tests keep theirs: they cannot import a
// package that imports layout.
package layouttest

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

// Canvas is a window or screen size in logical px, and its scale.
type Canvas struct{ W, H, Scale float64 }

// Canvases are the sizes every layout is tested on: desktops, a tablet,
// phones upright and sideways.
var Canvases = []Canvas{
	{1280, 720, 1},
	{1920, 1080, 2},
	{390, 844, 3},
	{1024, 768, 1},
	{844, 390, 3},
	{375, 667, 2}, // a small phone (iPhone SE), upright
	{667, 375, 2}, // and sideways
}

// AllRules are the four games and Kalah with every row length the picker
// offers (4 to 8 pits).
func AllRules(t testing.TB) []engine.Rules {
	rules := []engine.Rules{engine.Oware{}, engine.Congkak{}, engine.Bao{}}
	for pits := 4; pits <= 8; pits++ {
		o := engine.StandardKalah
		o.Pits = pits
		k, err := engine.NewKalah(o)
		if err != nil {
			t.Fatal(err)
		}
		rules = append(rules, k)
	}
	return rules
}

// CheckTargets fails unless every rect lies inside the w x h canvas, none
// overlaps another, and each tap target is at least MinTarget both ways.
func CheckTargets(t *testing.T, w, h float64, targets, others []layout.Rect) {
	t.Helper()
	canvas := layout.Rect{X: 0, Y: 0, W: w, H: h}
	all := append(append([]layout.Rect{}, targets...), others...)
	for i, r := range all {
		if r.W <= 0 || r.H <= 0 || !r.Inside(canvas) {
			t.Errorf("rect %d %+v is empty or outside %gx%g", i, r, w, h)
		}
		if i < len(targets) && (r.W < layout.MinTarget || r.H < layout.MinTarget) {
			t.Errorf("tap target %d %+v is smaller than %d px", i, r, layout.MinTarget)
		}
		for j, o := range all[i+1:] {
			if r.Overlaps(o) {
				t.Errorf("rect %d %+v overlaps rect %d %+v", i, r, i+1+j, o)
			}
		}
	}
}
