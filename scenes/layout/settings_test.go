package layout

import (
	"fmt"
	"testing"
)

// settingsRects returns every rectangle of s with a name.
func settingsRects(s *Settings) map[string]Rect {
	rs := map[string]Rect{"back": s.Back, "title": s.Title, "message": s.Message}
	for r := Setting(0); r < NumSettings; r++ {
		rs[r.String()+"-label"] = s.Labels[r]
		for i, c := range s.Choices[r] {
			rs[fmt.Sprintf("%v-%d", r, i)] = c
		}
	}
	return rs
}

// TestSettingsFitWithoutOverlaps: at every canvas everything lies on the
// canvas, nothing overlaps, and every tap target is at least 44 px.
func TestSettingsFitWithoutOverlaps(t *testing.T) {
	for _, c := range canvases {
		s := ComputeSettings(c.w, c.h)
		rs := settingsRects(&s)
		for a, ra := range rs {
			if !ra.Inside(Rect{0, 0, c.w, c.h}) || ra.W <= 0 {
				t.Errorf("%gx%g: %s %+v is off the canvas", c.w, c.h, a, ra)
			}
			for b, rb := range rs {
				if a < b && ra.Overlaps(rb) {
					t.Errorf("%gx%g: %s and %s overlap", c.w, c.h, a, b)
				}
			}
		}
		for _, r := range append([]Rect{s.Back}, allChoices(&s)...) {
			if r.W < MinTarget || r.H < MinTarget {
				t.Errorf("%gx%g: tap target %+v under %d px", c.w, c.h, r, MinTarget)
			}
		}
	}
}

func allChoices(s *Settings) []Rect {
	var rs []Rect
	for _, cs := range s.Choices {
		rs = append(rs, cs...)
	}
	return rs
}

// TestSettingsRowsHaveTheirChoices: each row has its number of choices,
// and a tap on a choice's centre finds it.
func TestSettingsRowsHaveTheirChoices(t *testing.T) {
	s := ComputeSettings(390, 844)
	for r := Setting(0); r < NumSettings; r++ {
		if len(s.Choices[r]) != SettingChoices[r] {
			t.Fatalf("%v: %d choices, want %d", r, len(s.Choices[r]), SettingChoices[r])
		}
		for i, c := range s.Choices[r] {
			if gr, gi, ok := s.ChoiceAt(c.Center()); !ok || gr != r || gi != i {
				t.Errorf("%v choice %d: tap found %v %d %v", r, i, gr, gi, ok)
			}
		}
	}
	if _, _, ok := s.ChoiceAt(1, 1); ok {
		t.Error("a tap in the corner found a choice")
	}
}

// TestVolumeBarTapSetsTheVolumeInSteps: the bar's left end is 0, its right
// end 100, and taps round to the step.
func TestVolumeBarTapSetsTheVolumeInSteps(t *testing.T) {
	s := ComputeSettings(1280, 720)
	b := s.Choices[SetVolume][VolBar]
	for _, c := range []struct {
		f    float64
		want int
	}{{-0.2, 0}, {0, 0}, {0.04, 0}, {0.06, 10}, {0.5, 50}, {0.72, 70}, {1, 100}, {1.3, 100}} {
		if got := s.VolumeAt(b.X+c.f*b.W, 10); got != c.want {
			t.Errorf("tap at %.0f%% of the bar: volume %d, want %d", 100*c.f, got, c.want)
		}
	}
}

// TestSettingsTakeTwoColumnsWhereOneDoesNotFit: a phone held sideways
// gets two columns of rows, the first the longer; a desktop canvas and a
// phone held upright keep one.
func TestSettingsTakeTwoColumnsWhereOneDoesNotFit(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		cols int
	}{{1280, 720, 1}, {390, 844, 1}, {667, 375, 2}, {844, 390, 2}} {
		s := ComputeSettings(c.w, c.h)
		xs := map[float64]int{}
		for r := Setting(0); r < NumSettings; r++ {
			xs[s.Labels[r].X]++
		}
		if len(xs) != c.cols {
			t.Errorf("%gx%g: %d columns, want %d", c.w, c.h, len(xs), c.cols)
		}
		if c.cols == 2 && s.Labels[0].X != s.Labels[(NumSettings+1)/2-1].X {
			t.Errorf("%gx%g: the first column does not hold the first half of the rows", c.w, c.h)
		}
	}
}
