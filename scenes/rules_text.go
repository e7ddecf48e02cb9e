package scenes

import (
	"math"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// rulesMinText is the smallest the page's text gets on a canvas too small
// for it at the layout's size, logical px.
const rulesMinText = 12

// rulesText keeps the page's text and the caption wrapped to their boxes,
// until the page, the caption or the canvas changes.
type rulesText struct {
	ok       bool
	lines    []string
	size     float64
	lineH    float64
	cap      string
	capLines []string
}

// reset forgets the wrapped text.
func (rt *rulesText) reset() {
	rt.ok, rt.cap, rt.capLines = false, "", nil
}

// body returns the page's text wrapped for the layout's body box, its size
// and line height.
func (rt *rulesText) body(t *kit.Text, s string, l *layout.RulesScreen) ([]string, float64, float64) {
	if !rt.ok {
		rt.lines, rt.size, rt.lineH = fitBody(t, s, l)
		rt.ok = true
	}
	return rt.lines, rt.size, rt.lineH
}

// caption returns the caption wrapped for the layout's caption box.
func (rt *rulesText) caption(t *kit.Text, s string, l *layout.RulesScreen) []string {
	if s != rt.cap || rt.capLines == nil {
		rt.cap, rt.capLines = s, wrapCaption(t, s, l)
	}
	return rt.capLines
}

// fitBody wraps s at the layout's text size, or, when it would not fit
// the body box, at the largest smaller size that fits (at least
// rulesMinText).
func fitBody(t *kit.Text, s string, l *layout.RulesScreen) ([]string, float64, float64) {
	size, lineH := l.BodySize, l.LineH
	for {
		lines := wrapText(t, s, l.Body.W, size, kit.Regular)
		if layout.TextHeight(lines, lineH) <= l.Body.H || size <= rulesMinText {
			return lines, size, lineH
		}
		size--
		lineH = math.Round(size * 1.38)
	}
}

// wrapCaption wraps a caption to the caption box, with room for the
// rounded ends.
func wrapCaption(t *kit.Text, s string, l *layout.RulesScreen) []string {
	return wrapText(t, s, l.Caption.W-28, l.CaptionSize, kit.Bold)
}

// wrapText wraps s to width px at size px in weight w.
func wrapText(t *kit.Text, s string, width, size float64, w kit.Weight) []string {
	return layout.Wrap(s, width, func(x string) float64 { return t.Width(x, size, w) })
}
