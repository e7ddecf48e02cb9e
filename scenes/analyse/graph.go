package analyse

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/analysis"
	"mancala/engine"
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
		b.write(dst, r, b.graphHint(), panelSize, kit.Regular, th.Muted)
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
		return "Try moves on the board; the engine shows the best ones"
	}
	return "Analyse game judges every move and draws the game here"
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

// summary says how far the judging went, then each side's accuracy and
// its mistakes and blunders.
func (b panel) summary() string {
	switch {
	case b.jdg == nil:
		return ""
	case !b.jdg.done:
		return fmt.Sprintf("Judging every move… %.0f%%", 100*b.jdg.progress())
	}
	rev := b.jdg.review
	side := func(s engine.Side) string {
		return fmt.Sprintf("%s %.0f%% (%d?, %d??)", b.names[s], rev.Accuracy(s), rev.Count(s, analysis.Mistake), rev.Count(s, analysis.Blunder))
	}
	return "Accuracy: " + side(engine.South) + " · " + side(engine.North)
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
	cost := "throws the game away"
	if !math.IsInf(j.Loss, 1) {
		cost = fmt.Sprintf("-%.1f", j.Loss)
	}
	return fmt.Sprintf("%d. %s %s%s %s · best %s", j.Ply, b.names[j.Mover], j.Move, b.mark(j.Ply), cost, j.Best)
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
	narrow := b.lay.Actions[a].W < narrowAction
	switch a {
	case ActJudge:
		label := shorter(narrow, "Analyse game", "Analyse")
		if !b.canJudge() {
			return label, false, 0.4
		}
		return label, true, 1
	case ActPlay:
		return shorter(narrow, "Play from here", "Play"), false, b.fade(b.rules().Outcome(b.position()).Over())
	case ActSetUp:
		return "Set up", false, 1
	case ActSheet:
		if b.lay.Sheet {
			return "Board", false, 1
		}
		return "Engine", false, 1
	}
	return "Import", false, 1
}

// narrowAction is the width under which an action's label is short.
const narrowAction = 100

// shorter returns short when narrow, else long.
func shorter(narrow bool, long, short string) string {
	if narrow {
		return short
	}
	return long
}

// fade is the opacity of a button that cannot be used when off.
func (b panel) fade(off bool) float64 {
	if off {
		return 0.4
	}
	return 1
}
