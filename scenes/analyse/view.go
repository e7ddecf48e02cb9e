package analyse

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/boardview"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// The scene's methods are grouped by what they do, each group a view of
// the one Board: view draws the table, the plates and the bar; explorer
// reads the player (input.go); panel draws the analysis (panel.go);
// setter runs the set-up (setup.go).
type (
	view     struct{ *Board }
	explorer struct{ *Board }
	panel    struct{ *Board }
	setter   struct{ *Board }
)

// navLabels are the step buttons' labels.
var navLabels = [NumNav]string{"«", "‹", "›", "»"}

// navNames name the step buttons for tests.
var navNames = [NumNav]string{"step-first", "step-back", "step-forward", "step-last"}

// drawBoard draws the table, the board with its marks, the seeds, the
// counts and a chosen Bao pit's direction targets.
func (b view) drawBoard(dst *ebiten.Image) {
	m := b.marks()
	p := b.tab.Stage.Shown()
	over := b.rules().Outcome(p).Over()
	b.tab.DrawBoard(dst, &b.lay.Board, &m, over)
	b.tab.DrawSeeds(dst, &b.lay.Board)
	b.tab.DrawCounts(dst, &b.lay.Board)
	if b.set == nil {
		b.tab.DrawTargets(dst, &b.lay.Board, b.chosen, explorer{b.Board}.targets(), p.ToMove, false, 0)
	}
}

// marks returns what the board marks: the last move once its seeds have
// landed, the best line's first pit, and the pits the player to move may
// sow (any move can be tried).
func (b view) marks() boardview.Marks {
	m := boardview.NoMarks()
	if b.tab.Stage.Busy() || b.set != nil {
		return m
	}
	bd := b.model.Board
	if at := b.line.at; at > 0 {
		m.Last = layout.MovePlace(bd, b.shown[at-1].ToMove, b.line.moves[at-1])
	}
	p := b.position()
	if ls := b.lines(); len(ls) > 0 {
		m.Hint, m.Pulse = layout.MovePlace(bd, p.ToMove, ls[0].Move), 0.75 // steady: nothing to hurry
	}
	m.ToMove, m.Chosen = p.ToMove, b.chosen
	for _, s := range b.lay.Board.Spots {
		m.Playable[layout.Index(s.Place)] = len(explorer{b.Board}.movesFrom(s.Place)) > 0
	}
	return m
}

// drawPlates draws each side's name and score on the board shown; the
// side to move is lit.
func (b view) drawPlates(dst *ebiten.Image) {
	p := b.tab.Stage.Shown()
	over := b.rules().Outcome(p).Over()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		lit := p.ToMove == s && !over
		b.tab.DrawNamePlate(dst, b.lay.Board.Plates[s], s, lit, lit && !b.tab.Stage.Busy(), b.names[s], b.tab.ScoreText(b.rules(), p, s))
	}
}

// drawBar draws Back, the status line and the step buttons (faded where
// they cannot step).
func (b view) drawBar(dst *ebiten.Image) {
	kit.Wooden{Text: b.text, Paint: b.tab.Painter(), Th: b.theme(), Scale: b.scale, Words: b.app}.Back(dst, b.lay.Board.Buttons[layout.BtnBack], false)
	b.tab.DrawStatus(dst, b.lay.Board.Status, b.status())
	for i, r := range b.lay.Nav {
		a := 1.0
		if !b.canStep(Nav(i)) {
			a = 0.4
		}
		b.tab.DrawButton(dst, r, navLabels[i], false, a)
	}
}

// canStep reports whether step n would change the position shown.
func (b view) canStep(n Nav) bool {
	if b.set != nil {
		return false
	}
	if n <= NavBack {
		return b.line.at > 0
	}
	return b.line.at < len(b.line.moves)
}

// status says what the board shows: the set-up, the start, or the move
// just played and by whom, on the game's line or a branch of it.
func (b view) status() string {
	w := b.app
	switch {
	case b.set != nil:
		return w.T("analysis.setUpTitle")
	case b.line.at == 0:
		return w.T("analysis.start", i18n.Count(len(b.game.Moves())))
	}
	at := b.line.at
	who := i18n.S("name", b.names[b.shown[at-1].ToMove])
	move := i18n.S("what", kit.MoveWords(w, b.line.moves[at-1]))
	if b.line.onGame() {
		return w.T("analysis.moveOf", i18n.N("move", at), i18n.N("moves", len(b.game.Moves())), who, move)
	}
	return w.T("analysis.yourLine", i18n.N("move", at), who, move)
}

// noticeRect is where the notice goes: under the status line, centred
// on the board.
func (b view) noticeRect() layout.Rect {
	bd := b.lay.Board.Board
	w := math.Min(520, math.Max(bd.W, 300))
	st := b.lay.Board.Status
	return layout.Rect{X: bd.X + bd.W/2 - w/2, Y: st.Y + st.H + 6, W: w, H: b.note.Height(b.text, w)}
}
