package layout

import (
	"fmt"
	"strings"
	"testing"
)

// rulesCanvases are the sizes the rules screen is checked at: the desktop
// and a phone held upright (device scale 3), plus a phone on its side.
var rulesCanvases = []struct{ w, h float64 }{{1280, 720}, {390, 844}, {1920, 1080}, {844, 390}}

// rulesRects names every rectangle of l.
func rulesRects(l *RulesScreen) map[string]Rect {
	m := map[string]Rect{"back": l.Back, "heading": l.Heading, "title": l.Title, "demo": l.Demo,
		"caption": l.Caption, "body": l.Body, "prev": l.Prev, "pager": l.Pager, "next": l.Next}
	for i, t := range l.Tabs {
		m[fmt.Sprintf("tab%d", i+1)] = t
	}
	return m
}

func TestRulesScreenPartsDoNotOverlapAndStayOnTheCanvas(t *testing.T) {
	for _, c := range rulesCanvases {
		l := ComputeRules(c.w, c.h)
		canvas := Rect{0, 0, c.w, c.h}
		rs := rulesRects(&l)
		for a, ra := range rs {
			if !ra.Inside(canvas) || ra.W <= 0 || ra.H <= 0 {
				t.Errorf("%gx%g: %s %+v is not on the canvas", c.w, c.h, a, ra)
			}
			for b, rb := range rs {
				if a < b && ra.Overlaps(rb) {
					t.Errorf("%gx%g: %s %+v overlaps %s %+v", c.w, c.h, a, ra, b, rb)
				}
			}
		}
	}
}

func TestRulesScreenTapTargetsAreAtLeast44px(t *testing.T) {
	for _, c := range rulesCanvases {
		l := ComputeRules(c.w, c.h)
		targets := append([]Rect{l.Back, l.Prev, l.Next}, l.Tabs[:]...)
		for i, r := range targets {
			if r.W < MinTarget || r.H < MinTarget {
				t.Errorf("%gx%g: target %d is %.1fx%.1f px", c.w, c.h, i, r.W, r.H)
			}
		}
	}
}

func TestRulesScreenIsPortraitOnlyOnATallCanvas(t *testing.T) {
	if !ComputeRules(390, 844).Portrait || ComputeRules(1280, 720).Portrait {
		t.Fatal("390x844 must be portrait and 1280x720 landscape")
	}
}

func TestRulesTextIsAtLeast15pxOnThePhone(t *testing.T) {
	l := ComputeRules(390, 844)
	if l.BodySize < 15 || l.CaptionSize < 15 {
		t.Fatalf("body %gpx, caption %gpx", l.BodySize, l.CaptionSize)
	}
}

func TestMiniBoardAndCaptionStayInTheirColumnApart(t *testing.T) {
	for _, c := range rulesCanvases {
		l := ComputeRules(c.w, c.h)
		column := Rect{l.Demo.X, l.Demo.Y, l.Demo.W, l.Caption.Y + l.Caption.H - l.Demo.Y}
		for _, r := range allRules(t) {
			m := NewModel(r.Board())
			b, cap := l.FitBoard(&m)
			if !cap.Inside(column) || cap.Overlaps(b.Board) || cap.H != l.Caption.H {
				t.Errorf("%gx%g %v: caption %+v, board %+v, column %+v", c.w, c.h, r, cap, b.Board, column)
			}
			for _, s := range b.Spots {
				if !s.Cell.Inside(column) || !s.Badge.Inside(column) || s.Badge.Overlaps(cap) {
					t.Errorf("%gx%g %v: place %d leaves the demo rect", c.w, c.h, r, s.Place)
				}
				if x, y := s.Hollow.Center(); b.Spot(s.Place) == nil || !s.Cell.Contains(x, y) {
					t.Errorf("%gx%g %v: place %d's hollow is not in its cell", c.w, c.h, r, s.Place)
				}
			}
			if b.Portrait {
				t.Errorf("%gx%g %v: the mini board is turned on end", c.w, c.h, r)
			}
		}
	}
}

// monoWidth measures text as 10 px a character.
func monoWidth(s string) float64 { return 10 * float64(len(s)) }

func TestWrapKeepsEveryLineWithinTheWidth(t *testing.T) {
	text := "Sow the seeds one by one counter-clockwise into the following pits.\nA second paragraph."
	lines := Wrap(text, 220, monoWidth)
	for _, s := range lines {
		if monoWidth(s) > 220 {
			t.Errorf("line %q is %g px wide", s, monoWidth(s))
		}
	}
	got := strings.Join(lines, "|")
	want := "Sow the seeds one by|one counter-clockwise|into the following|pits.||A second paragraph."
	if got != want {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

func TestWrapGivesALongWordALineOfItsOwn(t *testing.T) {
	lines := Wrap("a counter-clockwise b", 100, monoWidth)
	if strings.Join(lines, "|") != "a|counter-clockwise|b" {
		t.Fatalf("got %q", lines)
	}
}

func TestTextHeightCountsParagraphGapsAsHalfALine(t *testing.T) {
	if h := TextHeight([]string{"a", "", "b"}, 20); h != 50 {
		t.Fatalf("height %g, want 50", h)
	}
}
