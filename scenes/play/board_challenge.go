package play

import (
	"slices"

	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Referee is the challenge mode, composed onto the board scene: it
// judges each move against the challenge's goal, keeps the attempts (a
// met goal is recorded, misses are counted), works out the best answer
// when it is needed, and draws the goal, the hint and the result panel
// over the board. The board calls it after each move (moved), each tick
// (update) and each frame (draw); a board without a challenge has none.
type Referee struct {
	b        *Board // the board it referees
	C        *challenges.Challenge
	data     *core.ChallengeState
	Result   challenges.Result
	hintOn   bool          // the hint's text is showing
	reveal   bool          // a failed attempt's panel shows the best answer: asked for, or a second miss
	PanelUp  bool          // the result panel was up at the end of the last tick
	solution []engine.Move // the best answer, once known
	solErr   error
	known    bool                     // solution and solErr are worked out
	working  core.Work[[]engine.Move] // non-nil while the best answer is worked out
	ask      *core.ChallengeAsker     // works out the replies and the best answer off the frame
	soloView                          // the goal, the hint and the result panel, drawn
}

// NewChallengeBoard returns the board scene playing challenge c: the
// challenge's position, the player on the side to move, the opponent (for
// the goals that span turns) replying perfectly.
func NewChallengeBoard(app *core.App, c *challenges.Challenge) *Board {
	b := NewBoard(challengeConfig(app, c), app)
	b.startChallenge()
	b.ref.layout()
	return b
}

// challengeConfig is the board's configuration for challenge c; the
// challenge's own thinkers are added by startChallenge.
func challengeConfig(app *core.App, c *challenges.Challenge) core.Config {
	pos := c.Position
	return core.Config{Rules: c.Rules, First: c.Mover(), Start: &pos, Challenge: c,
		Speed: core.SpeedOf(app.Settings), NoSave: true}
}

// startChallenge makes the attempt's state when the board plays a
// challenge and has none yet: the opponent's perfect replies and the hint
// giver.
func (b *Board) startChallenge() {
	c := b.cfg.Challenge
	if c == nil || b.ref != nil {
		return
	}
	data := b.app.ChallengeData()
	data.Ready() // the next challenge comes from the set: start loading it
	r := &Referee{b: b, C: c, data: data, soloView: soloView{b: b, width: -1}, ask: core.NewChallengeAsker()}
	b.ref = r
	b.cfg.Computer[c.Mover().Other()] = &challengeReplier{b: b}
	b.cfg.Hint = &challengeHint{b: b}
	r.moved()
}

// wantSolution starts working out the best answer off the frame, once.
// It is asked for only when needed (the result panel, a hint): it takes
// up to 0.2 s natively and 0.5 s in the browser's worker.
func (r *Referee) wantSolution() {
	if r.known || r.working != nil {
		return
	}
	r.working = r.ask.Solution(r.C)
}

// moved judges the attempt after a move, an undo or a redo
// (called from afterMove). Once decided, nobody moves any more: the
// opponent's replier stops answering, and when the player is still to
// move their side is handed to a thinker that never answers, so a tap on
// the result panel cannot play a move underneath; an undo takes the
// attempt back to playing.
func (r *Referee) moved() {
	res, err := r.C.CheckGame(r.b.game)
	if err != nil {
		res = challenges.Result{Status: challenges.Failed}
	}
	was := r.Result.Status
	r.Result = res
	mover := r.C.Mover()
	r.b.cfg.Computer[mover] = nil
	if res.Status != challenges.Playing && r.b.game.Position().ToMove == mover && !r.b.game.Outcome().Over() {
		r.b.cfg.Computer[mover] = stillThinker{}
	}
	if res.Status == challenges.Met && was != challenges.Met {
		r.data.Record(r.C, res)
	}
	if res.Status == challenges.Failed && was == challenges.Playing {
		r.data.Misses[r.C.ID]++
		r.reveal = r.reveal || r.data.Misses[r.C.ID] >= 2
	}
	r.width = -1
}

// decided reports whether the attempt is decided and the board has
// finished showing it: the result panel is up.
func (r *Referee) decided() bool {
	return r != nil && r.Result.Status != challenges.Playing && !r.b.tab.Stage.Busy()
}

// update runs after the board's own update: it collects the best
// answer, lays the challenge's parts out and handles the result panel.
func (r *Referee) update(ctx *core.Context) {
	r.pollSolution()
	if r.hintAsked() && !r.hintOn {
		r.hintOn, r.width = true, -1
	}
	if r.width != r.b.w {
		r.layout()
	}
	up := r.decided()
	if up && r.showsAnswer() {
		r.wantSolution()
	}
	if !up || !r.PanelUp { // the tap that decided must not also press a button
		r.PanelUp = up
		return
	}
	if btn, ok := r.choice(&ctx.In); ok {
		r.press(ctx, btn)
	}
}

// showsAnswer reports whether the result panel gives the best answer:
// once solved, or after a miss when the player asked for it or missed
// twice. A first miss offers Retry first and keeps the answer back.
func (r *Referee) showsAnswer() bool {
	return r.Result.Status == challenges.Met || r.reveal
}

// panelButtons returns the result panel's buttons: Show solution while
// a failed attempt's answer is kept back, Analyse once it is shown (the
// analysis board would give it away).
func (r *Referee) panelButtons() []layout.PanelButton {
	if r.showsAnswer() {
		return []layout.PanelButton{layout.PanelRetry, layout.PanelAnalyse, layout.PanelNext, layout.PanelBack}
	}
	return layout.AllPanelButtons
}

// choice returns the result panel's button the player chose: a tap
// on it, or Enter for the lit one (Next when solved, else Retry).
func (r *Referee) choice(in *kit.Intents) (layout.PanelButton, bool) {
	if r.Result.Status == challenges.Met {
		return r.soloView.choice(in, layout.PanelNext)
	}
	return r.soloView.choice(in, layout.PanelRetry)
}

// hintAsked reports whether the player has asked for a hint: the bar's
// Hint button starts the hint giver.
func (r *Referee) hintAsked() bool {
	h, ok := r.b.cfg.Hint.(*challengeHint)
	return ok && h.asked
}

// pollSolution takes the best answer once it is worked out.
func (r *Referee) pollSolution() {
	if r.working == nil {
		return
	}
	if !r.working.Done() {
		return
	}
	r.solution, r.solErr = r.working.Result()
	r.working, r.known, r.width = nil, true, -1
}

// press does what a result panel button is for: retry from the
// position, show the best answer, the next challenge, or back to the
// browser.
func (r *Referee) press(ctx *core.Context, btn layout.PanelButton) {
	switch btn {
	case layout.PanelRetry:
		r.restart(r.C)
	case layout.PanelSolution:
		r.reveal, r.width = true, -1
		r.wantSolution()
	case layout.PanelNext:
		r.data.Wait()
		r.restart(r.data.Next(r.C))
	case layout.PanelBack:
		ctx.Switch.Back()
	case layout.PanelAnalyse:
		ctx.Switch.GoTo(r.b.app.Routes.Analysis(r.b.app, overPanel{r.b}.analysis()))
	}
	r.b.app.Sound.Play(kit.SoundTap)
}

// restart turns the board into a fresh attempt at c, in place, with a
// referee of its own (r is done with): the browser stays the scene to go
// back to.
func (r *Referee) restart(c *challenges.Challenge) {
	b := r.b
	r.ask.Close()
	w, h, scale := b.w, b.h, b.scale
	*b = *NewBoard(challengeConfig(b.app, c), b.app)
	b.startChallenge()
	b.Resize(w, h, scale)
	b.ref.layout()
}

// challengeReplier is the opponent of a challenge: the challenge's
// perfect reply to the attempt so far, worked out off the frame (at most
// about 80 ms natively on the hardest challenge; the browser's worker
// in the browser). Once the attempt is decided it never answers.
type challengeReplier struct {
	_     [0]func() // not comparable: no equality code in the page
	b     *Board
	reply core.Work[engine.Move] // nil when no reply is being worked out
}

// Start begins working out the reply to the moves played so far.
func (cr *challengeReplier) Start(*engine.Game) {
	cr.reply = nil
	r := cr.b.ref
	if r == nil || r.Result.Status != challenges.Playing {
		return
	}
	c, moves := r.C, slices.Clone(cr.b.game.Moves())
	cr.reply = r.ask.Reply(c, moves)
}

// Poll returns the reply once there is one.
func (cr *challengeReplier) Poll() (engine.Move, bool) {
	if cr.reply == nil || !cr.reply.Done() {
		return 0, false
	}
	m, err := cr.reply.Result()
	return m, err == nil
}

// stillThinker is a Thinker that never moves: it holds the player's side
// once the attempt is decided.
type stillThinker struct{}

func (stillThinker) Start(*engine.Game)        {}
func (stillThinker) Poll() (engine.Move, bool) { return 0, false }

// challengeHint is the hint giver of a challenge: asking shows the
// challenge's hint in words and marks the pit of the best answer's next
// move while the player follows it; off that line, the medium search's
// move.
type challengeHint struct {
	b        *Board
	asked    bool
	plies    int // moves played when asked
	fallback *core.Computer
}

// Start notes that the player asked, at the position after the moves
// played so far.
func (h *challengeHint) Start(g *engine.Game) {
	h.asked, h.plies, h.fallback = true, len(g.Moves()), nil
	h.b.ref.wantSolution()
	if h.b.ref.known && !h.onLine() {
		h.fallback = core.NewHint()
		h.fallback.Start(g)
	}
}

// Poll returns the best answer's next move once it is known, or the
// fallback's move.
func (h *challengeHint) Poll() (engine.Move, bool) {
	if h.fallback != nil {
		return h.fallback.Poll()
	}
	run := h.b.ref
	run.pollSolution()
	if !run.known {
		return 0, false
	}
	if !h.onLine() {
		h.fallback = core.NewHint()
		h.fallback.Start(h.b.game)
		return h.fallback.Poll()
	}
	return run.solution[h.plies], true
}

// onLine reports whether the moves played so far follow the best answer
// and it has a next move: false while the answer is not known.
func (h *challengeHint) onLine() bool {
	sol := h.b.ref.solution
	ms := h.b.game.Moves()
	return h.b.ref.known && len(ms) < len(sol) && slices.Equal(ms, sol[:len(ms)])
}
