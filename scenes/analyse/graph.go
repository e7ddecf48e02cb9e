package analyse

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/analysis"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// drawGraph draws the evaluation over the game once judged (as far as
// it is): a column a position, South's lead up from the middle in its
// colour, North's down in its; the position shown ringed, the mistakes
// dotted. Before, it says what Analyse game does.
func (b panel) drawGraph(dst *ebiten.Image) {
	th, p, r := b.theme(), b.tab.Painter(), b.lay.Graph
	p.Fill(dst, r, 8, theme.Fade(th.Button, 0.5))
	if b.jdg == nil {
		b.chrome.Para(dst, r.Inset(4), b.graphHint(), panelSize, th.Muted, false)
		return
	}
	ev, cw, mid := b.jdg.review.Evals, b.columnW(), r.Y+r.H/2
	for i, e := range ev {
		h := (southShare(e) - 0.5) * (r.H - 8)
		col := layout.Rect{X: r.X + float64(i)*cw, Y: mid - math.Max(h, 0), W: math.Max(cw-0.5, 1), H: math.Abs(h)}
		side := engine.South
		if h < 0 {
			side = engine.North
		}
		p.Fill(dst, col, 0, th.Accent[side])
	}
	p.Fill(dst, layout.Rect{X: r.X, Y: mid - 0.5, W: r.W, H: 1}, 0, th.Muted)
	for _, m := range b.mistakes() {
		if m.Verdict >= analysis.Mistake {
			p.Disc(dst, r.X+(float64(m.Ply)+0.5)*cw, r.Y+6, 3.5, th.Failed)
		}
	}
	if b.line.at <= b.line.branchAt() {
		x := r.X + (float64(b.line.at)+0.5)*cw
		p.Fill(dst, layout.Rect{X: x - 1, Y: r.Y, W: 2, H: r.H}, 0, th.Ink)
	}
}

// graphHint says what the graph will show, or why it cannot.
func (b panel) graphHint() string {
	if len(b.line.moves) == 0 {
		return b.app.T("analysis.tryMoves")
	}
	return b.app.T("analysis.judgeHint")
}

// columnW is the width of one position's column of the graph.
func (b panel) columnW() float64 { return b.lay.Graph.W / float64(len(b.game.Moves())+1) }

// graphPly returns the position of the game whose column holds x, y.
func (b panel) graphPly(x, y float64) (int, bool) {
	if b.jdg == nil || !b.lay.Graph.Contains(x, y) {
		return 0, false
	}
	return min(int((x-b.lay.Graph.X)/b.columnW()), len(b.game.Moves())), true
}

// summaries say how far the judging went, then each side's accuracy and
// its mistakes and blunders; then shorter: without the word Accuracy,
// then without the mistakes.
func (b panel) summaries() []string {
	w, lang := b.app, b.app.Language()
	switch {
	case b.jdg == nil:
		return []string{""}
	case !b.jdg.done:
		return []string{w.T("analysis.judging", i18n.S("percent", lang.Percent(int(100*b.jdg.progress()))))}
	}
	rev := b.jdg.review
	var full, short [2]string
	for s := range full {
		side := engine.Side(s)
		pc := lang.Percent(int(math.Round(rev.Accuracy(side))))
		full[s] = w.T("analysis.sideAccuracy", i18n.S("name", b.names[s]), i18n.S("percent", pc),
			i18n.N("mistakes", rev.Count(side, analysis.Mistake)), i18n.N("blunders", rev.Count(side, analysis.Blunder)))
		short[s] = b.names[s] + " " + pc
	}
	return []string{w.T("analysis.accuracy", i18n.S("south", full[0]), i18n.S("north", full[1])),
		full[0] + " · " + full[1], short[0] + " · " + short[1]}
}

// drawMistakes lists the costliest moves, each a button to its position.
func (b panel) drawMistakes(dst *ebiten.Image) {
	th, ms := b.theme(), b.mistakes()
	for i, r := range b.lay.Mistakes {
		if i >= len(ms) {
			break
		}
		b.tab.Painter().Fill(dst, r, 8, theme.Fade(th.Button, 0.7))
		b.write(dst, r, b.mistakeText(ms[i]), panelSize, kit.Regular, th.Ink)
	}
}

// mistakeText writes a mistake: "14. North 3?? -6.0 · best 5".
func (b panel) mistakeText(j analysis.Judged) string {
	w := b.app
	cost := w.T("analysis.throwsAway")
	if !math.IsInf(j.Loss, 1) {
		cost = "-" + w.Language().Decimal(j.Loss, 1)
	}
	return w.T("analysis.mistake", i18n.N("ply", j.Ply), i18n.S("name", b.names[j.Mover]),
		i18n.S("move", j.Move.String()+b.mark(j.Ply)), i18n.S("cost", cost), i18n.S("best", j.Best.String()))
}

// canJudge reports whether Analyse game can start: the line shown has
// moves and is not judged or being judged (a branch is judged as a game
// of its own).
func (b panel) canJudge() bool {
	return len(b.line.moves) > 0 && (b.jdg == nil || !b.line.onGame())
}

// action returns action a's label, whether it is the main one, and its
// opacity (faded when it cannot be used).
// On a narrow button (a phone) the labels are short.
func (b panel) action(a Action) (string, bool, float64) {
	l := actionLabels[a]
	label := b.app.T(l.longLabel)
	if b.lay.Actions[a].W < narrowAction && l.shortLabel != "" {
		label = b.app.T(l.shortLabel)
	}
	switch a {
	case ActJudge:
		return label, b.canJudge(), b.fade(!b.canJudge())
	case ActPlay:
		return label, false, b.fade(b.rules().Outcome(b.position()).Over())
	case ActSheet:
		if b.lay.Sheet {
			return b.app.T("analysis.board"), false, 1
		}
	}
	return label, false, 1
}

// actionLabels are the actions' labels by Action, and the shorter ones
// of a narrow button ("": the same).
var actionLabels = [NumActions]struct{ longLabel, shortLabel i18n.Key }{
	ActJudge:  {longLabel: "analysis.analyseGame", shortLabel: "analysis.analyse"},
	ActPlay:   {longLabel: "analysis.playFromHere", shortLabel: "analysis.play"},
	ActSetUp:  {longLabel: "analysis.setUp"},
	ActImport: {longLabel: "analysis.import"},
	ActSheet:  {longLabel: "analysis.engine"},
}

// narrowAction is the width under which an action's label is short.
const narrowAction = 100

// fade is the opacity of a button that cannot be used when off.
func (b panel) fade(off bool) float64 {
	if off {
		return 0.4
	}
	return 1
}
