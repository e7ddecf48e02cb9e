package clublayout

import (
	"math"

	"mancala/scenes/layout"
)

// ArenaForm is the layout of the form that creates an arena, in logical
// px: a back button and the title; the name and the password, each field
// under its label; the choice rows, each a label and its chips; the
// Create button and a message under it. A landscape canvas puts the
// fields, the button and the message in a column left of the rows, each
// row's label beside its chips; otherwise everything stands in one
// column, each label above, the button at the foot.
type ArenaForm struct {
	Back, Title     layout.Rect
	Labels, Fields  [2]layout.Rect
	Rows            []layout.Row
	Create, Message layout.Rect
	// LabelAbove puts each row's label above its chips, not to its left.
	LabelAbove bool
	// TitleSize and TextSize are the title's and the other text's size, px.
	TitleSize, TextSize float64
}

// arenaSizes are the heights of the form's parts, logical px.
type arenaSizes struct{ label, field, gap float64 }

// The form's sizes when there is room, and when there is not (a small
// phone).
var (
	arenaRoomy   = arenaSizes{label: 24, field: 52, gap: 12}
	arenaCompact = arenaSizes{label: 20, field: layout.MinTarget, gap: 4}
)

// Fixed sizes of the form, logical px.
const (
	arenaMaxW     = 1000 // the landscape form's width, at most
	arenaLeftMaxW = 400  // its column of fields, at most
	arenaColGap   = 24   // between the two columns
	arenaChipH    = layout.MinTarget
	arenaChipGap  = 6
	arenaChipMaxW = 140
	arenaBtnH     = 52
	arenaMessageH = 44 // two lines
)

// ComputeArenaForm lays out the form on a canvas of w x h logical px,
// with a choice row of chips[i] chips each.
func ComputeArenaForm(w, h float64, chips []int) ArenaForm {
	bar := computeBar(w, h)
	f := ArenaForm{Back: bar.Back, Title: bar.Title, TitleSize: bar.TitleSize, TextSize: bar.TextSize}
	b := body(w, h, arenaMaxW)
	if w > h*1.15 {
		f.sideBySide(b, chips)
	} else {
		f.column(b, chips)
	}
	return f
}

// fields places the two fields with their labels from y in a column x, w
// wide, and returns where they end.
func (f *ArenaForm) fields(x, y, w float64, z arenaSizes) float64 {
	for i := range f.Fields {
		f.Labels[i] = layout.Rect{X: x, Y: y, W: w, H: z.label}
		f.Fields[i] = layout.Rect{X: x, Y: y + z.label, W: w, H: z.field}
		y += z.label + z.field + z.gap
	}
	return y
}

// columnHeight is the height of the one-column form of n rows.
func (z arenaSizes) columnHeight(n int) float64 {
	return 2*(z.label+z.field+z.gap) + float64(n)*(z.label+arenaChipH+z.gap) + arenaBtnH + z.gap + arenaMessageH
}

// column places everything in one column, at most formColW wide, a third
// of the room left above it.
func (f *ArenaForm) column(body layout.Rect, chips []int) {
	f.LabelAbove = true
	z := arenaRoomy
	if z.columnHeight(len(chips)) > body.H {
		z = arenaCompact
	}
	cw := math.Min(formColW, body.W)
	x := body.X + (body.W-cw)/2
	y := f.fields(x, body.Y+math.Max(0, (body.H-z.columnHeight(len(chips)))/3), cw, z)
	for _, k := range chips {
		f.Rows = append(f.Rows, layout.Row{Label: layout.Rect{X: x, Y: y, W: cw, H: z.label},
			Chips: chipRow(x, y+z.label, cw, k)})
		y += z.label + arenaChipH + z.gap
	}
	f.Create = layout.Rect{X: x, Y: y, W: cw, H: arenaBtnH}
	f.Message = messageRoom(x, y+arenaBtnH+z.gap, cw, body)
}

// messageRoom is the message's place from x, y, w wide: the room left
// down to the body's foot, at least arenaMessageH and at most three
// lines' (the note on the password is long in some languages).
func messageRoom(x, y, w float64, body layout.Rect) layout.Rect {
	return layout.Rect{X: x, Y: y, W: w, H: math.Max(arenaMessageH, math.Min(1.5*arenaMessageH, body.Y+body.H-y))}
}

// sideBySide places the fields, the button and the message in a column on
// the left and the rows right of it, both blocks a third of the room
// left below the bar.
func (f *ArenaForm) sideBySide(body layout.Rect, chips []int) {
	lw := math.Min(arenaLeftMaxW, body.W*0.36)
	z := arenaRoomy
	if 2*(z.label+z.field+z.gap)+arenaBtnH+z.gap+arenaMessageH > body.H {
		z = arenaCompact
	}
	n := float64(len(chips))
	gap := math.Max(4, math.Min(24, (body.H-n*arenaChipH)/math.Max(1, n-1)))
	rowsH := n*arenaChipH + (n-1)*gap
	leftH := 2*(z.label+z.field+z.gap) + arenaBtnH + z.gap + arenaMessageH
	y0 := body.Y + math.Max(0, (body.H-math.Max(rowsH, leftH))/3)
	y := f.fields(body.X, y0, lw, z)
	f.Create = layout.Rect{X: body.X, Y: y, W: lw, H: arenaBtnH}
	f.Message = messageRoom(body.X, y+arenaBtnH+z.gap, lw, body)
	rx := body.X + lw + arenaColGap
	rw := body.X + body.W - rx
	labelW := math.Max(64, math.Min(130, rw*0.2))
	for i, k := range chips {
		ry := y0 + float64(i)*(arenaChipH+gap)
		f.Rows = append(f.Rows, layout.Row{Label: layout.Rect{X: rx, Y: ry, W: labelW, H: arenaChipH},
			Chips: chipRow(rx+labelW+8, ry, rw-labelW-8, k)})
	}
}

// chipRow places k chips from x, y in w px, each at most arenaChipMaxW
// wide.
func chipRow(x, y, w float64, k int) []layout.Rect {
	cw := math.Min(arenaChipMaxW, (w-float64(k-1)*arenaChipGap)/float64(k))
	out := make([]layout.Rect, k)
	for i := range out {
		out[i] = layout.Rect{X: x + float64(i)*(cw+arenaChipGap), Y: y, W: cw, H: arenaChipH}
	}
	return out
}

// FieldAt returns the field at x, y, or -1.
func (f *ArenaForm) FieldAt(x, y float64) int { return hitIndex(f.Fields[:], x, y) }

// ChipAt returns the row and the chip at x, y, or -1, -1.
func (f *ArenaForm) ChipAt(x, y float64) (row, chip int) {
	for i, r := range f.Rows {
		if j := hitIndex(r.Chips, x, y); j >= 0 {
			return i, j
		}
	}
	return -1, -1
}

// Span is the tab slots from..to as one rectangle: a wider button, or a
// field, in the slots of the list's tabs.
func (l *ClubLists) Span(from, to int) layout.Rect {
	a, b := l.Tabs[from], l.Tabs[to]
	return layout.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: a.H}
}
