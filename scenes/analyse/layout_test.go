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
// it in portrait.
func TestTheAnalysisBoardFitsEveryCanvasWithBigTargets(t *testing.T) {
	for _, r := range layouttest.AllRules(t) {
		m := layout.NewModel(r.Board())
		for _, c := range layouttest.Canvases {
			t.Run(fmt.Sprintf("%v/%gx%g", r.Board().Variant, c.W, c.H), func(t *testing.T) {
				l := Compute(c.W, c.H, &m)
				b := &l.Board
				targets := append([]layout.Rect{b.Buttons[layout.BtnBack]}, l.Nav[:]...)
				targets = append(targets, l.Actions[:]...)
				others := []layout.Rect{b.Status, b.Plates[0], b.Plates[1], b.Board, l.Eval, l.Score, l.Strip, l.Graph, l.Summary}
				others = append(append(others, l.Lines[:]...), l.Mistakes...)
				layouttest.CheckTargets(t, c.W, c.H, targets, others)
				if landscape := c.W >= c.H*1.15; landscape && l.Panel.X < b.Board.X+b.Board.W || !landscape && l.Panel.Y < b.Board.Y+b.Board.H {
					t.Errorf("the panel %+v lies on the board %+v", l.Panel, b.Board)
				}
			})
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
