package analyse

import (
	"fmt"
	"testing"

	"mancala/scenes/layout"
	"mancala/scenes/layout/layouttest"
)

// TestTheAnalysisBoardFitsEveryCanvasWithBigTargets: on every canvas and
// board, Back, the steps and the actions are tap targets of 44 px or
// more, and none of them, the status line, the plates, the board, the
// best lines, the moves, the graph and the summary overlaps another or
// leaves the canvas; the panel is right of the board in landscape, under
// it in portrait, or, on a compact layout, in the board's place (its
// sheet).
func TestTheAnalysisBoardFitsEveryCanvasWithBigTargets(t *testing.T) {
	for _, r := range layouttest.AllRules(t) {
		m := layout.NewModel(r.Board())
		for _, c := range layouttest.Canvases {
			for _, sheet := range []bool{false, true} {
				t.Run(fmt.Sprintf("%v/%gx%g/sheet=%v", r.Board().Variant, c.W, c.H, sheet), func(t *testing.T) {
					checkLayout(t, Compute(c.W, c.H, &m, sheet), c.W, c.H)
				})
			}
		}
	}
}

// checkLayout checks one layout (see above).
func checkLayout(t *testing.T, l Layout, w, h float64) {
	t.Helper()
	b := &l.Board
	targets := append([]layout.Rect{b.Buttons[layout.BtnBack]}, shown(l.Actions[:])...)
	targets = append(targets, l.Nav[:]...)
	others := append([]layout.Rect{b.Status, l.Eval, l.Score}, shown(append(l.Lines[:], l.Strip, l.Graph, l.Summary))...)
	others = append(others, l.Mistakes...)
	if !l.Sheet {
		others = append(others, b.Plates[0], b.Plates[1], b.Board)
	}
	layouttest.CheckTargets(t, w, h, targets, others)
	switch {
	case l.Sheet:
		if l.Panel.Y < b.Bar.Y+b.Bar.H {
			t.Errorf("the sheet %+v covers the bar", l.Panel)
		}
	case l.Panel.Overlaps(b.Board):
		t.Errorf("the panel %+v lies on the board %+v", l.Panel, b.Board)
	}
}

// shown returns the rects of rs a layout does not leave out.
func shown(rs []layout.Rect) []layout.Rect {
	var out []layout.Rect
	for _, r := range rs {
		if r.W > 0 {
			out = append(out, r)
		}
	}
	return out
}

// TestAPhoneKeepsThePitsTapTargets: on a phone, upright (390 x 844) or
// on its side (844 x 390), the pits of every board are 44 px or more,
// the panel then compact when it must be, its sheet a tap away.
func TestAPhoneKeepsThePitsTapTargets(t *testing.T) {
	for _, r := range layouttest.AllRules(t) {
		m := layout.NewModel(r.Board())
		for _, c := range [][2]float64{{390, 844}, {844, 390}} {
			l := Compute(c[0], c[1], &m, false)
			if l.Board.Unit < layout.MinTarget {
				t.Errorf("%v on %gx%g: pits of %.1f px", r, c[0], c[1], l.Board.Unit)
			}
			if l.Compact && l.Actions[ActSheet].W == 0 {
				t.Errorf("%v: a compact layout without its sheet", r)
			}
		}
	}
}

// TestADialogsRowLiesBetweenItsWordsAndItsButtons: Import's field and
// Play's level with its steps lie inside the dialog, above its buttons,
// the steps 44 px or more.
func TestADialogsRowLiesBetweenItsWordsAndItsButtons(t *testing.T) {
	for _, c := range layouttest.Canvases {
		d := layout.ComputeConfirm(c.W, c.H, dialogLines)
		row := DialogRow(&d)
		if !row.Inside(d.Box) || row.Y+row.H > d.Yes.Y || minus(&d).W < layout.MinTarget || minus(&d).Overlaps(plus(&d)) {
			t.Errorf("%gx%g: row %+v, box %+v, buttons at %g", c.W, c.H, row, d.Box, d.Yes.Y)
		}
	}
}
