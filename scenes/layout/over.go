package layout

import "math"

// Over is the game-over panel: the result, the final counts, and four
// buttons, Rematch, Review, Analyse and Menu. It sits over the middle of the
// board, narrow enough to leave the board's ends in view.
type Over struct {
	Panel   Rect
	Title   Rect // the result
	Counts  Rect // the final counts
	Rematch Rect
	Review  Rect
	Analyse Rect
	Menu    Rect
}

// ComputeOver places the game-over panel on a w x h canvas, centred on the
// board screen's caption line l.Caption.
func ComputeOver(l *Layout) Over {
	w := math.Min(440, l.W-2*margin)
	const h = 184.0
	cx, cy := l.Caption.Center()
	cy = math.Max(h/2+margin, math.Min(cy, l.H-h/2-margin))
	p := Rect{cx - w/2, cy - h/2, w, h}
	const bgap = 12.0
	bw := math.Min(110, (w-5*bgap)/4)
	by := p.Y + h - 16 - MinTarget - 8
	x := cx - 2*bw - 1.5*bgap
	button := func(i float64) Rect { return Rect{x + i*(bw+bgap), by, bw, MinTarget + 8} }
	return Over{
		Panel:   p,
		Title:   Rect{p.X, p.Y + 14, w, 40},
		Counts:  Rect{p.X, p.Y + 58, w, 30},
		Rematch: button(0),
		Review:  button(1),
		Analyse: button(2),
		Menu:    button(3),
	}
}
