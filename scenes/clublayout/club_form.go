package clublayout

import (
	"mancala/scenes/layout"
	"math"
)

// ClubForm is the layout of the club's small forms (sign in or register,
// join by code), in logical px: a back button and the title, a note, a
// label above each text field, the buttons in a row, and a message under
// them; the block centred in the room under the bar.
type ClubForm struct {
	Back, Title layout.Rect
	Note        layout.Rect // a line or two on what the form is for
	Labels      []layout.Rect
	Fields      []layout.Rect
	Buttons     []layout.Rect
	Message     layout.Rect // why the server refused, or what happens now
	// TitleSize and TextSize are the title's and the other text's size, px.
	TitleSize, TextSize float64
}

// formColW is the widest the form's column gets, logical px.
const formColW = 520

// formSizes are the heights of a form's parts, logical px; the note
// takes up to noteMore more where the canvas has it to spare (a line more
// for a longer language).
type formSizes struct{ note, noteMore, label, field, btn, gap, message float64 }

// The form's sizes when there is room, and when there is not (a phone
// held sideways).
var (
	formRoomy   = formSizes{note: 48, noteMore: 24, label: 26, field: 52, btn: 56, gap: 12, message: 64}
	formCompact = formSizes{note: 28, noteMore: 20, label: 22, field: layout.MinTarget, btn: 48, gap: 6, message: 40}
)

// block returns the height of a form of n fields.
func (z formSizes) block(n int) float64 {
	return z.note + float64(n)*(z.label+z.field+z.gap) + z.btn + z.gap + z.message
}

// ComputeClubForm lays out a form of fields text fields and buttons
// buttons on a canvas of w x h logical px.
func ComputeClubForm(w, h float64, fields, buttons int) ClubForm {
	f := ClubForm{TitleSize: 28, TextSize: 18}
	if w < 700 || h < 560 {
		f.TitleSize, f.TextSize = 24, 16
	}
	f.Back = layout.Rect{X: layout.Margin, Y: layout.Margin, W: clubBackW, H: layout.BarH}
	left := f.Back.X + f.Back.W + layout.Gap
	f.Title = layout.Rect{X: left, Y: layout.Margin, W: w - 2*left, H: layout.BarH}
	cw := math.Min(formColW, w-2*layout.Margin-16)
	x := (w - cw) / 2
	top := float64(layout.Margin + layout.BarH + 12)
	z := formRoomy
	if z.block(fields) > h-layout.Margin-top {
		z = formCompact
	}
	z.note += math.Max(0, math.Min(z.noteMore, h-layout.Margin-top-z.block(fields)))
	y := top + math.Max(0, (h-layout.Margin-top-z.block(fields))/3)
	f.Note = layout.Rect{X: x, Y: y, W: cw, H: z.note}
	y += z.note
	for i := 0; i < fields; i++ {
		f.Labels = append(f.Labels, layout.Rect{X: x, Y: y, W: cw, H: z.label})
		f.Fields = append(f.Fields, layout.Rect{X: x, Y: y + z.label, W: cw, H: z.field})
		y += z.label + z.field + z.gap
	}
	bw := (cw - float64(buttons-1)*z.gap) / float64(buttons)
	for i := 0; i < buttons; i++ {
		f.Buttons = append(f.Buttons, layout.Rect{X: x + float64(i)*(bw+z.gap), Y: y, W: bw, H: z.btn})
	}
	f.Message = layout.Rect{X: x, Y: y + z.btn + z.gap, W: cw, H: z.message}
	return f
}

// FieldAt returns the field at x, y, or -1.
func (f *ClubForm) FieldAt(x, y float64) int { return hitIndex(f.Fields, x, y) }

// ButtonAt returns the button at x, y, or -1.
func (f *ClubForm) ButtonAt(x, y float64) int { return hitIndex(f.Buttons, x, y) }

// hitIndex returns the index of the first of rs that holds x, y, or -1.
func hitIndex(rs []layout.Rect, x, y float64) int {
	for i, r := range rs {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// screenBar is what the club's screens share at their top: Back, the
// title beside it, and the sizes of the title and the text (smaller on a
// small canvas).
type screenBar struct {
	Back, Title         layout.Rect
	TitleSize, TextSize float64
}

// barTop is where a club screen's body starts, under its bar.
const barTop = layout.Margin + layout.BarH + 12

// computeBar lays out a club screen's bar on a canvas of w x h.
func computeBar(w, h float64) screenBar {
	b := screenBar{TitleSize: 28, TextSize: 18}
	if w < 700 || h < 560 {
		b.TitleSize, b.TextSize = 24, 16
	}
	b.Back = layout.Rect{X: layout.Margin, Y: layout.Margin, W: clubBackW, H: layout.BarH}
	left := b.Back.X + b.Back.W + layout.Gap
	b.Title = layout.Rect{X: left, Y: layout.Margin, W: w - 2*left, H: layout.BarH}
	return b
}

// body is the column of a club screen under its bar, at most maxW wide,
// centred.
func body(w, h, maxW float64) layout.Rect {
	bw := math.Min(maxW, w-2*layout.Margin)
	return layout.Rect{X: (w - bw) / 2, Y: barTop, W: bw, H: h - layout.Margin - barTop}
}
