package layout

import "math"

// Sizes of a confirmation box, logical px.
const (
	ConfirmLineH = 24 // a line of the question
	confirmPad   = 20
	confirmMaxW  = 520
	confirmBtnH  = 52
)

// Confirm is a box asking a question over a scene, with two buttons: Yes
// (the action asked about) and No (leave things as they are).
type Confirm struct {
	_     [0]func() // not comparable: no equality code in the page
	Box   Rect
	Lines Rect // the question, ConfirmLineH px a line
	Yes   Rect
	No    Rect
}

// ComputeConfirm lays out a box of lines lines of question in the middle
// of a canvas of w x h logical px, the two buttons side by side under it.
func ComputeConfirm(w, h float64, lines int) Confirm {
	bw := math.Min(confirmMaxW, w-2*margin)
	bh := 2*confirmPad + float64(lines)*ConfirmLineH + gap + confirmBtnH
	c := Confirm{Box: Rect{(w - bw) / 2, math.Max(margin, (h-bh)/2), bw, bh}}
	in := c.Box.Inset(confirmPad)
	c.Lines = Rect{in.X, in.Y, in.W, float64(lines) * ConfirmLineH}
	y := c.Lines.Y + c.Lines.H + gap
	half := (in.W - gap) / 2
	c.Yes = Rect{in.X, y, half, confirmBtnH}
	c.No = Rect{in.X + half + gap, y, half, confirmBtnH}
	return c
}

// ConfirmTextWidth is the width the question is wrapped to on a canvas w px wide.
func ConfirmTextWidth(w float64) float64 { return math.Min(confirmMaxW, w-2*margin) - 2*confirmPad }
