package layout

import "math"

// Sizes of the review, logical px.
const (
	ReviewLineH  = 22 // a line of the summary's text
	reviewPad    = 18
	reviewTitleH = 40
	reviewBtnH   = 52
	reviewMaxW   = 640
)

// Review is the layout of a finished game's review: the summary panel
// over the board, under the bar: a title, the figures and the move list,
// and three buttons.
type Review struct {
	_      [0]func() // not comparable: no equality code in the page
	Panel  Rect
	Title  Rect
	Lines  Rect // the summary's text, ReviewLineH px a line
	Copy   Rect // copy or export the move list
	Replay Rect // the analysis board on the game's start
	Close  Rect // back to the game-over panel
}

// ComputeReview lays a review out over the board layout l, its summary
// holding lines lines of text.
func ComputeReview(l *Layout, lines int) Review {
	var r Review
	r.panel(l, lines)
	return r
}

// panel places the summary in the middle of the room under the bar.
func (r *Review) panel(l *Layout, lines int) {
	w := math.Min(reviewMaxW, l.W-2*margin)
	h := 2*reviewPad + reviewTitleH + float64(lines)*ReviewLineH + gap + reviewBtnH
	top := l.Bar.Y + l.Bar.H + gap
	r.Panel = l.panelBelow(top, w, h)
	in := r.Panel.Inset(reviewPad)
	r.Title = Rect{in.X, in.Y, in.W, reviewTitleH}
	r.Lines = Rect{in.X, in.Y + reviewTitleH, in.W, float64(lines) * ReviewLineH}
	by := r.Lines.Y + r.Lines.H + gap
	bw := (in.W - 2*gap) / 3
	r.Copy = Rect{in.X, by, bw, reviewBtnH}
	r.Replay = Rect{in.X + bw + gap, by, bw, reviewBtnH}
	r.Close = Rect{in.X + 2*(bw+gap), by, bw, reviewBtnH}
}

// ReviewMaxLines returns how many lines of summary fit on the screen of
// layout l.
func ReviewMaxLines(l *Layout) int {
	r := ComputeReview(l, 0)
	return max(0, int((l.H-margin-r.Panel.Y-r.Panel.H)/ReviewLineH))
}

// ReviewTextWidth is the width the summary's text is wrapped to.
func ReviewTextWidth(l *Layout) float64 { return math.Min(reviewMaxW, l.W-2*margin) - 2*reviewPad }
