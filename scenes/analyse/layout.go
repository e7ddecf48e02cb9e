package analyse

import (
	"math"

	"mancala/scenes/layout"
)

// Action names a button of the analysis panel's bottom row. The row's
// slots change with the mode: exploring, setting up a position.
type Action uint8

// The panel's actions, by slot: exploring, then setting up.
const (
	ActJudge  Action = iota // Analyse game: judge every move
	ActPlay                 // Play from here
	ActSetUp                // Set up a position
	ActImport               // Import a game
	// ActSheet, on a compact layout only, shows the whole panel in the
	// board's place, or the board again.
	ActSheet
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
	navW           = 56  // a step button, landscape
	panelMinW      = 330 // the side panel, landscape
	panelMaxW      = 470
	evalH          = 16 // the evaluation bar
	scoreH         = 26 // its words
	lineH          = 30 // one of the best lines
	stripH         = 44 // the moves
	graphH         = 84 // the evaluation over the game, on a phone
	graphMinH      = 56
	graphMaxH      = 200
	summaryH       = 24  // accuracy, or the judging's progress
	mistakeH       = 30  // one of the biggest mistakes
	actionH        = 44  // the bottom row's buttons
	numLines       = 3   // best lines shown
	numMistake     = 6   // mistakes listed, at most
	thinEvalH      = 6   // the evaluation bar of a compact layout
	columnsMinW    = 560 // a short panel this wide puts its rows in two columns
	compactActionW = 104 // an action beside the evaluation's words
)

// Layout is every rectangle of the analysis board for one canvas: the
// board screen's (Board: Back and the status in the bar, the plates, the
// board), the step buttons at the bar's right end, and the panel: the
// evaluation bar and its words, the best lines, the moves, the graph, the
// summary, the mistakes and the actions. Landscape puts the panel right
// of the board, portrait under it. A rect a layout leaves out is zero.
type Layout struct {
	// Compact is a phone held upright, where the whole panel under the
	// board would leave its pits smaller than a tap target: under the
	// board only the evaluation and the actions, with ActSheet to show the
	// whole panel in the board's place (Sheet, the board then hidden).
	Compact, Sheet bool
	Board          layout.Layout
	Nav            [NumNav]layout.Rect
	Panel          layout.Rect
	Eval           layout.Rect
	Score          layout.Rect
	Lines          [numLines]layout.Rect
	Strip          layout.Rect
	Graph          layout.Rect
	Summary        layout.Rect
	Mistakes       []layout.Rect // as many as fit, at most numMistake
	Actions        [NumActions]layout.Rect
}

// panelH is the height the panel's rows take with n mistakes listed.
func panelH(n int) float64 {
	return evalH + scoreH + numLines*lineH + stripH + graphH + summaryH + float64(n)*(mistakeH+layout.Gap) + actionH + 7*layout.Gap
}

// Compute lays the analysis board out on a w x h canvas for board model
// m; sheet asks, on a compact layout, for the whole panel in the board's
// place.
func Compute(w, h float64, m *layout.Model, sheet bool) Layout {
	var l Layout
	if w >= h*1.15 && w >= 2*panelMinW {
		pw := math.Max(panelMinW, math.Min(panelMaxW, w*0.36))
		l.Board = layout.Compute(w-pw, h, m)
		l.Board.W = w
		l.Panel = layout.Rect{X: w - pw, Y: layout.Margin, W: pw - layout.Margin, H: h - 2*layout.Margin}
	}
	if l.Board.Unit < layout.MinTarget { // upright, or a phone on its side: the panel under the board
		l = underneath(w, h, m, sheet)
	}
	l.bar()
	if l.Compact && !l.Sheet {
		l.compactRows()
	} else {
		l.rows()
	}
	return l
}

// underneath lays the board out above the panel: the whole panel, its
// mistakes as many as leave the board 45% of the height; or, when that
// leaves the pits smaller than a tap target (a phone, upright or on its
// side), compact.
func underneath(w, h float64, m *layout.Model, sheet bool) Layout {
	n := numMistake
	for n > 1 && h-panelH(n) < h*0.45 {
		n--
	}
	ph := panelH(n)
	l := Layout{Board: layout.Compute(w, h-ph, m)}
	l.Board.H = h
	l.Panel = layout.Rect{X: layout.Margin, Y: h - ph, W: w - 2*layout.Margin, H: ph - layout.Margin}
	if l.Board.Unit >= layout.MinTarget {
		return l
	}
	ch := compactH(w)
	if sheet { // the panel under the bar, the board hidden
		l = Layout{Board: layout.Compute(w, h-ch, m), Sheet: true}
		st := l.Board.Status
		top := math.Max(st.Y+st.H, l.Board.Bar.Y+l.Board.Bar.H) + layout.Gap
		l.Panel = layout.Rect{X: layout.Margin, Y: top, W: w - 2*layout.Margin, H: h - layout.Margin - top}
	} else {
		l = Layout{Board: layout.Compute(w, h-ch, m)}
		l.Panel = layout.Rect{X: layout.Margin, Y: h - ch, W: w - 2*layout.Margin, H: ch - layout.Margin}
	}
	l.Board.H, l.Compact = h, true
	return l
}

// compactH is the height under the board of a compact layout w px wide:
// the evaluation's words and its thin bar, and the actions; on a wide one
// (a phone on its side) the words beside the actions.
func compactH(w float64) float64 {
	if w >= columnsMinW {
		return thinEvalH + actionH + 2*layout.Gap + layout.Margin
	}
	return scoreH + thinEvalH + actionH + 3*layout.Gap + layout.Margin
}

// compactRows places a compact layout's evaluation and actions.
func (l *Layout) compactRows() {
	p := l.Panel
	if p.W >= columnsMinW {
		l.Eval = layout.Rect{X: p.X, Y: p.Y, W: p.W, H: thinEvalH}
		l.actions()
		a := l.Actions[0]
		l.Score = layout.Rect{X: p.X, Y: a.Y, W: a.X - layout.Gap - p.X, H: actionH}
		return
	}
	l.Score = layout.Rect{X: p.X, Y: p.Y, W: p.W, H: scoreH}
	l.Eval = layout.Rect{X: p.X, Y: p.Y + scoreH + layout.Gap, W: p.W, H: thinEvalH}
	l.actions()
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
	if p.W >= columnsMinW && p.H < panelH(0) { // a phone on its side: two columns
		l.columns()
		return
	}
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
	l.actions()
}

// columns places the panel's rows in two columns above the actions: the
// evaluation, the best lines and the moves on the left; the graph, the
// summary and the mistakes that fit on the right.
func (l *Layout) columns() {
	p := l.Panel
	cw := (p.W - layout.Gap) / 2
	bottom := p.Y + p.H - actionH - layout.Gap
	y := p.Y
	for i, h := range []float64{evalH, scoreH, lineH, lineH, lineH, stripH} {
		r := layout.Rect{X: p.X, Y: y, W: cw, H: h}
		y += h + layout.Gap
		switch {
		case i == 0:
			l.Eval = r
		case i == 1:
			l.Score = r
		case i < 5:
			l.Lines[i-2] = r
		default:
			l.Strip = r
		}
	}
	x := p.X + cw + layout.Gap
	n := 0
	for n < numMistake && bottom-p.Y-summaryH-layout.Gap-float64(n+1)*(mistakeH+layout.Gap) >= graphMinH {
		n++
	}
	gh := math.Min(graphMaxH, bottom-p.Y-summaryH-layout.Gap-float64(n)*(mistakeH+layout.Gap))
	l.Graph = layout.Rect{X: x, Y: p.Y, W: cw, H: gh}
	l.Summary = layout.Rect{X: x, Y: p.Y + gh + layout.Gap, W: cw, H: summaryH}
	l.Mistakes = nil
	for i := range n {
		l.Mistakes = append(l.Mistakes, layout.Rect{X: x, Y: l.Summary.Y + summaryH + layout.Gap + float64(i)*(mistakeH+layout.Gap), W: cw, H: mistakeH})
	}
	l.actions()
}

// actions places the bottom row: four actions, five on a compact layout
// (its ActSheet), which on a wide compact layout keep to the right, the
// evaluation's words on their left.
func (l *Layout) actions() {
	p, n := l.Panel, float64(ActSheet)
	if l.Compact {
		n++
	}
	w := p.W
	if l.Compact && !l.Sheet && p.W >= columnsMinW {
		w = math.Min(p.W*0.62, n*compactActionW+(n-1)*layout.Gap)
	}
	aw, x := (w-(n-1)*layout.Gap)/n, p.X+p.W-w
	for i := range int(n) {
		l.Actions[i] = layout.Rect{X: x + float64(i)*(aw+layout.Gap), Y: p.Y + p.H - actionH, W: aw, H: actionH}
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
