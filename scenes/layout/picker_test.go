package layout

import (
	"fmt"
	"testing"

	"mancala/engine"
)

// pickerCases are the picker's forms: Kalah with its five options and who
// starts, or another game with who starts only; against the computer, with
// the level row, or against a friend.
var pickerCases = []struct {
	name   string
	counts []int
	level  bool
}{
	{"kalah-computer", []int{5, 4, 3, 2, 2, 2, 2}, true},
	{"kalah-friend", []int{5, 4, 3, 2, 2, 2, 2}, false},
	{"other-computer", []int{2}, true},
	{"other-friend", []int{2}, false},
}

// forEachPicker runs f on the picker of every case on every canvas.
func forEachPicker(t *testing.T, f func(t *testing.T, p *Picker, w, h float64)) {
	for _, c := range canvases {
		for _, pc := range pickerCases {
			p := ComputePicker(c.w, c.h, pc.counts, pc.level)
			t.Run(fmt.Sprintf("%gx%g/%s", c.w, c.h, pc.name), func(t *testing.T) { f(t, &p, c.w, c.h) })
		}
	}
}

// targetsOf returns the picker's tap targets and its other rects.
func targetsOf(p *Picker) (targets, others []Rect) {
	targets = append(targets, p.Back, p.Play)
	targets = append(targets, p.Cards[:]...)
	if p.Title.W > 0 {
		others = append(others, p.Title)
	}
	if p.Line.W > 0 {
		others = append(others, p.Line)
	}
	if p.Preview.W > 0 {
		others = append(others, p.Preview)
	}
	for _, r := range p.Rows {
		others = append(others, r.Label)
		if r.Stepper() {
			targets = append(targets, r.Down, r.Up)
			others = append(others, r.Value)
		}
		targets = append(targets, r.Chips...)
	}
	return targets, others
}

func TestPickerFitsApartWithBigTargets(t *testing.T) {
	forEachPicker(t, func(t *testing.T, p *Picker, w, h float64) {
		targets, others := targetsOf(p)
		checkTargets(t, w, h, targets, others)
	})
}

func TestPickerHasEveryRowAndChip(t *testing.T) {
	for _, pc := range pickerCases {
		p := ComputePicker(1280, 720, pc.counts, pc.level)
		want := len(pc.counts)
		if pc.level {
			want++
		}
		if len(p.Rows) != want {
			t.Fatalf("%s: %d rows, want %d", pc.name, len(p.Rows), want)
		}
		for i, k := range pc.counts {
			if len(p.Rows[i].Chips) != k {
				t.Errorf("%s: row %d has %d chips, want %d", pc.name, i, len(p.Rows[i].Chips), k)
			}
		}
	}
}

func TestPickerCardPartsStayInTheirCard(t *testing.T) {
	forEachPicker(t, func(t *testing.T, p *Picker, w, h float64) {
		for i, c := range p.Cards {
			parts := []Rect{p.Names[i]}
			if p.Title.W > 0 { // the names-only header has neither title nor pictures
				parts = append(parts, p.Pics[i])
			}
			if p.Lines[i].W > 0 {
				parts = append(parts, p.Lines[i])
			}
			for _, r := range parts {
				if !r.Inside(c) || r.W <= 0 || r.H <= 0 {
					t.Errorf("card %d %+v: part %+v", i, c, r)
				}
			}
			if (p.Lines[i].W == 0) == (p.Line.W == 0) && p.Title.W > 0 {
				t.Errorf("card %d: a line in the card (%+v) and one below (%+v), or neither", i, p.Lines[i], p.Line)
			}
		}
	})
}

func TestPickerTextIsReadable(t *testing.T) {
	forEachPicker(t, func(t *testing.T, p *Picker, w, h float64) {
		if p.TitleSize < 22 || p.TextSize < 16 {
			t.Errorf("title %g px, text %g px", p.TitleSize, p.TextSize)
		}
		for _, r := range p.Rows {
			if r.Label.H < p.TextSize || r.Label.W < 4*p.TextSize {
				t.Errorf("label %+v is too small for %g px text", r.Label, p.TextSize)
			}
		}
	})
}

// The level row is ten chips on every canvas we design for, and a stepper
// where they do not fit (a canvas smaller than those).
func TestLevelChipsWhereTheyFitElseAStepper(t *testing.T) {
	counts := pickerCases[0].counts
	for _, c := range []struct {
		w, h    float64
		stepper bool
	}{{1280, 720, false}, {1920, 1080, false}, {390, 844, false}, {1024, 768, false}, {844, 390, false},
		{640, 360, true}} {
		p := ComputePicker(c.w, c.h, counts, true)
		lv := p.Rows[len(p.Rows)-1]
		if lv.Stepper() != c.stepper || (!c.stepper && len(lv.Chips) != 10) {
			t.Errorf("%gx%g: stepper %v with %d chips, want stepper %v", c.w, c.h, lv.Stepper(), len(lv.Chips), c.stepper)
		}
	}
}

func TestPickerPortraitOnlyWhenUpright(t *testing.T) {
	for _, c := range canvases {
		p := ComputePicker(c.w, c.h, nil, false)
		if p.Portrait != (c.h > c.w*1.15) {
			t.Errorf("%gx%g: portrait %v", c.w, c.h, p.Portrait)
		}
	}
}

func TestMiniBoardsHaveTheirPitsAndStores(t *testing.T) {
	want := map[engine.Variant][2]int{
		engine.KalahGame: {12, 2}, engine.OwareGame: {12, 0}, engine.CongkakGame: {14, 2}, engine.BaoGame: {32, 0},
	}
	for v, n := range want {
		for _, r := range []Rect{{10, 10, 180, 60}, {0, 0, 120, 120}, {5, 5, 300, 40}} {
			m := ComputeMini(v, r)
			if len(m.Pits) != n[0] || len(m.Stores) != n[1] {
				t.Errorf("%v: %d pits, %d stores; want %v", v, len(m.Pits), len(m.Stores), n)
			}
			if !m.Board.Inside(r) {
				t.Errorf("%v: board %+v outside %+v", v, m.Board, r)
			}
			all := append(append([]Rect{}, m.Pits...), m.Stores...)
			for i, a := range all {
				if !a.Inside(m.Board) {
					t.Errorf("%v: hollow %+v outside the board %+v", v, a, m.Board)
				}
				for _, b := range all[i+1:] {
					if a.Overlaps(b) {
						t.Errorf("%v: hollows %+v and %+v overlap", v, a, b)
					}
				}
			}
		}
	}
}
