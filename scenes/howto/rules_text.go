package howto

import (
	"math"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// rulesMinCaption is the smallest share of the layout's caption size a
// caption shrinks to so as to fit its two lines.
const rulesMinCaption = 0.75

// scrollBarRoom is the width the scroll bar takes from the text's box,
// logical px.
const scrollBarRoom = 10

// scrollKey is how far an arrow key scrolls the page's text, logical px.
const scrollKey = 48

// rulesText keeps the page's text and the caption wrapped to their boxes,
// until the page, the caption or the canvas changes, and how far the text
// is scrolled: a text taller than its box (a long page, a longer
// language, a small phone) scrolls rather than shrinks, so that every
// page is read at the same size.
type rulesText struct {
	ok     bool
	lines  []string
	scroll float64 // px the text is scrolled up
	cap    string
	capFit kit.Fitted
}

// reset forgets the wrapped text and scrolls back to its top.
func (rt *rulesText) reset() {
	rt.ok, rt.cap, rt.capFit, rt.scroll = false, "", kit.Fitted{}, 0
}

// body returns the page's text wrapped for the layout's body box, short
// of the scroll bar where it is taller than the box.
func (rt *rulesText) body(t *kit.Text, s string, l *layout.RulesScreen) []string {
	if !rt.ok {
		rt.lines = wrapText(t, s, l.Body.W, l.BodySize, kit.Regular)
		if rt.maxScroll(l) > 0 {
			rt.lines = wrapText(t, s, l.Body.W-scrollBarRoom, l.BodySize, kit.Regular)
		}
		rt.ok = true
	}
	return rt.lines
}

// maxScroll is how far the wrapped text can scroll: how much taller than
// its box it is.
func (rt *rulesText) maxScroll(l *layout.RulesScreen) float64 {
	return math.Max(0, layout.TextHeight(rt.lines, l.LineH)-l.Body.H)
}

// scrollBy scrolls the wrapped text d px further down (up for d < 0),
// within its length.
func (rt *rulesText) scrollBy(d float64, l *layout.RulesScreen) {
	rt.scroll = math.Max(0, math.Min(rt.scroll+d, rt.maxScroll(l)))
}

// caption returns the caption fitted to the layout's caption box.
func (rt *rulesText) caption(t *kit.Text, s string, l *layout.RulesScreen) kit.Fitted {
	if s != rt.cap || rt.capFit.Lines == nil {
		rt.cap, rt.capFit = s, fitCaption(t, s, l)
	}
	return rt.capFit
}

// fitCaption wraps a caption to the caption box, with room for the
// rounded ends, on two lines at most: at the layout's size, or as much
// smaller as two lines need (down to rulesMinCaption of it; Text.Cramped
// hears of any shrinking).
func fitCaption(t *kit.Text, s string, l *layout.RulesScreen) kit.Fitted {
	want, floor := l.CaptionSize, math.Ceil(l.CaptionSize*rulesMinCaption)
	for size := want; ; size-- {
		lines := wrapText(t, s, l.Caption.W-28, size, kit.Bold)
		if len(lines) <= 2 || size <= floor {
			if t.Cramped != nil && size < want {
				t.Cramped(s, want, size, len(lines) > 2)
			}
			return kit.Fitted{Lines: lines, Size: size}
		}
	}
}

// wrapText wraps s to width px at size px in weight w.
func wrapText(t *kit.Text, s string, width, size float64, w kit.Weight) []string {
	return layout.Wrap(s, width, func(x string) float64 { return t.Width(x, size, w) })
}
