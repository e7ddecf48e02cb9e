package play

import (
	"slices"

	"mancala/ai"
	"mancala/engine"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Trainer is the puzzle mode, composed onto the board scene: the player
// plays the side to move, each of their moves checked against the
// puzzle's line, and the opponent answers with the line's replies. The
// first move off the line fails the attempt: the engine answers it (the
// refutation, played on the board) before the result panel comes up. The
// run records the attempt once, however often it is retried, and finds
// the next puzzle.
type Trainer struct {
	b        *Board
	P        *puzzles.Puzzle
	run      core.PuzzleRun
	Status   puzzles.Status
	refuted  bool   // the engine has played its answer to the move off the line
	helped   bool   // the hint was asked for: solved, it does not count
	noHint   bool   // the hint was asked for in a rated run, which has none
	words    string // the run's words as the panel shows them
	recorded bool   // the run has the attempt's result
	reveal   bool   // the panel gives the solution
	PanelUp  bool   // the result panel was up at the end of the last tick
	next     core.Work[*puzzles.Puzzle]
	nextErr  string
	soloView
}

// NewPuzzleBoard returns the board scene playing a puzzle of a run.
func NewPuzzleBoard(app *core.App, a core.PuzzleAttempt) *Board {
	return newPuzzleBoard(app, a, false)
}

// newPuzzleBoard is NewPuzzleBoard; recorded says the run already has a
// result of this puzzle (a retry).
func newPuzzleBoard(app *core.App, a core.PuzzleAttempt, recorded bool) *Board {
	pos := a.Puzzle.Position
	b := NewBoard(core.Config{Rules: a.Puzzle.Rules, First: a.Puzzle.Mover(), Start: &pos, Puzzle: &a,
		Speed: core.SpeedOf(app.Settings), NoSave: true}, app)
	t := &Trainer{b: b, P: a.Puzzle, run: a.Run, recorded: recorded, soloView: soloView{b: b, width: -1}}
	b.puz = t
	b.cfg.Computer[t.P.Mover().Other()] = &puzzleReplier{t: t}
	b.cfg.Hint = &puzzleHint{t: t}
	t.moved()
	t.layout()
	return b
}

// moved judges the attempt after a move or an undo (called from
// afterMove). Once decided the player's side is held by a thinker that
// never moves, so that a tap on the panel cannot play underneath; the
// run records the first decided attempt.
func (t *Trainer) moved() {
	moves := t.b.game.Moves()
	st, err := t.P.Check(moves)
	if err != nil {
		st = puzzles.Failed
	}
	t.Status = st
	t.refuted = st == puzzles.Failed && t.lastMoverWasOpponent()
	mover := t.P.Mover()
	t.b.cfg.Computer[mover] = nil
	if st != puzzles.Playing && t.b.game.Position().ToMove == mover && !t.b.game.Outcome().Over() {
		t.b.cfg.Computer[mover] = stillThinker{}
	}
	if st != puzzles.Playing && !t.recorded {
		t.recorded = true
		t.run.Record(t.P, st == puzzles.Solved && !t.helped, slices.Clone(moves))
	}
	t.width = -1
}

// lastMoverWasOpponent reports whether the last move played was the
// opponent's: after a miss, the engine's refutation.
func (t *Trainer) lastMoverWasOpponent() bool {
	n := len(t.b.game.Moves())
	return n > 0 && t.b.game.PositionAt(n-1).ToMove != t.P.Mover()
}

// awaitsRefutation reports whether the engine is still to answer the
// move off the line.
func (t *Trainer) awaitsRefutation() bool {
	return t.Status == puzzles.Failed && !t.refuted && !t.b.game.Outcome().Over() &&
		t.b.game.Position().ToMove != t.P.Mover()
}

// decided reports whether the attempt is decided and shown: the seeds
// have settled, the refutation too.
func (t *Trainer) decided() bool {
	return t != nil && t.Status != puzzles.Playing && !t.awaitsRefutation() && !t.b.tab.Stage.Busy()
}

// update lays the parts out when stale, takes the next puzzle once
// found, and handles the result panel.
func (t *Trainer) update(ctx *core.Context) {
	if t.width != t.b.w {
		t.layout()
	}
	if w := t.run.Words(); w != t.words {
		t.words, t.width = w, -1 // the club's verdict came
	}
	if t.next != nil && t.next.Done() {
		t.takeNext()
		return
	}
	up := t.decided()
	if !up || !t.PanelUp { // the tap that decided must not also press a button
		t.PanelUp = up
		return
	}
	primary := layout.PanelRetry
	if t.Status == puzzles.Solved {
		primary = layout.PanelNext
	}
	if btn, ok := t.choice(&ctx.In, primary); ok && t.Play.Buttons[btn].W > 0 {
		t.press(ctx, btn)
	}
}

// panelButtons are the result panel's buttons: Show solution while a
// missed puzzle's solution is kept back, Analyse once it is shown.
func (t *Trainer) panelButtons() []layout.PanelButton {
	if t.Status == puzzles.Solved || t.reveal {
		return []layout.PanelButton{layout.PanelRetry, layout.PanelAnalyse, layout.PanelNext, layout.PanelBack}
	}
	return layout.AllPanelButtons
}

// press does what a result panel button is for.
func (t *Trainer) press(ctx *core.Context, btn layout.PanelButton) {
	t.b.app.Sound.Play(kit.SoundTap)
	switch btn {
	case layout.PanelRetry:
		t.restart(t.P, true)
	case layout.PanelSolution:
		t.reveal, t.width = true, -1
	case layout.PanelNext:
		if t.next == nil {
			t.next, t.nextErr, t.width = t.run.Next(), "", -1
		}
	case layout.PanelBack:
		ctx.Switch.Back()
	case layout.PanelAnalyse:
		ctx.Switch.GoTo(t.b.app.Routes.Analysis(t.b.app, t.analysis()))
	}
}

// takeNext plays the next puzzle once found, or says why there is none.
func (t *Trainer) takeNext() {
	p, err := t.next.Result()
	t.next = nil
	switch {
	case err != nil:
		t.nextErr, t.width = err.Error(), -1
	case p == nil:
		t.nextErr, t.width = t.b.app.T("puzzles.noneLeft"), -1
	default:
		t.restart(p, false)
	}
}

// restart turns the board into a fresh attempt at p of the same run, in
// place; recorded says the run already has its result.
func (t *Trainer) restart(p *puzzles.Puzzle, recorded bool) {
	b := t.b
	w, h, scale := b.w, b.h, b.scale
	*b = *newPuzzleBoard(b.app, core.PuzzleAttempt{Puzzle: p, Run: t.run}, recorded)
	b.Resize(w, h, scale)
	b.puz.layout()
}

// analysis is the analysis board on the puzzle: its position and its
// line, or the attempt's moves where the solution is not to be given.
func (t *Trainer) analysis() core.Analysis {
	g := engine.NewGame(t.P.Rules, t.P.Position)
	moves := t.P.Line
	if t.Status != puzzles.Solved && !t.reveal {
		moves = t.b.game.Moves()
	}
	for _, m := range moves {
		if g.Play(m, nil) != nil {
			break
		}
	}
	return core.Analysis{Game: g}
}

// puzzleReplier is the opponent of a puzzle: the line's reply while the
// attempt follows it, at once; after a move off the line, the engine's
// answer (a strong level's move, off the frame), once.
type puzzleReplier struct {
	t      *Trainer
	line   engine.Move
	onLine bool
	engine *core.Computer
}

// Start takes the line's reply, or starts the engine's answer.
func (r *puzzleReplier) Start(g *engine.Game) {
	r.engine = nil
	r.line, r.onLine = r.t.P.Reply(g.Moves())
	if !r.onLine && r.t.awaitsRefutation() {
		r.engine = &core.Computer{Level: ai.Expert}
		r.engine.Start(g)
	}
}

// Poll returns the reply once there is one.
func (r *puzzleReplier) Poll() (engine.Move, bool) {
	if r.onLine {
		return r.line, true
	}
	if r.engine != nil {
		return r.engine.Poll()
	}
	return 0, false
}

// puzzleHint is the hint of a puzzle: the line's next move of the
// player's, ringed on the board, with the theme in words; asking for it
// means a solved puzzle no longer counts as solved.
type puzzleHint struct {
	t     *Trainer
	move  engine.Move
	known bool
}

// Start finds the line's next move after the moves played.
func (h *puzzleHint) Start(g *engine.Game) {
	n := len(g.Moves())
	if h.t.run.Rated() {
		h.known, h.t.noHint, h.t.width = false, true, -1
		return
	}
	h.known = h.t.Status == puzzles.Playing && n < len(h.t.P.Line)
	if h.known {
		h.move = h.t.P.Line[n]
		h.t.helped, h.t.width = true, -1
	}
}

// Poll returns the line's move.
func (h *puzzleHint) Poll() (engine.Move, bool) { return h.move, h.known }
