package layout

import "math"

// Over is the game-over panel: the result, the final counts, and three
// buttons, Rematch, Review and Menu. It sits over the middle of the
// board, narrow enough to leave the board's ends in view.
type Over struct {
	Panel   Rect
	Title   Rect // the result
	Counts  Rect // the final counts
	Rematch Rect
	Review  Rect
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
	bw := math.Min(130, (w-4*bgap)/3)
	by := p.Y + h - 16 - MinTarget - 8
	return Over{
		Panel:   p,
		Title:   Rect{p.X, p.Y + 14, w, 40},
		Counts:  Rect{p.X, p.Y + 58, w, 30},
		Rematch: Rect{cx - bw/2 - bgap - bw, by, bw, MinTarget + 8},
		Review:  Rect{cx - bw/2, by, bw, MinTarget + 8},
		Menu:    Rect{cx + bw/2 + bgap, by, bw, MinTarget + 8},
	}
}
