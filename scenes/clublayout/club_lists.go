package clublayout

import (
	"mancala/scenes/layout"
	"math"
)

// ClubTabs is how many lists the club's list scene shows, one a tab: live
// games, open challenges, the leaderboard and recent games.
const ClubTabs = 4

// ClubLists is the layout of the club's lists, in logical px: a back
// button and the title, a tab per list, and the list's rows, which
// scroll inside List when there are more than fit.
type ClubLists struct {
	_           [0]func() // not comparable: no equality code in the page
	Back, Title layout.Rect
	Tabs        [ClubTabs]layout.Rect
	Message     layout.Rect // a line under the tabs: a refusal, what a tap did
	List        layout.Rect // the rows are drawn and tapped only inside it
	RowH        float64     // a row's height, gap included
	// TitleSize and TextSize are the title's and the rows' text, px.
	TitleSize, TextSize float64
}

// Sizes of the lists, logical px.
const (
	clubListMaxW = 900
	clubRowH     = 64 // a row, its gap included
	clubRowGap   = 6  // between rows
	clubTabH     = 48
	clubTabGap   = 6
	// clubListMessageH is the height of the message under the tabs: two
	// lines of 16 px, for a refusal in a longer language.
	clubListMessageH = 38
)

// ComputeClubLists lays out the lists for a canvas of w x h logical px.
func ComputeClubLists(w, h float64) ClubLists {
	bar := computeBar(w, h)
	l := ClubLists{RowH: clubRowH, Back: bar.Back, Title: bar.Title, TitleSize: bar.TitleSize, TextSize: bar.TextSize}
	b := body(w, h, clubListMaxW)
	lw, x, y := b.W, b.X, b.Y
	tw := (lw - (ClubTabs-1)*clubTabGap) / ClubTabs
	for i := range l.Tabs {
		l.Tabs[i] = layout.Rect{X: x + float64(i)*(tw+clubTabGap), Y: y, W: tw, H: clubTabH}
	}
	y += clubTabH + 4
	l.Message = layout.Rect{X: x, Y: y, W: lw, H: clubListMessageH}
	y += clubListMessageH + 4
	l.List = layout.Rect{X: x, Y: y, W: lw, H: h - layout.Margin - y}
	return l
}

// Row returns row i's rectangle when the list is scrolled scroll px down;
// it may lie partly or wholly outside List.
func (l *ClubLists) Row(i int, scroll float64) layout.Rect {
	return layout.Rect{X: l.List.X, Y: l.List.Y + float64(i)*l.RowH - scroll, W: l.List.W, H: l.RowH - clubRowGap}
}

// RowAt returns the row of n at x, y when the list is scrolled scroll px
// down, or -1: a point outside List, or in the gap between rows, is none.
func (l *ClubLists) RowAt(x, y, scroll float64, n int) int {
	if !l.List.Contains(x, y) {
		return -1
	}
	i := int(math.Floor((y - l.List.Y + scroll) / l.RowH))
	if i < 0 || i >= n || !l.Row(i, scroll).Contains(x, y) {
		return -1
	}
	return i
}

// MaxScroll is how far a list of n rows scrolls: 0 when they all fit.
func (l *ClubLists) MaxScroll(n int) float64 {
	return math.Max(0, float64(n)*l.RowH-clubRowGap-l.List.H)
}

// TabAt returns the tab at x, y, or -1.
func (l *ClubLists) TabAt(x, y float64) int { return hitIndex(l.Tabs[:], x, y) }

// Sizes of a finished arena's podium, logical px.
const (
	podiumMaxH = 150
	podiumMaxW = 220 // a step
	podiumGap  = 8
)

// Podium splits the list for a finished arena: its top holds the podium,
// three steps side by side (second, first, third, the first the tallest
// and in the middle), and the rows go under it, two at least in sight. steps are by rank: the
// first's, the second's, the third's.
func (l *ClubLists) Podium() (steps [3]layout.Rect, rows layout.Rect) {
	h := math.Min(podiumMaxH, l.List.H-2*podiumGap-(2*l.RowH-clubRowGap)) // two rows stay in sight
	w := math.Min(podiumMaxW, (l.List.W-2*podiumGap)/3)
	x0 := l.List.X + (l.List.W-3*w-2*podiumGap)/2
	bottom := l.List.Y + h
	for i, col := range [3]int{1, 0, 2} { // first in the middle, second left, third right
		sh := h * [3]float64{1, 0.8, 0.65}[i]
		steps[i] = layout.Rect{X: x0 + float64(col)*(w+podiumGap), Y: bottom - sh, W: w, H: sh}
	}
	rows = layout.Rect{X: l.List.X, Y: bottom + podiumGap*2, W: l.List.W, H: math.Max(0, l.List.H-h-podiumGap*2)}
	return steps, rows
}
