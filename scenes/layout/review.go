package layout

import "math"

// ReviewControl names a control of a finished game's review.
type ReviewControl uint8

// The review's controls, in order along the bar.
const (
	RevFirst   ReviewControl = iota // the start position
	RevBack                         // one move back
	RevForward                      // one move forward
	RevLast                         // the final position
	RevMoves                        // show the summary panel
	RevDone                         // end the review
	NumReviewControls
)

var reviewNames = [...]string{"review-first", "review-back", "review-forward", "review-last", "review-moves", "review-done"}

// String returns the control's name, e.g. "review-first".
func (c ReviewControl) String() string {
	if c < NumReviewControls {
		return reviewNames[c]
	}
	return "review(?)"
}

// Sizes of the review, logical px.
const (
	ReviewLineH   = 22 // a line of the summary's text
	reviewCtlMaxW = 88
	reviewPad     = 18
	reviewTitleH  = 40
	reviewBtnH    = 52
	reviewMaxW    = 640
)

// Review is the layout of a finished game's review: its controls along
// the board screen's bar (in landscape right of the status line, which
// says which move is shown), and the summary panel over the board: a
// title, the figures and the move list, and three buttons.
type Review struct {
	Controls [NumReviewControls]Rect
	Status   Rect // the line saying which move is shown
	Panel    Rect
	Title    Rect
	Lines    Rect // the summary's text, ReviewLineH px a line
	Copy     Rect // copy or export the move list
	Replay   Rect // step through the game
	Close    Rect // back to the game-over panel
}

// ComputeReview lays a review out over the board layout l, its summary
// holding lines lines of text.
func ComputeReview(l *Layout, lines int) Review {
	var r Review
	bar := l.Bar
	n := float64(NumReviewControls)
	cw := math.Min(reviewCtlMaxW, (bar.W-(n-1)*gap)/n)
	x := bar.X
	r.Status = l.Status
	if !l.Portrait { // the controls leave the status line at least 40% of the bar
		cw = math.Max(MinTarget, math.Min(cw, (bar.W*0.6-(n-1)*gap)/n))
		x = bar.X + bar.W - n*cw - (n-1)*gap
		r.Status = Rect{bar.X, bar.Y, x - gap - bar.X, bar.H}
	} else {
		x = bar.X + (bar.W-n*cw-(n-1)*gap)/2
	}
	for i := range r.Controls {
		r.Controls[i] = Rect{x + float64(i)*(cw+gap), bar.Y, cw, bar.H}
	}
	r.panel(l, lines)
	return r
}

// panel places the summary in the middle of the room under the bar.
func (r *Review) panel(l *Layout, lines int) {
	w := math.Min(reviewMaxW, l.W-2*margin)
	h := 2*reviewPad + reviewTitleH + float64(lines)*ReviewLineH + gap + reviewBtnH
	top := r.Status.Y + r.Status.H + gap
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

// ControlAt returns the control under x, y.
func (r *Review) ControlAt(x, y float64) (ReviewControl, bool) {
	for i, c := range r.Controls {
		if c.Contains(x, y) {
			return ReviewControl(i), true
		}
	}
	return NumReviewControls, false
}
