package analyse

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/analysis"
	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
	"mancala/scenes/table"
	"mancala/scenes/theme"
)

// Text sizes of the panel, px.
const (
	panelSize = 16 // lines, summary, mistakes
	scoreSize = 18 // the evaluation in words
	pvPlies   = 8  // moves of a line shown
)

// draw draws the panel's ground and rows.
func (b panel) draw(dst *ebiten.Image) {
	th := b.theme()
	b.tab.Painter().Fill(dst, b.lay.Panel.Inset(-4), 14, theme.Fade(th.Plate, 0.6))
	b.drawEval(dst)
	if !b.lay.Compact || b.lay.Sheet { // a compact layout shows the rest in its sheet
		b.drawLines(dst)
		b.tab.DrawStrip(dst, b.lay.Strip, b.stripMoves())
		b.drawGraph(dst)
		b.write(dst, b.lay.Summary, b.summary(), panelSize, kit.Bold, th.Ink)
		b.drawMistakes(dst)
	}
	for i, r := range b.lay.Actions {
		if r.W > 0 {
			label, on, a := b.action(Action(i))
			b.tab.DrawButton(dst, r, label, on, a)
		}
	}
}

// write writes s from the left of r, vertically centred, as large as
// fits up to size.
func (b panel) write(dst *ebiten.Image, r layout.Rect, s string, size float64, wt kit.Weight, c color.Color) {
	size = kit.FitSize(b.text, s, size, r.W-12, wt)
	b.text.DrawAligned(dst, s, r.X+6, r.Y+r.H/2, size, b.scale, wt, c, etxt.Left|etxt.VertCenter)
}

// southShare is how much of the evaluation bar is South's: a half when
// level, all of it for a won game, growing with the seeds South is ahead
// (tanh over 8 seeds).
func southShare(southScore int) float64 {
	switch {
	case analysis.Decided(southScore) && southScore > 0:
		return 1
	case analysis.Decided(southScore):
		return 0
	}
	return 0.5 + 0.5*math.Tanh(analysis.Seeds(southScore)/8)
}

// drawEval draws the evaluation bar, South's share in South's colour
// from the left, and the evaluation in words under it.
func (b panel) drawEval(dst *ebiten.Image) {
	th, p, r := b.theme(), b.tab.Painter(), b.lay.Eval
	p.Fill(dst, r, r.H/2, th.Accent[engine.North]) // a thin bar's radius is its half height too
	if score, ok := b.southScore(); ok {
		w := r.W * southShare(score)
		p.Fill(dst, layout.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, r.H/2, th.Accent[engine.South])
	} else {
		p.Fill(dst, layout.Rect{X: r.X, Y: r.Y, W: r.W / 2, H: r.H}, r.H/2, th.Accent[engine.South])
	}
	p.Fill(dst, layout.Rect{X: r.X + r.W/2 - 1, Y: r.Y - 2, W: 2, H: r.H + 4}, 0, th.Ink)
	b.write(dst, b.lay.Score, b.evalWords(), scoreSize, kit.Bold, th.Ink)
}

// southScore is the position shown's value for South, once the search
// has a line: its best line's score.
func (b panel) southScore() (int, bool) {
	ls := b.lines()
	if len(ls) == 0 {
		return 0, false
	}
	if b.position().ToMove == engine.North {
		return -ls[0].Score, true
	}
	return ls[0].Score, true
}

// evalWords says what the position is worth: the game's result where
// it is over, the engine's view of it (exact where proven), or why
// there is none yet.
func (b panel) evalWords() string {
	p := b.position()
	if o := b.rules().Outcome(p); o.Over() {
		return kit.ResultWords(b.app, o, b.names)
	}
	if err := b.think.Err(); err != nil {
		return "The engine cannot run here: " + err.Error()
	}
	ls := b.lines()
	if len(ls) == 0 {
		return "Thinking…"
	}
	who := b.names[p.ToMove]
	if b.srch.proven() {
		return "Proven: " + who + " to move " + outcomeWords(ls[0].Score)
	}
	return fmt.Sprintf("%s for %s to move · depth %d", seedsText(ls[0].Score), who, b.srch.depth())
}

// outcomeWords says a decided score's end for its player: wins by, loses
// by, or draws.
func outcomeWords(score int) string {
	s := analysis.Seeds(score)
	switch {
	case s > 0:
		return fmt.Sprintf("wins by %.0f", s)
	case s < 0:
		return fmt.Sprintf("loses by %.0f", -s)
	}
	return "draws"
}

// seedsText writes a score in seeds for its player: "+3.2", or a
// decided game's margin "+4 won".
func seedsText(score int) string {
	s := analysis.Seeds(score)
	switch {
	case analysis.Decided(score) && s > 0:
		return fmt.Sprintf("+%.0f won", s)
	case analysis.Decided(score) && s < 0:
		return fmt.Sprintf("%.0f lost", s)
	case analysis.Decided(score):
		return "0 drawn"
	}
	return fmt.Sprintf("%+.1f", s)
}

// drawLines draws the three best lines: the move, its score (exact where
// proven) and the line expected after it.
func (b panel) drawLines(dst *ebiten.Image) {
	th, ls := b.theme(), b.lines()
	for i, r := range b.lay.Lines {
		b.tab.Painter().Fill(dst, r, 8, theme.Fade(th.Button, 0.5))
		if i >= len(ls) {
			continue
		}
		b.write(dst, r, lineText(ls[i]), panelSize, kit.Regular, th.Ink)
	}
}

// lineText writes a line: its score, "exact" where proven, then its
// moves from the move itself: "+1.5   3 6 2 5".
func lineText(l analysis.Line) string {
	score := seedsText(l.Score)
	if l.Proven && !analysis.Decided(l.Score) {
		score += " exact"
	}
	pv := l.PV[:min(len(l.PV), pvPlies)]
	return fmt.Sprintf("%s    %s", score, engine.FormatMoves(pv))
}

// stripMoves are the moves of the line shown for the strip, marked with
// their verdicts once judged.
func (b panel) stripMoves() table.Moves {
	return table.Moves{Plies: len(b.line.moves), Shown: b.line.at,
		Move:  func(ply int) engine.Move { return b.line.moves[ply-1] },
		Mover: func(ply int) engine.Side { return b.shown[ply-1].ToMove },
		Mark:  b.mark}
}

// stripChips are the strip's chips as drawn.
func (b panel) stripChips() []movestrip.Chip { return b.tab.StripChips(b.lay.Strip, b.stripMoves()) }

// mark is the sign of the ply-th move's verdict on the game's line: "?!"
// an inaccuracy, "?" a mistake, "??" a blunder; "" otherwise.
func (b panel) mark(ply int) string {
	if ply > b.line.branchAt() {
		return ""
	}
	if j, ok := b.jdg.judged(ply); ok {
		return [...]string{"", "", "?!", "?", "??"}[j.Verdict]
	}
	return ""
}

// mistakes returns the game's judged moves that cost seeds, the
// costliest first (judging.costly); none before Analyse game.
func (b panel) mistakes() []analysis.Judged {
	if b.jdg == nil {
		return nil
	}
	return b.jdg.costly
}
