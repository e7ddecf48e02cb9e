package play

import (
	"time"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// facts are what the game says about its current position, worked out once
// per position: Bao's legal moves and Oware's outcome take real work, and
// drawing asks for them many times a frame.
type facts struct {
	pos     engine.Position
	plies   int // moves played when worked out; -1 before the first time
	legal   []engine.Move
	outcome engine.Outcome
}

// refresh works the facts out again when the position has changed.
func (b *Board) refresh() {
	f := &b.facts
	if f.plies == len(b.game.Moves()) && f.pos == b.game.Position() {
		return
	}
	f.pos, f.plies = b.game.Position(), len(b.game.Moves())
	f.legal = b.game.LegalMoves(f.legal[:0])
	f.outcome = b.game.Outcome()
}

// Over reports whether the game has ended.
func (b *Board) Over() bool { return b.facts.outcome.Over() }

// Human reports whether a person chooses the next move now.
func (b *Board) Human() bool {
	return !b.Over() && b.cfg.Computer[b.game.Position().ToMove] == nil
}

// Play plays m and queues its motion; the computer's next turn waits for it.
func (b *Board) Play(m engine.Move) bool {
	b.tr.Reset()
	mover := b.game.Position().ToMove
	if b.game.Play(m, &b.tr) != nil {
		return false
	}
	b.tab.Stage.Enqueue(&b.tr)
	mirror{b}.announceMove(mover, m, &b.tr)
	b.afterMove()
	return true
}

// afterMove clears what belonged to the position before.
func (b *Board) afterMove() {
	b.refresh()
	b.sel.chosen, b.sel.hint, b.sel.landing = engine.Hand, engine.Hand, engine.Hand
	b.ai.thinking, b.ai.wait, b.ai.hinting, b.sel.hovering = false, aiPause, false, false
	b.overHidden = false
	b.refusal = refusal{place: engine.Hand}
	if b.ref != nil {
		b.ref.moved()
	}
	if b.puz != nil {
		b.puz.moved()
	}
	b.autosave()
}

// undo takes back the last move, and against the computer its replies too,
// so that a person is to move again; the board shows the result at once.
func (b *Board) undo() {
	b.tab.Stage.Finish()
	if !b.game.Undo() {
		return
	}
	for b.cfg.Computer[b.game.Position().ToMove] != nil && b.game.Undo() {
	}
	b.showGame()
	b.afterMove()
}

// showGame shows the game's position at once, as if every move had been
// watched from the start, so that each seed keeps the look it had.
func (b *Board) showGame() {
	b.tab.Stage.ShowGame(b.game.Rules(), b.game.Start(), b.game.Moves())
}

// redo plays again the move last undone, and against the computer the
// replies Undo took back with it: Redo restores exactly what Undo took,
// never asking the computer again (it could answer otherwise).
func (b *Board) redo() {
	b.tab.Stage.Finish()
	redone := false
	for b.game.CanRedo() && (!redone || b.cfg.Computer[b.game.Position().ToMove] != nil) {
		b.tr.Reset()
		b.game.Redo(&b.tr)
		b.tab.Stage.Enqueue(&b.tr)
		redone = true
	}
	if redone {
		b.afterMove()
	}
}

// updateAI lets the computer move when it is its turn, the board has
// finished showing the last move and aiPause has passed (dt is the game
// time since the last Update), and collects a hint being worked out.
func (b turn) updateAI(dt time.Duration) {
	b.pollHint()
	th := b.cfg.Computer[b.game.Position().ToMove]
	if th == nil || b.Over() || !b.tab.Stage.Settled() {
		return // the seeds settle first, so that nothing moves while it thinks
	}
	if b.ai.wait > 0 {
		b.ai.wait -= dt
		return
	}
	if !b.ai.thinking {
		th.Start(b.game)
		b.ai.thinking = true
	}
	if m, ok := th.Poll(); ok {
		b.Play(m)
	}
}

// askHint starts the hint thinker on the position.
func (b turn) askHint() {
	if !b.Human() || b.ai.hinting {
		return
	}
	b.cfg.Hint.Start(b.game)
	b.ai.hinting = true
	b.pollHint()
}

// pollHint marks the hinted pit once the hint thinker has one.
func (b turn) pollHint() {
	if !b.ai.hinting {
		return
	}
	m, ok := b.cfg.Hint.Poll()
	if !ok {
		return
	}
	b.ai.hinting = false
	b.sel.hint, b.sel.hintMove = MovePlace(b.model.Board, b.game.Position().ToMove, m), m
}

// MovePlace returns the pit that move m of side s sows from
// (layout.MovePlace).
func MovePlace(bd engine.Board, s engine.Side, m engine.Move) engine.Place {
	return layout.MovePlace(bd, s, m)
}

// lastMove returns the pit the last move sowed from, and whether there
// was one.
func (b view) lastMove() (engine.Place, bool) {
	n := len(b.game.Moves())
	if n == 0 {
		return engine.Hand, false
	}
	s := b.game.PositionAt(n - 1).ToMove
	return MovePlace(b.model.Board, s, b.game.Moves()[n-1]), true
}

// movesFrom returns the legal moves that sow from place pl.
func (b input) movesFrom(pl engine.Place) []engine.Move {
	b.buf = layout.MovesFrom(b.model.Board, b.game.Position().ToMove, b.facts.legal, pl, b.buf)
	return b.buf
}

// landing returns where the last seed of move m falls.
func (b input) landing(m engine.Move) engine.Place {
	var tr engine.Trace
	b.cfg.Rules.Apply(b.game.Position(), m, &tr)
	for i := len(tr.Events) - 1; i >= 0; i-- {
		if tr.Events[i].Kind == engine.Drop {
			return tr.Events[i].To
		}
	}
	return engine.Hand
}

// cycleSpeed moves the board to the next animation speed and keeps it in
// the settings, so the next game starts at it too.
func (b input) cycleSpeed() {
	sp := b.tab.Stage.Speed().Next()
	b.tab.Stage.SetSpeed(sp)
	b.app.Settings.Speed = sp.String()
	if core.SaveSettings(b.app) != nil {
		b.app.Notice = b.app.T(core.NotSaved)
	}
}
