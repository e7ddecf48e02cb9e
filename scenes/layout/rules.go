package layout

import (
	"math"
	"strings"
)

// RulesScreen is the layout of the how-to-play screen for one canvas, in
// logical px: a bar with Back and a tab per game, the page's title, a mini
// board playing the page's demonstration with its caption under it, the
// page's text, and the page control at the bottom.
type RulesScreen struct {
	_        [0]func() // not comparable: no equality code in the page
	W, H     float64
	Portrait bool // the text goes under the board instead of beside it
	Back     Rect
	Heading  Rect    // "How to play"
	Tabs     [4]Rect // one per game, in engine.Variant order
	Title    Rect    // the page's title
	Demo     Rect    // where the mini board fits
	Caption  Rect    // the demonstration's caption, under the board
	Body     Rect    // the page's text
	Prev     Rect
	Pager    Rect // page dots between Prev and Next
	Next     Rect
	// Font sizes and line height of the text, logical px.
	BodySize, CaptionSize, LineH float64
}

// Sizes of the rules screen, logical px.
const (
	rulesBarH   = 48
	rulesTabH   = 46
	rulesNavH   = 52
	rulesTitleH = 32
)

// ComputeRules lays out the how-to-play screen for a canvas of w x h
// logical px. Clearly taller than wide is portrait: everything in one
// column. Otherwise the board and its caption take the left column and
// the title and text the right one.
func ComputeRules(w, h float64) RulesScreen {
	l := RulesScreen{W: w, H: h, Portrait: h > w*1.15}
	l.BodySize, l.CaptionSize = 18, 18
	if l.Portrait {
		l.BodySize, l.CaptionSize = 16, 16
	}
	l.LineH = math.Round(l.BodySize * 1.38)
	navY := h - margin - rulesNavH
	l.Prev = Rect{margin, navY, math.Min(150, (w-2*margin)*0.36), rulesNavH}
	l.Next = Rect{w - margin - l.Prev.W, navY, l.Prev.W, rulesNavH}
	l.Pager = Rect{l.Prev.X + l.Prev.W + gap, navY, l.Next.X - gap - (l.Prev.X + l.Prev.W + gap), rulesNavH}
	if l.Portrait {
		l.portrait(navY - gap)
	} else {
		l.landscape(navY - gap)
	}
	return l
}

// portrait stacks, under the bar and the tabs, the title, the board, its
// caption and the text, down to bottom.
func (l *RulesScreen) portrait(bottom float64) {
	w := l.W
	l.Back = Rect{margin, margin, 76, rulesBarH}
	l.Heading = Rect{l.Back.X + l.Back.W + gap, margin, w - 2*margin - 2*(l.Back.W+gap), rulesBarH}
	l.tabs(margin, margin+rulesBarH+gap, w-2*margin)
	y := l.Tabs[0].Y + rulesTabH + gap
	l.Title = Rect{margin, y, w - 2*margin, rulesTitleH}
	y += rulesTitleH + 2
	demoH := math.Min(224, (w-2*margin)*0.6)
	l.Demo = Rect{margin, y, w - 2*margin, demoH}
	y += demoH + 2
	l.Caption = Rect{margin, y, w - 2*margin, 2*l.LineH + 8}
	y += l.Caption.H + gap
	l.Body = Rect{margin + 4, y, w - 2*margin - 8, bottom - y}
}

// landscape puts Back, the heading and the tabs in the bar, the board and
// its caption on the left, the title and the text on the right.
func (l *RulesScreen) landscape(bottom float64) {
	w := l.W
	l.Back = Rect{margin, margin, 88, rulesBarH}
	tabsW := math.Min(4*150+3*gap, w-2*margin-l.Back.W-gap-180)
	l.tabs(w-margin-tabsW, margin, tabsW)
	hx := l.Back.X + l.Back.W + gap
	l.Heading = Rect{hx, margin, l.Tabs[0].X - gap - hx, rulesBarH}
	top := float64(margin + rulesBarH + 2*gap)
	left := math.Round((w - 2*margin - 3*gap) * 0.56)
	l.Caption = Rect{margin, bottom - (2*l.LineH + 8), left, 2*l.LineH + 8}
	l.Demo = Rect{margin, top, left, l.Caption.Y - 2 - top}
	x := margin + left + 3*gap
	l.Title = Rect{x, top, w - margin - x, rulesTitleH}
	y := top + rulesTitleH + gap
	l.Body = Rect{x + 4, y, w - margin - x - 8, bottom - y}
}

// tabs lays the four tabs side by side from x, y across width w.
func (l *RulesScreen) tabs(x, y, w float64) {
	tw := (w - 3*gap) / 4
	for i := range l.Tabs {
		l.Tabs[i] = Rect{x + float64(i)*(tw+gap), y, tw, rulesTabH}
	}
}

// BoardIn lays the board model m out inside the rectangle r of a canvas of
// w x h logical px, as large as fits and centred, never turned on end:
// the rules screen shows every board as seen from the bottom player's
// chair, so left and right in its text match the picture.
func BoardIn(w, h float64, r Rect, m *Model) Layout {
	l := Layout{W: w, H: h, Model: m}
	l.Unit = math.Min(r.W/m.W, r.H/m.H)
	bw, bh := m.W*l.Unit, m.H*l.Unit
	l.Board = Rect{r.X + (r.W-bw)/2, r.Y + (r.H-bh)/2, bw, bh}
	l.ox, l.oy = l.Board.X, l.Board.Y
	l.Caption = Rect{l.Board.X, l.Board.Y + bh/2 - 28, bw, 56}
	l.convert()
	return l
}

// FitBoard lays the board model m out as large as the demo rectangle
// allows, and centres it together with its caption, just under it, in the
// column the two share. It returns the board's layout and the caption's
// rectangle.
func (l *RulesScreen) FitBoard(m *Model) (Layout, Rect) {
	room := l.Caption.Y - (l.Demo.Y + l.Demo.H) // between the two as laid out
	unit := math.Min(l.Demo.W/m.W, l.Demo.H/m.H)
	bh := m.H * unit
	between := math.Min(10, room+l.Demo.H-bh)
	group := bh + between + l.Caption.H
	top := l.Demo.Y + (l.Caption.Y+l.Caption.H-l.Demo.Y-group)/2
	b := BoardIn(l.W, l.H, Rect{l.Demo.X, top, l.Demo.W, bh}, m)
	c := l.Caption
	c.Y = top + bh + between
	return b, c
}

// Wrap breaks text into lines no wider than width, as measure says, at
// spaces. Each "\n" starts a new paragraph; an empty line is returned
// between paragraphs. A word wider than width gets a line of its own.
func Wrap(text string, width float64, measure func(string) float64) []string {
	var lines []string
	for i, para := range strings.Split(text, "\n") {
		if i > 0 {
			lines = append(lines, "")
		}
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && measure(try) > width {
				lines = append(lines, line)
				try = word
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// TextHeight returns the height of wrapped lines at line height lineH: a
// paragraph gap (an empty line) takes half a line.
func TextHeight(lines []string, lineH float64) float64 {
	h := 0.0
	for _, s := range lines {
		if s == "" {
			h += lineH / 2
		} else {
			h += lineH
		}
	}
	return h
}
