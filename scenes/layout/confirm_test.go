package layout

import "testing"

// TestConfirmFitsWithBigButtons: the box is inside every canvas, its
// question above its two buttons, which are apart and big enough.
func TestConfirmFitsWithBigButtons(t *testing.T) {
	for _, c := range canvases {
		for lines := 1; lines <= 4; lines++ {
			k := ComputeConfirm(c.w, c.h, lines)
			if !k.Box.Inside(Rect{0, 0, c.w, c.h}) || !k.Lines.Inside(k.Box) || !k.Yes.Inside(k.Box) || !k.No.Inside(k.Box) {
				t.Errorf("%gx%g, %d lines: %+v leaves the canvas or the box", c.w, c.h, lines, k)
			}
			checkTargets(t, c.w, c.h, []Rect{k.Yes, k.No}, []Rect{k.Lines})
			if k.Lines.W < ConfirmTextWidth(c.w) {
				t.Errorf("%gx%g: lines %g px wide, the question is wrapped to %g", c.w, c.h, k.Lines.W, ConfirmTextWidth(c.w))
			}
		}
	}
}
