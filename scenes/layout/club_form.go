package layout

import "math"

// ClubForm is the layout of the club's small forms (sign in or register,
// join by code), in logical px: a back button and the title, a note, a
// label above each text field, the buttons in a row, and a message under
// them; the block centred in the room under the bar.
type ClubForm struct {
	Back, Title Rect
	Note        Rect // a line or two on what the form is for
	Labels      []Rect
	Fields      []Rect
	Buttons     []Rect
	Message     Rect // why the server refused, or what happens now
	// TitleSize and TextSize are the title's and the other text's size, px.
	TitleSize, TextSize float64
}

// formColW is the widest the form's column gets, logical px.
const formColW = 520

// formSizes are the heights of a form's parts, logical px.
type formSizes struct{ note, label, field, btn, gap, message float64 }

// The form's sizes when there is room, and when there is not (a phone
// held sideways).
var (
	formRoomy   = formSizes{note: 48, label: 26, field: 52, btn: 56, gap: 12, message: 64}
	formCompact = formSizes{note: 28, label: 22, field: MinTarget, btn: 48, gap: 6, message: 40}
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
	f.Back = Rect{margin, margin, clubBackW, barH}
	left := f.Back.X + f.Back.W + gap
	f.Title = Rect{left, margin, w - 2*left, barH}
	cw := math.Min(formColW, w-2*margin-16)
	x := (w - cw) / 2
	top := float64(margin + barH + 12)
	z := formRoomy
	if z.block(fields) > h-margin-top {
		z = formCompact
	}
	y := top + math.Max(0, (h-margin-top-z.block(fields))/3)
	f.Note = Rect{x, y, cw, z.note}
	y += z.note
	for i := 0; i < fields; i++ {
		f.Labels = append(f.Labels, Rect{x, y, cw, z.label})
		f.Fields = append(f.Fields, Rect{x, y + z.label, cw, z.field})
		y += z.label + z.field + z.gap
	}
	bw := (cw - float64(buttons-1)*z.gap) / float64(buttons)
	for i := 0; i < buttons; i++ {
		f.Buttons = append(f.Buttons, Rect{x + float64(i)*(bw+z.gap), y, bw, z.btn})
	}
	f.Message = Rect{x, y + z.btn + z.gap, cw, z.message}
	return f
}

// FieldAt returns the field at x, y, or -1.
func (f *ClubForm) FieldAt(x, y float64) int { return hitIndex(f.Fields, x, y) }

// ButtonAt returns the button at x, y, or -1.
func (f *ClubForm) ButtonAt(x, y float64) int { return hitIndex(f.Buttons, x, y) }

// hitIndex returns the index of the first of rs that holds x, y, or -1.
func hitIndex(rs []Rect, x, y float64) int {
	for i, r := range rs {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}
