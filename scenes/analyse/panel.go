package analyse

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/analysis"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
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
		b.writeFirst(dst, b.lay.Summary, b.summaries(), panelSize, kit.Bold, th.Ink)
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

// writeFirst writes the first of texts (the same words, each shorter
// than the last) that fits r at size px, else the last as large as fits:
// a narrow panel, or a long language, says less rather than shrinking
// its type.
func (b panel) writeFirst(dst *ebiten.Image, r layout.Rect, texts []string, size float64, wt kit.Weight, c color.Color) {
	for _, s := range texts[:len(texts)-1] {
		if b.text.Width(s, size, wt) <= r.W-12 {
			b.write(dst, r, s, size, wt, c)
			return
		}
	}
	b.write(dst, r, texts[len(texts)-1], size, wt, c)
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
	b.writeFirst(dst, b.lay.Score, b.evalWords(), scoreSize, kit.Bold, th.Ink)
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

// evalWords say what the position is worth, in full and then shorter:
// the game's result where it is over, the engine's view of it (exact
// where proven), or why there is none yet.
func (b panel) evalWords() []string {
	w, p := b.app, b.position()
	if o := b.rules().Outcome(p); o.Over() {
		return []string{kit.ResultWords(w, o, b.names)}
	}
	if err := b.think.Err(); err != nil {
		return []string{w.T("analysis.noEngine", i18n.S("why", err.Error()))}
	}
	ls := b.lines()
	if len(ls) == 0 {
		return []string{w.T("analysis.thinking")}
	}
	who := i18n.S("name", b.names[p.ToMove])
	if b.srch.proven() {
		return provenWords(w, who, ls[0].Score)
	}
	score := i18n.S("score", seedsText(b.app, ls[0].Score))
	return []string{w.T("analysis.eval", score, who, i18n.N("depth", b.srch.depth())), w.T("analysis.evalShort", score, who)}
}

// provenKeys are the words of a proven result for the player to move,
// in full and short, by its sign: loses, draws, wins.
var provenKeys = [3]struct{ provenFull, provenShort i18n.Key }{
	{provenFull: "analysis.provenLoss", provenShort: "analysis.provenLossShort"},
	{provenFull: "analysis.provenDraw", provenShort: "analysis.provenDrawShort"},
	{provenFull: "analysis.provenWin", provenShort: "analysis.provenWinShort"},
}

// provenWords say a decided score's end for its player, who, in full
// and short: wins by, loses by, or draws.
func provenWords(w i18n.Words, who i18n.Arg, score int) []string {
	s := int(math.Round(analysis.Seeds(score)))
	sign := 1
	if s != 0 {
		sign += s / abs(s)
	}
	seeds := i18n.N("seeds", abs(s))
	return []string{w.T(provenKeys[sign].provenFull, who, seeds), w.T(provenKeys[sign].provenShort, who, seeds)}
}

// abs is n without its sign.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// seedsText writes a score in seeds for its player, the number the
// language's way: "+3.2", or a decided game's margin "+4 won".
func seedsText(app *core.App, score int) string {
	s, lang := analysis.Seeds(score), app.Language()
	switch {
	case analysis.Decided(score) && s > 0:
		return app.T("analysis.won", i18n.N("seeds", int(math.Round(s))))
	case analysis.Decided(score) && s < 0:
		return app.T("analysis.lost", i18n.N("seeds", int(math.Round(-s))))
	case analysis.Decided(score):
		return app.T("analysis.drawn")
	}
	sign := "+"
	if math.Round(s*10) < 0 {
		sign = "-"
	}
	return sign + lang.Decimal(math.Abs(s), 1)
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
		b.write(dst, r, lineText(b.app, ls[i]), panelSize, kit.Regular, th.Ink)
	}
}

// lineText writes a line: its score, "exact" where proven, then its
// moves from the move itself: "+1.5   3 6 2 5".
func lineText(app *core.App, l analysis.Line) string {
	score := seedsText(app, l.Score)
	if l.Proven && !analysis.Decided(l.Score) {
		score = app.T("analysis.exact", i18n.S("score", score))
	}
	pv := l.PV[:min(len(l.PV), pvPlies)]
	return score + "    " + engine.FormatMoves(pv)
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
