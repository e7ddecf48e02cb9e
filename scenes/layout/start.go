package layout

import "math"

// Start is the layout of the start scene: a title, one card per game and
// two toggles (who starts, who plays Top).
type Start struct {
	Title   Rect
	Cards   [4]Rect
	Toggles [2]Rect
}

// ComputeStart lays out the start scene for a canvas of w x h logical px:
// cards two by two when there is room, else one under another.
func ComputeStart(w, h float64) Start {
	var s Start
	cols := 2.0
	if w < 640 {
		cols = 1
	}
	rows := 4 / cols
	cw := math.Min(420, (w-2*margin-(cols-1)*12)/cols)
	s.Title = Rect{margin, margin, w - 2*margin, math.Min(110, h*0.16)}
	togH := 52.0
	avail := h - s.Title.Y - s.Title.H - 2*margin - togH - 24
	ch := math.Max(MinTarget, math.Min(130, (avail-(rows-1)*12)/rows))
	x0 := (w - (cols*cw + (cols-1)*12)) / 2
	y := s.Title.Y + s.Title.H + 8
	for i := range s.Cards {
		c, r := float64(i%int(cols)), float64(i/int(cols))
		s.Cards[i] = Rect{x0 + c*(cw+12), y + r*(ch+12), cw, ch}
	}
	ty := y + rows*(ch+12) + 12
	tw := math.Min(260, (w-2*margin-12)/2)
	s.Toggles[0] = Rect{w/2 - tw - 6, ty, tw, togH}
	s.Toggles[1] = Rect{w/2 + 6, ty, tw, togH}
	s.centre(h - (ty + togH + margin))
	return s
}

// centre moves everything down by half the room left below it.
func (s *Start) centre(room float64) {
	d := math.Max(0, room/2)
	s.Title.Y += d
	for i := range s.Cards {
		s.Cards[i].Y += d
	}
	for i := range s.Toggles {
		s.Toggles[i].Y += d
	}
}
