package layout

import (
	"fmt"
	"math"
	"testing"
)

// checkTargets fails unless every rect lies inside the canvas, none
// overlaps another, and each tap target is at least MinTarget both ways.
func checkTargets(t *testing.T, w, h float64, targets, others []Rect) {
	t.Helper()
	canvas := Rect{0, 0, w, h}
	all := append(append([]Rect{}, targets...), others...)
	for i, r := range all {
		if r.W <= 0 || r.H <= 0 || !r.Inside(canvas) {
			t.Errorf("rect %d %+v is empty or outside %gx%g", i, r, w, h)
		}
		if i < len(targets) && (r.W < MinTarget || r.H < MinTarget) {
			t.Errorf("tap target %d %+v is smaller than %d px", i, r, MinTarget)
		}
		for j, o := range all[i+1:] {
			if r.Overlaps(o) {
				t.Errorf("rect %d %+v overlaps rect %d %+v", i, r, i+1+j, o)
			}
		}
	}
}

func TestMenuButtonsFitApartAndAreBig(t *testing.T) {
	for _, c := range canvases {
		for n := 4; n <= 10; n++ { // up to Resume, eight entries and Quit
			for _, back := range []bool{false, true} {
				if back && n > 8 {
					continue // the list of games, which has Back, has fewer
				}
				t.Run(fmt.Sprintf("%gx%g/%d/back=%v", c.w, c.h, n, back), func(t *testing.T) {
					m := ComputeMenu(c.w, c.h, n, back, !back, 0)
					if len(m.Buttons) != n {
						t.Fatalf("%d buttons, want %d", len(m.Buttons), n)
					}
					targets := append([]Rect{}, m.Buttons...)
					if back {
						targets = append(targets, m.Back)
					}
					others := []Rect{m.Title}
					if m.Art.W > 0 {
						others = append(others, m.Art)
					}
					checkTargets(t, c.w, c.h, targets, others)
				})
			}
		}
	}
}

func TestMenuTextIsReadable(t *testing.T) {
	for _, c := range canvases {
		m := ComputeMenu(c.w, c.h, 7, false, true, 0)
		if m.TitleSize < 40 || m.TextSize < 18 {
			t.Errorf("%gx%g: title %g px, buttons %g px", c.w, c.h, m.TitleSize, m.TextSize)
		}
		for _, b := range m.Buttons {
			if b.H < m.TextSize*2 || b.W < 12*m.TextSize {
				t.Errorf("%gx%g: button %+v is too small for %g px text", c.w, c.h, b, m.TextSize)
			}
		}
	}
}

func TestMenuHasTheOrnamentWhenThereIsRoom(t *testing.T) {
	if m := ComputeMenu(1280, 720, 7, false, true, 0); m.Art.W == 0 || m.Cols != 1 {
		t.Errorf("1280x720: art %+v, %d columns", m.Art, m.Cols)
	}
	if m := ComputeMenu(390, 844, 7, false, true, 0); m.Art.W == 0 || m.Cols != 1 {
		t.Errorf("390x844: art %+v, %d columns", m.Art, m.Cols)
	}
	if m := ComputeMenu(844, 390, 7, false, true, 0); m.Cols != 2 {
		t.Errorf("844x390: %d columns, want two", m.Cols)
	}
	if m := ComputeMenu(1280, 720, 4, true, false, 0); m.Art.W != 0 {
		t.Errorf("an ornament not asked for: %+v", m.Art)
	}
}

func TestMenuHitFindsEachButton(t *testing.T) {
	for _, c := range canvases {
		m := ComputeMenu(c.w, c.h, 7, true, false, 0)
		for i, b := range m.Buttons {
			if got := m.Hit(b.Center()); got != i {
				t.Errorf("%gx%g: the centre of button %d hits %d", c.w, c.h, i, got)
			}
		}
		if got := m.Hit(1, c.h-1); got != -1 {
			t.Errorf("%gx%g: the corner hits button %d", c.w, c.h, got)
		}
	}
}

// TestMenuNoticeSitsBelowTheTitle: a notice never covers the title nor a
// button; it goes between them, as tall as asked where there is room, and
// at least three lines tall on every canvas (two Resumes and six entries
// on the desktop; phones show at most seven: the browser has no Quit).
func TestMenuNoticeSitsBelowTheTitle(t *testing.T) {
	for _, c := range canvases {
		n := 8
		if c.w < 1000 {
			n = 7
		}
		for _, note := range []float64{60, 110, 200} {
			t.Run(fmt.Sprintf("%gx%g/%g", c.w, c.h, note), func(t *testing.T) {
				m := ComputeMenu(c.w, c.h, n, false, true, note)
				if m.Notice.Y < m.Title.Y+m.Title.H || m.Notice.W != NoticeWidth(c.w) {
					t.Errorf("notice %+v is not below the title %+v", m.Notice, m.Title)
				}
				if m.Notice.H < math.Min(note, 3*16*1.3+32) || m.Notice.H > note {
					t.Errorf("notice %+v for %g px asked", m.Notice, note)
				}
				checkTargets(t, c.w, c.h, m.Buttons, []Rect{m.Title, m.Notice})
			})
		}
	}
}
