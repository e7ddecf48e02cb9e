package layout

import "math"

// PanelButton names a button of a challenge's result panel.
type PanelButton uint8

// The result panel's buttons, in order.
const (
	PanelRetry PanelButton = iota
	PanelSolution
	PanelNext
	PanelBack
	PanelAnalyse // the analysis board on the attempt, once the answer is shown
	NumPanelButtons
)

// AllPanelButtons are every button of the result panel, in order.
var AllPanelButtons = []PanelButton{PanelRetry, PanelSolution, PanelNext, PanelBack}

var panelNames = [...]string{"retry", "solution", "next", "back", "analyse"}

// String returns the button's name: "retry", "solution", "next", "back",
// "analyse".
func (b PanelButton) String() string {
	if b < NumPanelButtons {
		return panelNames[b]
	}
	return "?"
}

// Sizes of a challenge being played, logical px.
const (
	PanelLineH   = 22 // a line of the result panel's text
	panelTitleH  = 44
	panelPad     = 18
	panelBtnH    = 48
	panelMaxW    = 600
	HintLineH    = 20 // a line of the hint's text
	HintPad      = 10
	panelBtnMinW = 110
)

// ChallengePlay is where a challenge's own parts go on the board screen:
// the goal over the status line, the hint under it, and the result panel
// over the board once the attempt is decided.
type ChallengePlay struct {
	_     [0]func() // not comparable: no equality code in the page
	Goal  Rect      // the goal, over the board screen's status line
	Hint  Rect      // the hint's text, under the goal
	Panel Rect      // the result panel
	Title Rect      // the panel's title line
	Lines Rect      // the panel's text, PanelLineH px a line
	// Buttons are the panel's buttons by PanelButton; a button not shown
	// has a zero rect.
	Buttons [NumPanelButtons]Rect
}

// ComputeChallengePlay lays out a challenge over the board layout l: the
// hint takes hintLines lines, the panel's text panelLines lines, and the
// panel shows the buttons shown, in that order.
func ComputeChallengePlay(l *Layout, hintLines, panelLines int, shown []PanelButton) ChallengePlay {
	c := ChallengePlay{Goal: l.Status}
	hw := math.Min(l.W-2*margin, 720)
	c.Hint = Rect{(l.W - hw) / 2, l.Status.Y + l.Status.H + gap, hw, float64(hintLines)*HintLineH + 2*HintPad}
	c.panel(l, panelLines, shown)
	return c
}

// panel places the result panel in the middle of the screen below the
// bar, its buttons in one row when they fit, else in two rows.
func (c *ChallengePlay) panel(l *Layout, lines int, shown []PanelButton) {
	w := math.Min(panelMaxW, l.W-2*margin)
	n := float64(len(shown))
	oneRow := w-2*panelPad >= n*panelBtnMinW+(n-1)*gap
	rows := 2
	if oneRow {
		rows = 1
	}
	h := 2*panelPad + panelTitleH + float64(lines)*PanelLineH + gap + float64(rows)*(panelBtnH+gap)
	top := l.Bar.Y + l.Bar.H + gap
	c.Panel = l.panelBelow(top, w, h)
	in := c.Panel.Inset(panelPad)
	c.Title = Rect{in.X, in.Y, in.W, panelTitleH}
	c.Lines = Rect{in.X, in.Y + panelTitleH, in.W, float64(lines) * PanelLineH}
	by := c.Lines.Y + c.Lines.H + gap
	cols := (len(shown) + rows - 1) / rows
	bw := (in.W - float64(cols-1)*gap) / float64(cols)
	for i, btn := range shown {
		col, row := i%cols, i/cols
		c.Buttons[btn] = Rect{in.X + float64(col)*(bw+gap), by + float64(row)*(panelBtnH+gap), bw, panelBtnH}
	}
}

// ButtonAt returns the panel button under the canvas point x, y.
func (c *ChallengePlay) ButtonAt(x, y float64) (PanelButton, bool) {
	for i, r := range c.Buttons {
		if r.W > 0 && r.Contains(x, y) {
			return PanelButton(i), true
		}
	}
	return NumPanelButtons, false
}

// PanelMaxLines returns how many lines of text the result panel can hold
// on the screen of layout l, its buttons in as many rows as they need.
func PanelMaxLines(l *Layout) int {
	var c ChallengePlay
	c.panel(l, 0, AllPanelButtons)
	top := l.Bar.Y + l.Bar.H + gap
	return max(0, int((l.H-margin-top-c.Panel.H)/PanelLineH))
}

// panelBelow returns a panel w x h px, centred across the canvas and in
// the room between top and the bottom margin; never above top.
func (l *Layout) panelBelow(top, w, h float64) Rect {
	y := math.Max(top, top+(l.H-margin-top-h)/2)
	return Rect{(l.W - w) / 2, y, w, h}
}
