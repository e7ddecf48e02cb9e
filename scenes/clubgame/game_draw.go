package clubgame

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/online/club"
	"mancala/scenes/boardview"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// followArt keeps the table in the settings' theme at the canvas scale,
// its still layer following the canvas's size once it rests.
func (g *Game) followArt() { g.tab.Follow(g.theme(), g.scale, &g.lay.Board) }

// painter returns the table's painter at the canvas scale.
func (g view) painter() *kit.Painter { return g.tab.Painter() }

// drawBoard draws the table, the board, its marks, the seeds and the
// counts, and a chosen Bao pit's direction targets.
func (g view) drawBoard(dst *ebiten.Image) {
	m := g.marks()
	g.tab.DrawBoard(dst, &g.lay.Board, &m, g.outcome().Over)
	g.tab.DrawSeeds(dst, &g.lay.Board)
	g.tab.DrawCounts(dst, &g.lay.Board)
	g.tab.DrawTargets(dst, &g.lay.Board, g.chosen, input{g.Game}.targets(), g.m.Position().ToMove, false, 0)
}

// marks returns what the board marks: the last move once its seeds have
// landed, and on the player's turn the pits they may sow.
func (g view) marks() boardview.Marks {
	m := boardview.NoMarks()
	if g.tab.Stage.Busy() {
		return m
	}
	m.Last = g.lastPit()
	if !g.myTurn() {
		return m
	}
	m.ToMove, m.Chosen = g.m.Position().ToMove, g.chosen
	for _, s := range g.lay.Board.Spots {
		m.Playable[layout.Index(s.Place)] = len(input{g.Game}.movesFrom(s.Place)) > 0
	}
	return m
}

// lastPit returns the pit the last move shown was sown from, or
// engine.Hand before the first.
func (g view) lastPit() engine.Place {
	ply := g.shownPly()
	if ply == 0 {
		return engine.Hand
	}
	return layout.MovePlace(g.model.Board, g.positionAt(ply-1).ToMove, g.moveAt(ply-1))
}

// drawCaption draws the caption of the move playing over the board: an
// extra turn, a capture.
func (g view) drawCaption(dst *ebiten.Image) { g.tab.DrawCaption(dst, g.lay.Board.Caption) }

// drawButton draws a flat button of the bar or a panel with its label.
func (g view) drawButton(dst *ebiten.Image, r layout.Rect, label string, on bool) {
	g.tab.DrawButton(dst, r, label, on, 1)
}

// resignQuestion asks before resigning; Keep playing is the main
// button, so that a hasty tap keeps the game.
func (g view) resignQuestion() kit.Question {
	return kit.Question{Lines: []string{g.app.T("clubGame.resignQuestion")}, Yes: g.app.T("clubGame.resignYes"),
		No: g.app.T("clubGame.keepPlaying"), Risky: true}
}

// drawNotice draws the notice of a refused move under the status line.
func (g view) drawNotice(dst *ebiten.Image) {
	g.notice.Draw(dst, &g.chrome, g.noticeRect())
}

// noticeRect is where the notice goes: under the status line, centred.
func (g view) noticeRect() layout.Rect {
	w := math.Min(520, g.w-16)
	st := g.lay.Board.Status
	return layout.Rect{X: (g.w - w) / 2, Y: st.Y + st.H + 6, W: w, H: g.notice.Height(g.text, w)}
}

// askLayout lays out the resign question.
func (g view) askLayout() layout.Confirm { return layout.ComputeConfirm(g.w, g.h, 1) }

// drawAsk veils the board and asks whether to resign.
func (g view) drawAsk(dst *ebiten.Image) {
	if g.asking {
		q := g.resignQuestion()
		g.chrome.Ask(dst, g.w, g.h, g.askLayout(), q, false, false)
	}
}

// drawWaiting draws the table, Back and the status line before the
// game's start has come.
func (g view) drawWaiting(dst *ebiten.Image) {
	g.tab.Art.Table(dst)
	g.drawButton(dst, g.lay.Buttons[clublayout.ClubBack], words{g.Game}.label(clublayout.ClubBack), false)
	s := g.app.T("clubGame.joining")
	if st := g.connection(); st != club.Online {
		s = words{g.Game}.connectionText(st)
	}
	x, y := g.w/2, g.h/2
	g.text.Draw(dst, s, x, y, kit.FitSize(g.text, s, 22, g.w-32, kit.Bold), g.scale, kit.Bold, g.theme().Ink)
}
