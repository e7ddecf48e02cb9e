package layout

import "math"

// Sizes of the challenge browser, logical px.
const (
	listHeaderH  = 40  // a difficulty section's heading
	listGap      = 10  // between cards
	listSection  = 14  // extra space before a section
	cardH        = 150 // a challenge card
	cardMinW     = 360 // the narrowest card when there are several columns
	cardMaxW     = 440
	cardTitleH   = 26
	cardPad      = 10
	tabH         = 52
	tabMaxW      = 170
	listTopH     = 56 // the header: back button and title
	listNumTabs  = 4
	thumbMaxFrac = 0.52 // of a card's width
)

// ChallengeList is the layout of the challenge browser: a header with the
// back button and the title, a tab per game, and below them a list that
// scrolls: a heading per difficulty, then that difficulty's cards.
// Headings and cards are in list coordinates: y from the top of the list,
// before scrolling; OnScreen turns them into canvas px.
type ChallengeList struct {
	W, H    float64
	Back    Rect
	Title   Rect
	Tabs    [listNumTabs]Rect
	View    Rect    // the window the list scrolls in, canvas px
	Notice  Rect    // a message's box under the tabs (see PlaceNotice); zero when none
	Cols    int     // cards per row
	Headers []Rect  // one per section, list coordinates
	Cards   []Rect  // every card in order, list coordinates
	Content float64 // the list's height
}

// ComputeChallengeList lays out the browser for a canvas of w x h logical
// px and sections of the given numbers of cards.
func ComputeChallengeList(w, h float64, sections []int) ChallengeList {
	l := ChallengeList{W: w, H: h}
	l.Back = Rect{margin, margin, 80, barH}
	l.Title = Rect{margin + 80 + gap, margin, w - 2*(margin+80+gap), barH}
	tw := math.Min(tabMaxW, (w-2*margin-3*gap)/listNumTabs)
	x0 := (w - (listNumTabs*tw + 3*gap)) / 2
	for i := range l.Tabs {
		l.Tabs[i] = Rect{x0 + float64(i)*(tw+gap), margin + listTopH, tw, tabH}
	}
	top := float64(margin + listTopH + tabH + gap)
	l.View = Rect{margin, top, w - 2*margin, math.Max(0, h-margin-top)}
	l.list(sections)
	return l
}

// PlaceNotice makes room for a notice note px tall (NoticeWidth wide)
// under the tabs: the list's window starts below it, keeping at least one
// card's height; the notice gets what is left of note.
func (l *ChallengeList) PlaceNotice(note float64) {
	if note <= 0 {
		return
	}
	note = math.Min(note, l.View.H-cardH-gap)
	if note <= 0 {
		return
	}
	nw := NoticeWidth(l.W)
	l.Notice = Rect{(l.W - nw) / 2, l.View.Y, nw, note}
	l.View.Y += note + gap
	l.View.H -= note + gap
}

// list places the headings and cards in columns as wide as fit.
func (l *ChallengeList) list(sections []int) {
	avail := l.View.W
	l.Cols = max(1, min(3, int((avail+listGap)/(cardMinW+listGap))))
	cw := math.Min(cardMaxW, (avail-float64(l.Cols-1)*listGap)/float64(l.Cols))
	x0 := (avail - (float64(l.Cols)*cw + float64(l.Cols-1)*listGap)) / 2
	y := 0.0
	for i, n := range sections {
		if i > 0 {
			y += listSection
		}
		l.Headers = append(l.Headers, Rect{x0, y, avail - 2*x0, listHeaderH})
		y += listHeaderH
		for k := 0; k < n; k++ {
			col, row := k%l.Cols, k/l.Cols
			l.Cards = append(l.Cards, Rect{x0 + float64(col)*(cw+listGap), y + float64(row)*(cardH+listGap), cw, cardH})
		}
		rows := (n + l.Cols - 1) / l.Cols
		y += float64(rows)*(cardH+listGap) - listGap
	}
	l.Content = y + listGap
}

// MaxScroll returns how far the list can scroll, px.
func (l *ChallengeList) MaxScroll() float64 { return math.Max(0, l.Content-l.View.H) }

// ClampScroll keeps a scroll offset within the list.
func (l *ChallengeList) ClampScroll(s float64) float64 {
	return math.Max(0, math.Min(l.MaxScroll(), s))
}

// OnScreen returns r, in list coordinates, in canvas px for the scroll
// offset s.
func (l *ChallengeList) OnScreen(r Rect, s float64) Rect {
	return Rect{r.X + l.View.X, r.Y + l.View.Y - s, r.W, r.H}
}

// Visible returns the part of r (list coordinates) inside the view at
// scroll s, in canvas px, and whether any of it is.
func (l *ChallengeList) Visible(r Rect, s float64) (Rect, bool) {
	o := l.OnScreen(r, s)
	y0, y1 := math.Max(o.Y, l.View.Y), math.Min(o.Y+o.H, l.View.Y+l.View.H)
	if y1 <= y0 {
		return Rect{}, false
	}
	return Rect{o.X, y0, o.W, y1 - y0}, true
}

// CardAt returns the card under the canvas point x, y at scroll s: only
// within the view, so a card scrolled under the tabs is not tapped.
func (l *ChallengeList) CardAt(x, y, s float64) (int, bool) {
	if !l.View.Contains(x, y) {
		return -1, false
	}
	for i, c := range l.Cards {
		if l.OnScreen(c, s).Contains(x, y) {
			return i, true
		}
	}
	return -1, false
}

// ScrollTo returns the scroll offset nearest to s that shows card i whole.
func (l *ChallengeList) ScrollTo(i int, s float64) float64 {
	c := l.Cards[i]
	s = math.Min(s, c.Y)
	s = math.Max(s, c.Y+c.H-l.View.H)
	return l.ClampScroll(s)
}

// CardParts is where the parts of a card go, canvas px.
type CardParts struct {
	Title  Rect // the title line
	Mark   Rect // the solved mark, at the title's right
	Thumb  Rect // the small board
	Text   Rect // the goal in words, then the result
	Result Rect // the result line, at the bottom of Text
}

// PartsOf lays out card c (canvas px).
func PartsOf(c Rect) CardParts {
	in := c.Inset(cardPad)
	var p CardParts
	p.Mark = Rect{in.X + in.W - cardTitleH, in.Y, cardTitleH, cardTitleH}
	p.Title = Rect{in.X + 2, in.Y, in.W - cardTitleH - gap - 2, cardTitleH}
	below := in.Y + cardTitleH + gap
	bh := in.Y + in.H - below
	tw := math.Floor(in.W * thumbMaxFrac)
	p.Thumb = Rect{in.X, below, tw, bh}
	tx := in.X + tw + 12
	p.Text = Rect{tx, below, in.X + in.W - tx, bh}
	p.Result = Rect{tx, below + bh - 20, p.Text.W, 20}
	return p
}
