package layout

import (
	"fmt"
	"math"
	"slices"
)

// Setting names a row of the settings scene.
type Setting uint8

// The settings, top to bottom.
const (
	SetLanguage Setting = iota // the game's language: previous, its name, next
	SetSpeed                   // animation speed: Slow, Normal, Fast, Instant
	SetSound                   // sound on or off
	SetVolume                  // volume: down, the bar, up
	SetTheme                   // board theme: one chip per theme
	SetNumbers                 // what boards show: three switches, pit numbers, players' phrases, captions
	SetServer                  // the online club's address: a text field
	NumSettings
)

var settingNames = [...]string{"language", "speed", "sound", "volume", "theme", "numbers", "server"}

// String returns the setting's name.
func (s Setting) String() string {
	if s < NumSettings {
		return settingNames[s]
	}
	return fmt.Sprintf("setting(%d)", s)
}

// SettingChoices is how many tap targets each row has. The volume row's
// three are the down button, the bar and the up button; the language
// row's, the previous language, the one chosen and the next.
var SettingChoices = [NumSettings]int{3, 4, 2, 3, 2, 3, 1}

// The targets of the volume row and the language row (steppers).
const (
	VolDown = iota
	VolBar
	VolUp
)

// stepper reports whether row r is a stepper: a button each side of the
// value.
func stepper(r Setting) bool { return r == SetVolume || r == SetLanguage }

// Settings is the layout of the settings scene, in logical px.
type Settings struct {
	Back   Rect // returns to the scene before
	Title  Rect
	Labels [NumSettings]Rect // each row's name
	// Choices are each row's tap targets, left to right.
	Choices [NumSettings][]Rect
	Message Rect // a line saying the settings could not be saved
}

// Sizes of the settings scene, logical px.
const (
	setColW    = 680.0 // widest the column of rows gets
	setLabelW  = 200.0 // a row's name, beside its choices when wide
	setLabelH  = 26.0  // a row's name, above its choices when narrow
	setChipH   = 52.0  // a choice, when there is room
	setRowGap  = 14.0  // between rows, when there is room
	setChipGap = 10.0  // between the choices of a row
	setVolBtn  = 56.0  // the volume's down and up buttons
)

// setRows are the sizes of the rows on one canvas.
type setRows struct {
	wide      bool // names beside the choices
	chipH, gp float64
}

// height returns the height of a row.
func (d setRows) height() float64 {
	if d.wide {
		return d.chipH
	}
	return setLabelH + 4 + d.chipH
}

// fitRows chooses the rows' sizes for a column cw wide with room px of
// height: full size when they fit, else choices of MinTarget px and gaps
// as large as the room leaves (at least 2 px).
func fitRows(cw, room float64, n int) setRows {
	d := setRows{wide: cw >= 560, chipH: setChipH, gp: setRowGap}
	if float64(n)*(d.height()+d.gp)+setLabelH <= room {
		return d
	}
	d.chipH = MinTarget
	d.gp = math.Max(2, (room-setLabelH)/float64(n)-d.height())
	return d
}

// ComputeSettings lays out the settings scene for a canvas of w x h
// logical px: a back button and the title on top, then a row per setting
// (its name beside its choices when the canvas is wide enough, above them
// when not), centred in the room left, and a message line under them.
// Where the rows do not fit one column (a phone held sideways), they take
// two, the first the longer. The rows in omit take no room: they have no
// rectangles, and the rows below them move up (the volume row where
// there is no sound device).
func ComputeSettings(w, h float64, omit ...Setting) Settings {
	var s Settings
	s.Back = Rect{margin, margin, 88, barH}
	side := s.Back.X + s.Back.W + gap
	s.Title = Rect{side, margin, w - 2*side, barH}
	var rows []Setting
	for r := Setting(0); r < NumSettings; r++ {
		if !slices.Contains(omit, r) {
			rows = append(rows, r)
		}
	}
	cw := math.Min(setColW, w-2*margin-16)
	top := float64(margin + barH + 12)
	d := fitRows(cw, h-margin-top, len(rows))
	if d.chipH < setChipH { // short of room: the rows start closer to the bar
		top = margin + barH + 4
		d = fitRows(cw, h-margin-top, len(rows))
	}
	if d.overflows(h-margin-top, len(rows)) && w >= 2*setMinColW+setColGap+2*margin {
		s.placeColumns(w, h, top, rows)
		return s
	}
	total := float64(len(rows))*(d.height()+d.gp) + setLabelH
	y := top + math.Max(0, (h-margin-top-total)/2)
	s.Message = s.placeColumn((w-cw)/2, y, cw, rows, d)
	return s
}

// Sizes of the settings' two columns, logical px.
const (
	setMinColW = 300.0 // narrowest column
	setColGap  = 24.0  // between the columns
)

// overflows reports whether n rows with their message line are taller
// than room.
func (d setRows) overflows(room float64, n int) bool {
	return float64(n)*(d.height()+d.gp)+setLabelH > room+d.gp
}

// placeColumns places rows in two columns, the first the longer, and the
// message line under the second, their tops level.
func (s *Settings) placeColumns(w, h, top float64, rows []Setting) {
	cw := math.Min(setColW, (w-2*margin-16-setColGap)/2)
	x := (w - 2*cw - setColGap) / 2
	k := (len(rows) + 1) / 2
	room := h - margin - top
	d := fitRows(cw, room, k)
	rowH := d.height() + d.gp
	total := math.Max(float64(k)*rowH, float64(len(rows)-k)*rowH+setLabelH)
	y := top + math.Max(0, (room-total)/2)
	s.placeColumn(x, y, cw, rows[:k], d)
	s.Message = s.placeColumn(x+cw+setColGap, y, cw, rows[k:], d)
}

// placeColumn places rows top to bottom from x, y, cw wide, and returns
// the place of a message line under them.
func (s *Settings) placeColumn(x, y, cw float64, rows []Setting, d setRows) Rect {
	for _, r := range rows {
		s.placeRow(r, Rect{x, y, cw, d.height()}, d)
		y += d.height() + d.gp
	}
	return Rect{x, y, cw, setLabelH}
}

// placeRow places row r's name and choices in the rectangle row.
func (s *Settings) placeRow(r Setting, row Rect, d setRows) {
	s.Labels[r] = Rect{row.X, row.Y, row.W, setLabelH}
	chips := Rect{row.X, row.Y + setLabelH + 4, row.W, d.chipH}
	if d.wide {
		s.Labels[r] = Rect{row.X, row.Y, setLabelW, d.chipH}
		chips = Rect{row.X + setLabelW, row.Y, row.W - setLabelW, d.chipH}
	}
	n := SettingChoices[r]
	s.Choices[r] = make([]Rect, n)
	if stepper(r) {
		s.Choices[r][VolDown] = Rect{chips.X, chips.Y, setVolBtn, chips.H}
		s.Choices[r][VolUp] = Rect{chips.X + chips.W - setVolBtn, chips.Y, setVolBtn, chips.H}
		s.Choices[r][VolBar] = Rect{chips.X + setVolBtn + setChipGap, chips.Y,
			chips.W - 2*(setVolBtn+setChipGap), chips.H}
		return
	}
	cwid := (chips.W - float64(n-1)*setChipGap) / float64(n)
	for i := range s.Choices[r] {
		s.Choices[r][i] = Rect{chips.X + float64(i)*(cwid+setChipGap), chips.Y, cwid, chips.H}
	}
}

// ChoiceAt returns the row and choice under the point x, y.
func (s *Settings) ChoiceAt(x, y float64) (Setting, int, bool) {
	for r, cs := range s.Choices {
		for i, c := range cs {
			if c.Contains(x, y) {
				return Setting(r), i, true
			}
		}
	}
	return NumSettings, 0, false
}

// VolumeAt returns the volume 0..100, in steps of step, that a tap at x on
// the volume bar asks for.
func (s *Settings) VolumeAt(x float64, step int) int {
	b := s.Choices[SetVolume][VolBar]
	f := math.Max(0, math.Min(1, (x-b.X)/b.W))
	return int(math.Round(f*100/float64(step))) * step
}
