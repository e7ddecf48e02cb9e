package scenes

import (
	"slices"

	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/layout"
)

// challengeRun is an attempt at a challenge on the board: the verdict so
// far, the best answer once worked out, and whether the hint is showing.
type challengeRun struct {
	c        *challenges.Challenge
	data     *challengeState
	result   challenges.Result
	hintOn   bool          // the hint's text is showing
	reveal   bool          // a failed attempt's panel shows the best answer: asked for, or a second miss
	panelUp  bool          // the result panel was up at the end of the last tick
	solution []engine.Move // the best answer, once known
	solErr   error
	known    bool            // solution and solErr are worked out
	working  chan solutionOf // non-nil while the best answer is worked out
	play     layout.ChallengePlay
	hint     []string // the hint's lines, for the current width
	panel    []string // the result panel's lines
	width    float64  // the canvas width the lines were wrapped for; -1: stale
}

// solutionOf is what the goroutine working out the best answer hands back.
type solutionOf struct {
	line []engine.Move
	err  error
}

// NewChallengeBoard returns the board scene playing challenge c: the
// challenge's position, the player on the side to move, the opponent (for
// the goals that span turns) replying perfectly.
func NewChallengeBoard(app *App, c *challenges.Challenge) *Board {
	b := NewBoard(challengeConfig(app, c), app)
	b.startChallenge()
	b.layoutChallenge()
	return b
}

// challengeConfig is the board's configuration for challenge c; the
// challenge's own thinkers are added by startChallenge.
func challengeConfig(app *App, c *challenges.Challenge) Config {
	pos := c.Position
	return Config{Rules: c.Rules, First: c.Mover(), Start: &pos, Challenge: c,
		Speed: SpeedOf(app.Settings), NoSave: true}
}

// startChallenge makes the attempt's state when the board plays a
// challenge and has none yet: the opponent's perfect replies and the hint
// giver.
func (b *Board) startChallenge() {
	c := b.cfg.Challenge
	if c == nil || b.chal != nil {
		return
	}
	data := b.app.challengeData()
	data.ready() // the next challenge comes from the set: start loading it
	r := &challengeRun{c: c, data: data, width: -1}
	b.chal = r
	b.cfg.Computer[c.Mover().Other()] = &challengeReplier{b: b}
	b.cfg.Hint = &challengeHint{b: b}
	b.challengeMoved()
}

// wantSolution starts working out the best answer off the frame, once.
// It is asked for only when needed (the result panel, a hint): it takes
// up to 0.2 s natively and 0.5 s in the browser, where it freezes the page
// while it runs, so it must not run while seeds are moving.
func (r *challengeRun) wantSolution() {
	if r.known || r.working != nil {
		return
	}
	r.working = make(chan solutionOf, 1)
	go func(c *challenges.Challenge, ch chan<- solutionOf) {
		line, err := c.Solution()
		ch <- solutionOf{line, err}
	}(r.c, r.working)
}

// challengeMoved judges the attempt after a move, an undo or a redo
// (called from afterMove). Once decided, nobody moves any more: the
// opponent's replier stops answering, and when the player is still to
// move their side is handed to a thinker that never answers, so a tap on
// the result panel cannot play a move underneath; an undo takes the
// attempt back to playing.
func (b *Board) challengeMoved() {
	if b.cfg.Challenge == nil {
		return
	}
	b.startChallenge()
	r := b.chal
	res, err := r.c.CheckGame(b.game)
	if err != nil {
		res = challenges.Result{Status: challenges.Failed}
	}
	was := r.result.Status
	r.result = res
	mover := r.c.Mover()
	b.cfg.Computer[mover] = nil
	if res.Status != challenges.Playing && b.game.Position().ToMove == mover && !b.game.Outcome().Over() {
		b.cfg.Computer[mover] = stillThinker{}
	}
	if res.Status == challenges.Met && was != challenges.Met {
		r.data.record(r.c, res)
	}
	if res.Status == challenges.Failed && was == challenges.Playing {
		r.data.misses[r.c.ID]++
		r.reveal = r.reveal || r.data.misses[r.c.ID] >= 2
	}
	r.width = -1
}

// decided reports whether the attempt is decided and the board has
// finished showing it: the result panel is up.
func (b *Board) decided() bool {
	return b.chal != nil && b.chal.result.Status != challenges.Playing && !b.stage.Busy()
}

// updateChallenge runs after the board's own update: it collects the best
// answer, lays the challenge's parts out and handles the result panel.
func (b *Board) updateChallenge(ctx *Context) {
	if b.cfg.Challenge == nil {
		return
	}
	b.startChallenge()
	r := b.chal
	r.pollSolution()
	if b.hintAsked() && !r.hintOn {
		r.hintOn, r.width = true, -1
	}
	if r.width != b.w {
		b.layoutChallenge()
	}
	up := b.decided()
	if up && r.showsAnswer() {
		r.wantSolution()
	}
	if !up || !r.panelUp { // the tap that decided must not also press a button
		r.panelUp = up
		return
	}
	if btn, ok := b.panelChoice(&ctx.In); ok {
		b.pressPanel(ctx, btn)
	}
}

// showsAnswer reports whether the result panel gives the best answer:
// once solved, or after a miss when the player asked for it or missed
// twice. A first miss offers Retry first and keeps the answer back.
func (r *challengeRun) showsAnswer() bool {
	return r.result.Status == challenges.Met || r.reveal
}

// panelButtons returns the result panel's buttons: Show solution only
// while a failed attempt's answer is kept back.
func (r *challengeRun) panelButtons() []layout.PanelButton {
	if r.showsAnswer() {
		return []layout.PanelButton{layout.PanelRetry, layout.PanelNext, layout.PanelBack}
	}
	return layout.AllPanelButtons
}

// panelChoice returns the result panel's button the player chose: a tap
// on it, or Enter for the lit one (Next when solved, else Retry).
func (b *Board) panelChoice(in *Intents) (layout.PanelButton, bool) {
	switch {
	case in.Tap:
		return b.chal.play.ButtonAt(in.X, in.Y)
	case in.Pressed(ActEnter) && b.chal.result.Status == challenges.Met:
		return layout.PanelNext, true
	case in.Pressed(ActEnter):
		return layout.PanelRetry, true
	}
	return layout.NumPanelButtons, false
}

// hintAsked reports whether the player has asked for a hint: the bar's
// Hint button starts the hint giver.
func (b *Board) hintAsked() bool {
	h, ok := b.cfg.Hint.(*challengeHint)
	return ok && h.asked
}

// pollSolution takes the best answer once it is worked out.
func (r *challengeRun) pollSolution() {
	if r.working == nil {
		return
	}
	select {
	case s := <-r.working:
		r.solution, r.solErr, r.working, r.known, r.width = s.line, s.err, nil, true, -1
	default:
	}
}

// pressPanel does what a result panel button is for: retry from the
// position, show the best answer, the next challenge, or back to the
// browser.
func (b *Board) pressPanel(ctx *Context, btn layout.PanelButton) {
	r := b.chal
	switch btn {
	case layout.PanelRetry:
		b.restartChallenge(r.c)
	case layout.PanelSolution:
		r.reveal, r.width = true, -1
		r.wantSolution()
	case layout.PanelNext:
		r.data.wait()
		b.restartChallenge(r.data.next(r.c))
	case layout.PanelBack:
		ctx.Switch.Back()
	}
	b.app.Sound.Play(SoundTap)
}

// restartChallenge turns this board into a fresh attempt at c, in place:
// the browser stays the scene to go back to.
func (b *Board) restartChallenge(c *challenges.Challenge) {
	w, h, scale := b.w, b.h, b.scale
	*b = *NewBoard(challengeConfig(b.app, c), b.app)
	b.startChallenge()
	b.Resize(w, h, scale)
	b.layoutChallenge()
}

// challengeReplier is the opponent of a challenge: the challenge's
// perfect reply to the attempt so far, worked out off the frame (at most
// about 80 ms natively on the hardest challenge). Once the attempt is
// decided it never answers.
type challengeReplier struct {
	b     *Board
	reply chan engine.Move
}

// Start begins working out the reply to the moves played so far.
func (cr *challengeReplier) Start(engine.Rules, engine.Position) {
	cr.reply = nil
	r := cr.b.chal
	if r == nil || r.result.Status != challenges.Playing {
		return
	}
	ch := make(chan engine.Move, 1)
	cr.reply = ch
	c, moves := r.c, slices.Clone(cr.b.game.Moves())
	go func() {
		if m, err := c.Reply(moves); err == nil {
			ch <- m
		}
	}()
}

// Poll returns the reply once there is one.
func (cr *challengeReplier) Poll() (engine.Move, bool) {
	select {
	case m := <-cr.reply:
		return m, true
	default:
		return 0, false
	}
}

// stillThinker is a Thinker that never moves: it holds the player's side
// once the attempt is decided.
type stillThinker struct{}

func (stillThinker) Start(engine.Rules, engine.Position) {}
func (stillThinker) Poll() (engine.Move, bool)           { return 0, false }

// challengeHint is the hint giver of a challenge: asking shows the
// challenge's hint in words and marks the pit of the best answer's next
// move while the player follows it; off that line, the medium search's
// move.
type challengeHint struct {
	b        *Board
	asked    bool
	plies    int // moves played when asked
	fallback *Computer
}

// Start notes that the player asked, at the position after the moves
// played so far.
func (h *challengeHint) Start(r engine.Rules, p engine.Position) {
	h.asked, h.plies, h.fallback = true, len(h.b.game.Moves()), nil
	h.b.chal.wantSolution()
	if h.b.chal.known && !h.onLine() {
		h.fallback = NewHint()
		h.fallback.Start(r, p)
	}
}

// Poll returns the best answer's next move once it is known, or the
// fallback's move.
func (h *challengeHint) Poll() (engine.Move, bool) {
	if h.fallback != nil {
		return h.fallback.Poll()
	}
	run := h.b.chal
	run.pollSolution()
	if !run.known {
		return 0, false
	}
	if !h.onLine() {
		h.fallback = NewHint()
		h.fallback.Start(h.b.cfg.Rules, h.b.game.Position())
		return h.fallback.Poll()
	}
	return run.solution[h.plies], true
}

// onLine reports whether the moves played so far follow the best answer
// and it has a next move: false while the answer is not known.
func (h *challengeHint) onLine() bool {
	sol := h.b.chal.solution
	ms := h.b.game.Moves()
	return h.b.chal.known && len(ms) < len(sol) && slices.Equal(ms, sol[:len(ms)])
}
