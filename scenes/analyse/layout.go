package analyse

import (
	"math"

	"mancala/scenes/layout"
)

// Action names a button of the analysis panel's bottom row. The row's
// four slots change with the mode: exploring, setting up a position.
type Action uint8

// The panel's actions, by slot: exploring, then setting up.
const (
	ActJudge  Action = iota // Analyse game: judge every move
	ActPlay                 // Play from here
	ActSetUp                // Set up a position
	ActImport               // Import a game
	NumActions
)

// Nav names the bar's buttons that step through the line shown.
type Nav uint8

// The steps, left to right.
const (
	NavFirst Nav = iota
	NavBack
	NavForward
	NavLast
	NumNav
)

// Sizes of the analysis board, logical px.
const (
	navW       = 56  // a step button, landscape
	panelMinW  = 330 // the side panel, landscape
	panelMaxW  = 470
	evalH      = 16 // the evaluation bar
	scoreH     = 26 // its words
	lineH      = 30 // one of the best lines
	stripH     = 44 // the moves
	graphH     = 84 // the evaluation over the game, on a phone
	graphMinH  = 56
	graphMaxH  = 200
	summaryH   = 24 // accuracy, or the judging's progress
	mistakeH   = 30 // one of the biggest mistakes
	actionH    = 44 // the bottom row's buttons
	numLines   = 3  // best lines shown
	numMistake = 6  // mistakes listed, at most
)

// Layout is every rectangle of the analysis board for one canvas: the
// board screen's (Board: Back and the status in the bar, the plates, the
// board), the step buttons at the bar's right end, and the panel: the
// evaluation bar and its words, the best lines, the moves, the graph, the
// summary, the mistakes and the actions. Landscape puts the panel right
// of the board, portrait under it.
type Layout struct {
	Board    layout.Layout
	Nav      [NumNav]layout.Rect
	Panel    layout.Rect
	Eval     layout.Rect
	Score    layout.Rect
	Lines    [numLines]layout.Rect
	Strip    layout.Rect
	Graph    layout.Rect
	Summary  layout.Rect
	Mistakes []layout.Rect // as many as fit, at most numMistake
	Actions  [NumActions]layout.Rect
}

// panelH is the height the panel's rows take with n mistakes listed.
func panelH(n int) float64 {
	return evalH + scoreH + numLines*lineH + stripH + graphH + summaryH + float64(n)*(mistakeH+layout.Gap) + actionH + 7*layout.Gap
}

// Compute lays the analysis board out on a w x h canvas for board model m.
func Compute(w, h float64, m *layout.Model) Layout {
	var l Layout
	if w >= h*1.15 && w >= 2*panelMinW {
		pw := math.Max(panelMinW, math.Min(panelMaxW, w*0.36))
		l.Board = layout.Compute(w-pw, h, m)
		l.Board.W = w
		l.Panel = layout.Rect{X: w - pw, Y: layout.Margin, W: pw - layout.Margin, H: h - 2*layout.Margin}
	} else {
		n := numMistake
		for n > 1 && h-panelH(n) < h*0.45 {
			n--
		}
		ph := panelH(n)
		l.Board = layout.Compute(w, h-ph, m)
		l.Board.H = h
		l.Panel = layout.Rect{X: layout.Margin, Y: h - ph, W: w - 2*layout.Margin, H: ph - layout.Margin}
	}
	l.bar()
	l.rows()
	return l
}

// bar places the step buttons at the bar's right end, where the board
// screen has its own buttons, and the status line between them and Back.
func (l *Layout) bar() {
	b := &l.Board
	right := b.Buttons[layout.NumButtons-1]
	end := right.X + right.W
	left := b.Buttons[layout.BtnBack].X + b.Buttons[layout.BtnBack].W + layout.Gap
	bw := math.Min(navW, (end-left-3*layout.Gap)/4)
	x := end - 4*bw - 3*layout.Gap
	for i := range l.Nav {
		l.Nav[i] = layout.Rect{X: x + float64(i)*(bw+layout.Gap), Y: b.Bar.Y, W: bw, H: b.Bar.H}
	}
	if b.Status.Y == b.Bar.Y {
		b.Status.W = x - layout.Gap - b.Status.X
	}
}

// rows stacks the panel's rows from its top. The mistakes take what
// the graph leaves above the actions (at most numMistake), and the graph
// grows into what is left, up to graphMaxH.
func (l *Layout) rows() {
	p := l.Panel
	fixed := panelH(0) - graphH
	n := numMistake
	for n > 0 && p.H-fixed-float64(n)*(mistakeH+layout.Gap) < graphH+math.Min(90, p.H/8) {
		n--
	}
	gh := math.Max(graphMinH, math.Min(graphMaxH, p.H-fixed-float64(n)*(mistakeH+layout.Gap)))
	rows := make([]layout.Rect, 0, 9+n)
	y := p.Y
	for _, h := range append([]float64{evalH, scoreH, lineH, lineH, lineH, stripH, gh, summaryH}, make([]float64, n)...) {
		if h == 0 {
			h = mistakeH
		}
		rows = append(rows, layout.Rect{X: p.X, Y: y, W: p.W, H: h})
		y += h + layout.Gap
	}
	l.Eval, l.Score, l.Strip, l.Graph, l.Summary = rows[0], rows[1], rows[5], rows[6], rows[7]
	copy(l.Lines[:], rows[2:5])
	l.Mistakes = rows[8:]
	aw := (p.W - 3*layout.Gap) / 4
	for i := range l.Actions {
		l.Actions[i] = layout.Rect{X: p.X + float64(i)*(aw+layout.Gap), Y: p.Y + p.H - actionH, W: aw, H: actionH}
	}
}

// dialogLines is the lines of a dialog (layout.ComputeConfirm): a line
// of words, a row of two lines (Import's field; Play's level between its
// minus and plus), a last line.
const dialogLines = 4

// DialogRow returns the row of dialog box d: its second and third lines.
func DialogRow(d *layout.Confirm) layout.Rect {
	return layout.Rect{X: d.Lines.X, Y: d.Lines.Y + layout.ConfirmLineH, W: d.Lines.W, H: 2 * layout.ConfirmLineH}
}
