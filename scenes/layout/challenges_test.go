package layout

import (
	"fmt"
	"slices"
	"testing"

	"mancala/engine"
)

// browserSizes are the canvases the browser is checked on.
var browserSizes = []struct{ w, h float64 }{{1280, 720}, {1920, 1080}, {390, 844}, {844, 390}, {320, 568}}

// sections are Kalah's sections of the real data: cards per difficulty.
var sections = []int{5, 6, 5, 4, 4}

func TestBrowserPartsStayOnTheCanvasAndApart(t *testing.T) {
	for _, sz := range browserSizes {
		l := ComputeChallengeList(sz.w, sz.h, sections)
		canvas := Rect{0, 0, sz.w, sz.h}
		fixed := append([]Rect{l.Back, l.Title, l.View}, l.Tabs[:]...)
		for i, r := range fixed {
			if !r.Inside(canvas) {
				t.Errorf("%vx%v: part %d %+v leaves the canvas", sz.w, sz.h, i, r)
			}
			for _, o := range fixed[i+1:] {
				if r.Overlaps(o) {
					t.Errorf("%vx%v: %+v overlaps %+v", sz.w, sz.h, r, o)
				}
			}
		}
	}
}

func TestCardsFitTheViewAcrossAndNeverOverlap(t *testing.T) {
	for _, sz := range browserSizes {
		l := ComputeChallengeList(sz.w, sz.h, sections)
		list := append(append([]Rect{}, l.Headers...), l.Cards...)
		for i, r := range list {
			on := l.OnScreen(r, 0)
			if on.X < l.View.X || on.X+on.W > l.View.X+l.View.W+1e-9 {
				t.Errorf("%vx%v: %+v sticks out of the view", sz.w, sz.h, on)
			}
			if r.Y+r.H > l.Content {
				t.Errorf("%vx%v: %+v below the end of the list", sz.w, sz.h, r)
			}
			for _, o := range list[i+1:] {
				if r.Overlaps(o) {
					t.Errorf("%vx%v: %+v overlaps %+v", sz.w, sz.h, r, o)
				}
			}
		}
		if len(l.Cards) != 24 {
			t.Errorf("%d cards, want 24", len(l.Cards))
		}
	}
}

func TestEveryTapTargetIsAtLeast44Px(t *testing.T) {
	for _, sz := range browserSizes {
		l := ComputeChallengeList(sz.w, sz.h, sections)
		targets := append([]Rect{l.Back}, l.Tabs[:]...)
		targets = append(targets, l.Cards...)
		for _, r := range targets {
			if r.W < MinTarget || r.H < MinTarget {
				t.Errorf("%vx%v: target %+v smaller than %d px", sz.w, sz.h, r, MinTarget)
			}
		}
	}
}

func TestAPhoneShowsOneColumnAndADesktopSeveral(t *testing.T) {
	if c := ComputeChallengeList(390, 844, sections).Cols; c != 1 {
		t.Errorf("390 px wide: %d columns, want 1", c)
	}
	if c := ComputeChallengeList(1280, 720, sections).Cols; c != 3 {
		t.Errorf("1280 px wide: %d columns, want 3", c)
	}
}

func TestScrollingReachesTheLastCardAndNoFurther(t *testing.T) {
	l := ComputeChallengeList(390, 844, sections)
	last := len(l.Cards) - 1
	s := l.ClampScroll(1e9)
	if s != l.MaxScroll() || s <= 0 {
		t.Fatalf("clamped to %v, max %v", s, l.MaxScroll())
	}
	if _, ok := l.Visible(l.Cards[last], s); !ok {
		t.Fatal("the last card is not in view at the end of the list")
	}
	if _, ok := l.Visible(l.Cards[0], s); ok {
		t.Fatal("the first card is still in view at the end of a long list")
	}
	if l.ClampScroll(-50) != 0 {
		t.Fatal("scrolled above the top")
	}
}

func TestCardAtFindsTheScrolledCardOnlyInsideTheView(t *testing.T) {
	l := ComputeChallengeList(390, 844, sections)
	s := 300.0
	for i, c := range l.Cards {
		x, y := l.OnScreen(c, s).Center()
		got, ok := l.CardAt(x, y, s)
		inView := l.View.Contains(x, y)
		if ok != inView || (ok && got != i) {
			t.Errorf("card %d at %v,%v: got %d %v, in view %v", i, x, y, got, ok, inView)
		}
	}
	if _, ok := l.CardAt(l.Tabs[0].X+5, l.Tabs[0].Y+5, 1000); ok {
		t.Error("a tap on a tab found a card scrolled under it")
	}
}

func TestScrollToShowsTheWholeCard(t *testing.T) {
	l := ComputeChallengeList(390, 844, sections)
	for i, c := range l.Cards {
		s := l.ScrollTo(i, 0)
		on := l.OnScreen(c, s)
		if on.Y < l.View.Y-1e-9 || on.Y+on.H > l.View.Y+l.View.H+1e-9 {
			t.Errorf("card %d at scroll %v: %+v not wholly in %+v", i, s, on, l.View)
		}
	}
}

func TestCardPartsStayInsideTheCardAndApart(t *testing.T) {
	for _, w := range []float64{300, 374, 413, 440} {
		c := Rect{8, 100, w, cardH}
		p := PartsOf(c)
		parts := []Rect{p.Title, p.Mark, p.Thumb, p.Text}
		for i, r := range parts {
			if !r.Inside(c) || r.W <= 0 || r.H <= 0 {
				t.Errorf("w %v: part %d %+v not inside the card %+v", w, i, r, c)
			}
			for _, o := range parts[i+1:] {
				if r.Overlaps(o) {
					t.Errorf("w %v: %+v overlaps %+v", w, r, o)
				}
			}
		}
		if !p.Result.Inside(p.Text) {
			t.Errorf("w %v: the result line is outside the text", w)
		}
	}
}

func TestThumbnailsShowEveryPitReadablyInsideTheirBox(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	k4, _ := engine.NewKalah(engine.KalahOptions{Pits: 4, Seeds: 3})
	for _, r := range []engine.Rules{k, k4, engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
		for _, w := range []float64{374, 413} {
			box := PartsOf(Rect{0, 0, w, cardH}).Thumb
			th := ComputeThumb(box, r.Board())
			name := fmt.Sprintf("%s in %v", r, w)
			checkThumb(t, name, th, box, r.Board())
		}
	}
}

// checkThumb checks a thumbnail: every pit and store once, inside the box,
// apart, and big enough for a two-digit count (16 px across at least).
func checkThumb(t *testing.T, name string, th Thumb, box Rect, bd engine.Board) {
	t.Helper()
	want := bd.Rows * bd.Pits
	if bd.Stores || bd.Variant == engine.OwareGame {
		want += 2
	}
	if len(th.Spots) != want {
		t.Errorf("%s: %d spots, want %d", name, len(th.Spots), want)
	}
	if !th.Frame.Inside(box) {
		t.Errorf("%s: frame %+v outside %+v", name, th.Frame, box)
	}
	seen := map[engine.Place]bool{}
	for i, s := range th.Spots {
		b := s.Hollow.Bounds()
		if seen[s.Place] || !b.Inside(th.Frame) || 2*s.Hollow.R < 16 {
			t.Errorf("%s: spot %d (%d) %+v repeated, outside or too small", name, i, s.Place, b)
		}
		seen[s.Place] = true
		for _, o := range th.Spots[i+1:] {
			if b.Overlaps(o.Hollow.Bounds()) {
				t.Errorf("%s: place %d overlaps %d", name, s.Place, o.Place)
			}
		}
	}
}

func TestTheThumbnailPutsSouthAtTheBottomAndNorthsFirstPitTopRight(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	th := ComputeThumb(Rect{0, 0, 200, 80}, k.Board())
	at := func(pl engine.Place) (float64, float64) {
		for _, s := range th.Spots {
			if s.Place == pl {
				return s.Hollow.Center()
			}
		}
		t.Fatalf("no place %d", pl)
		return 0, 0
	}
	sx, sy := at(0)
	nx, ny := at(6)
	nx6, _ := at(11)
	if sy <= ny || nx <= nx6 || sx >= nx {
		t.Errorf("South 1 at %v,%v; North 1 at %v,%v; North 6 at %v", sx, sy, nx, ny, nx6)
	}
}

func TestTheResultPanelFitsWithButtonsOf44PxAndApart(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, r := range []engine.Rules{k, engine.Bao{}} {
		m := NewModel(r.Board())
		for _, sz := range browserSizes {
			l := Compute(sz.w, sz.h, &m)
			n := PanelMaxLines(&l)
			if n < 4 {
				t.Errorf("%vx%v: room for %d lines only", sz.w, sz.h, n)
			}
			for _, shown := range [][]PanelButton{AllPanelButtons, {PanelRetry, PanelAnalyse, PanelNext, PanelBack}} {
				c := ComputeChallengePlay(&l, 4, n, shown)
				checkPanel(t, fmt.Sprintf("%s %vx%v %v", r, sz.w, sz.h, shown), &l, &c, shown)
			}
		}
	}
}

// checkPanel checks the result panel on layout l: inside the canvas,
// below the bar, its buttons inside it, apart and big enough.
func checkPanel(t *testing.T, name string, l *Layout, c *ChallengePlay, shown []PanelButton) {
	t.Helper()
	canvas := Rect{0, 0, l.W, l.H}
	if !c.Panel.Inside(canvas) || c.Panel.Y < l.Bar.Y+l.Bar.H || !c.Hint.Inside(canvas) {
		t.Errorf("%s: panel %+v or hint %+v out of place", name, c.Panel, c.Hint)
	}
	if !c.Lines.Inside(c.Panel) || !c.Title.Inside(c.Panel) {
		t.Errorf("%s: the panel's text leaves it", name)
	}
	for i, b := range c.Buttons {
		if !slices.Contains(shown, PanelButton(i)) {
			if b != (Rect{}) {
				t.Errorf("%s: button %d is laid out but not shown", name, i)
			}
			continue
		}
		if !b.Inside(c.Panel) || b.W < MinTarget || b.H < MinTarget || b.Overlaps(c.Lines) {
			t.Errorf("%s: button %d %+v", name, i, b)
		}
		for _, o := range c.Buttons[i+1:] {
			if o.W > 0 && b.Overlaps(o) {
				t.Errorf("%s: buttons overlap", name)
			}
		}
		if got, ok := c.ButtonAt(b.Center()); !ok || int(got) != i {
			t.Errorf("%s: the centre of button %d finds %v", name, i, got)
		}
	}
}

// TestChallengeNoticeSitsUnderTheTabs: a notice in the browser covers
// neither the header, the tabs nor the list: the list's window starts
// below it and still holds a card.
func TestChallengeNoticeSitsUnderTheTabs(t *testing.T) {
	for _, c := range canvases {
		l := ComputeChallengeList(c.w, c.h, []int{3, 4})
		view := l.View
		l.PlaceNotice(94)
		if l.Notice.H < 80 || l.Notice.H > 94 || l.Notice.W != NoticeWidth(c.w) {
			t.Errorf("%gx%g: notice %+v, want 80 to 94 px tall", c.w, c.h, l.Notice)
		}
		if l.View.Y < l.Notice.Y+l.Notice.H || l.View.Y+l.View.H != view.Y+view.H || l.View.H < 150 {
			t.Errorf("%gx%g: view %+v under notice %+v", c.w, c.h, l.View, l.Notice)
		}
		checkTargets(t, c.w, c.h, append([]Rect{l.Back}, l.Tabs[:]...), []Rect{l.Title, l.Notice, l.View})
	}
}
