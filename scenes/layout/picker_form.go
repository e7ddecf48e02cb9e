package layout

import "math"

// levelMode is how the level row shows its ten levels.
type levelMode uint8

const (
	levelOneLine  levelMode = iota // ten chips in a line
	levelTwoLines                  // two lines of five
	levelStepper                   // down, the level, up
)

// arrangement is one way of laying out the option rows: in one or two
// columns, each label left of its chips or above them, and the level row
// in one of its modes.
type arrangement struct {
	cols  int
	above bool
	level levelMode
}

// arrangements are tried in this order; the first where every chip is at
// least MinTarget wide and every row fits is used. Chips come before a
// stepper, one column before two, labels at the side before above.
var arrangements = []arrangement{
	{1, false, levelOneLine}, {1, false, levelTwoLines}, {1, true, levelOneLine}, {1, true, levelTwoLines},
	{2, false, levelOneLine}, {2, false, levelTwoLines}, {2, true, levelOneLine}, {2, true, levelTwoLines},
	{1, false, levelStepper}, {1, true, levelStepper}, {2, false, levelStepper}, {2, true, levelStepper},
}

// form lays the rows out in area with the first arrangement that fits
// (one with a level stepper only when stepper is set) and reports whether
// one did; on a canvas too small for any, it uses the last one, squeezed.
func (p *Picker) form(area Rect, counts []int, level, stepper bool) bool {
	for _, a := range arrangements {
		if a.level == levelStepper && !stepper {
			continue
		}
		if rows, ok := a.place(area, counts, level); ok {
			p.Rows, p.LabelAbove = rows, a.above
			return true
		}
	}
	last := arrangements[len(arrangements)-1]
	p.Rows, _ = last.place(area, counts, level)
	p.LabelAbove = last.above
	return false
}

// columnWidths returns the width of a column, of its labels and of its
// chips.
func (a arrangement) columnWidths(area Rect) (col, label, chips float64) {
	col = (area.W - float64(a.cols-1)*colGap) / float64(a.cols)
	if a.above {
		return col, col, col
	}
	label = math.Max(84, math.Min(150, col*0.26))
	return col, label, col - label - 8
}

// chipWidth is the width of each of k chips sharing total px.
func chipWidth(total float64, k int) float64 {
	return math.Min(chipMaxW, (total-float64(k-1)*chipGap)/float64(k))
}

// fits reports whether every row's chips are wide enough.
func (a arrangement) fits(chips float64, counts []int, level bool) bool {
	for _, k := range counts {
		if chipWidth(chips, k) < MinTarget {
			return false
		}
	}
	if !level {
		return true
	}
	switch a.level {
	case levelOneLine:
		return chipWidth(chips, levels) >= MinTarget
	case levelTwoLines:
		return chipWidth(chips, levels/2) >= MinTarget
	}
	return chips-2*stepBtnW-2*chipGap >= stepValMin
}

// heights returns each row's height, the level row last.
func (a arrangement) heights(counts []int, level bool) []float64 {
	label := 0.0
	if a.above {
		label = labelH
	}
	hs := make([]float64, 0, len(counts)+1)
	for range counts {
		hs = append(hs, label+chipH)
	}
	if level {
		h := label + chipH
		if a.level == levelTwoLines {
			h += chipH + 4
		}
		hs = append(hs, h)
	}
	return hs
}

// split returns where the second column starts: the split that makes the
// taller column least tall; len(hs) for one column.
func (a arrangement) split(hs []float64) int {
	if a.cols == 1 || len(hs) < 2 {
		return len(hs)
	}
	best, bestH := 1, math.Inf(1)
	for s := 1; s < len(hs); s++ {
		t := math.Max(stack(hs[:s], rowGapMin), stack(hs[s:], rowGapMin))
		if t < bestH {
			best, bestH = s, t
		}
	}
	return best
}

// stack returns the height of rows hs one under another, gap px apart.
func stack(hs []float64, gap float64) float64 {
	t := 0.0
	for _, h := range hs {
		t += h
	}
	return t + math.Max(0, float64(len(hs)-1))*gap
}

// blockDrop is the most the rows sit below the top of their area, px: they
// are centred when there is little room to spare, else near the top.
const blockDrop = 60

// place lays the rows out in area; ok is false when they do not fit.
func (a arrangement) place(area Rect, counts []int, level bool) (rows []Row, ok bool) {
	colW, labelW, chipsW := a.columnWidths(area)
	hs := a.heights(counts, level)
	s := a.split(hs)
	cols := [2][]float64{hs[:s], hs[s:]}
	tall := math.Max(stack(cols[0], rowGapMin), stack(cols[1], rowGapMin))
	ok = a.fits(chipsW, counts, level) && tall <= area.H
	gap := spread(area.H, cols)
	block := math.Max(stack(cols[0], gap), stack(cols[1], gap))
	ys := [2]float64{}
	ys[0] = area.Y + math.Max(0, math.Min(blockDrop, (area.H-block)/2))
	ys[1] = ys[0]
	for i, h := range hs {
		c := 0
		if i >= s {
			c = 1
		}
		x := area.X + float64(c)*(colW+colGap)
		rows = append(rows, a.row(x, ys[c], h, labelW, chipsW, a.count(i, counts)))
		ys[c] += h + gap
	}
	return rows, ok
}

// spread returns the gap between rows: as much of the room left in the
// fullest column as fits between rowGapMin and rowGapMax.
func spread(room float64, cols [2][]float64) float64 {
	gap := float64(rowGapMax)
	for _, c := range cols {
		if len(c) > 1 {
			gap = math.Min(gap, (room-stack(c, 0))/float64(len(c)-1))
		}
	}
	return math.Max(rowGapMin, gap)
}

// count is the number of chips of row i: counts[i], or the levels.
func (a arrangement) count(i int, counts []int) int {
	if i < len(counts) {
		return counts[i]
	}
	return -levels // the level row
}

// row places one row at x, y, h px tall; k < 0 marks the level row.
func (a arrangement) row(x, y, h, labelW, chipsW float64, k int) Row {
	var r Row
	cx, cy := x+labelW+8, y
	if a.above {
		r.Label = Rect{x, y, labelW, labelH}
		cx, cy = x, y+labelH
	} else {
		r.Label = Rect{x, y, labelW, h}
	}
	switch {
	case k > 0:
		r.Chips = chipLine(cx, cy, chipsW, k, k)
	case a.level == levelOneLine:
		r.Chips = chipLine(cx, cy, chipsW, levels, levels)
	case a.level == levelTwoLines:
		r.Chips = chipLine(cx, cy, chipsW, levels, levels/2)
	default:
		vw := math.Min(220, chipsW-2*stepBtnW-2*chipGap)
		r.Down = Rect{cx, cy, stepBtnW, chipH}
		r.Value = Rect{cx + stepBtnW + chipGap, cy, vw, chipH}
		r.Up = Rect{r.Value.X + vw + chipGap, cy, stepBtnW, chipH}
	}
	return r
}

// chipLine places k chips from x, y, perLine to a line, within w px.
func chipLine(x, y, w float64, k, perLine int) []Rect {
	cw := chipWidth(w, perLine)
	rs := make([]Rect, k)
	for j := range rs {
		c, l := float64(j%perLine), float64(j/perLine)
		rs[j] = Rect{x + c*(cw+chipGap), y + l*(chipH+4), cw, chipH}
	}
	return rs
}
