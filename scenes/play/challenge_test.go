package play

import (
	"strings"
	"testing"
	"time"

	"mancala/challenges"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// tapCard taps the centre of r and draws the frame.
func tapCard(d *scenetest.Driver, s core.Scene, r layout.Rect) {
	x, y := r.Center()
	d.Step(s, kit.TapAt(x, y), true)
}

// challengeByID returns the built-in challenge id.
func challengeByID(t *testing.T, id string) *challenges.Challenge {
	t.Helper()
	set, err := challenges.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := set.Get(id)
	if !ok {
		t.Fatalf("no challenge %s", id)
	}
	return c
}

// attempt runs a challenge on the board on a canvas.
type attempt struct {
	t *testing.T
	d *scenetest.Driver
	b *Board
	c *challenges.Challenge
}

func newAttempt(t *testing.T, app *core.App, id string, w, h, scale float64) *attempt {
	a := &attempt{t: t, d: scenetest.NewDriver(t, w, h, scale), c: challengeByID(t, id)}
	a.b = NewChallengeBoard(app, a.c)
	a.d.Step(a.b, kit.Intents{}, true)
	return a
}

// tapMove plays m by tapping its pit and, in Bao, its direction.
func (a *attempt) tapMove(m engine.Move) {
	a.t.Helper()
	b := a.b
	pl := MovePlace(b.model.Board, b.game.Position().ToMove, m)
	tapCard(a.d, b, b.lay.Spot(pl).Cell)
	if !m.IsBao() {
		return
	}
	for _, tg := range (input{b}).targets() {
		if tg.Dir == m.Direction() {
			tapCard(a.d, b, tg.Rect)
			return
		}
	}
	a.t.Fatalf("no direction target for %v", m)
}

// waitFor runs ticks until done says so, letting the off-frame work run.
func (a *attempt) waitFor(what string, done func() bool) {
	a.t.Helper()
	for i := 0; !done(); i++ {
		if i > 3000 {
			a.t.Fatalf("%s never happened", what)
		}
		a.d.Step(a.b, kit.Intents{}, i%50 == 0)
		time.Sleep(time.Millisecond)
	}
	a.d.Step(a.b, kit.Intents{}, true)
}

// playSolution plays the best answer: the player's moves by taps, the
// opponent's replies by the board itself, which must be the same.
func (a *attempt) playSolution() {
	a.t.Helper()
	sol, err := challenges.Solution(a.c)
	if err != nil {
		a.t.Fatal(err)
	}
	for i, m := range sol {
		a.waitFor("the next move", func() bool {
			return len(a.b.game.Moves()) > i || a.b.Human() && !a.b.tab.Stage.Busy() || a.b.Decided()
		})
		if len(a.b.game.Moves()) == i && a.b.Human() {
			a.tapMove(m)
		}
		a.waitFor("the move", func() bool { return len(a.b.game.Moves()) > i })
		if got := a.b.game.Moves()[i]; got != m {
			a.t.Fatalf("move %d is %v, want %v", i+1, got, m)
		}
	}
	a.waitFor("the result panel", a.b.Decided)
}

func TestPlayingTheBestAnswerMeetsTheGoalAndSavesIt(t *testing.T) {
	for _, id := range []string{"kalah-round-trip", "kalah-two-turns", "kalah-quick-finish",
		"kalah-two-in-a-row", "oware-two-seeds-short", "congkak-relay-home", "bao-two-moves-to-freeze"} {
		t.Run(id, func(t *testing.T) {
			app, dir := scenetest.ChallengeApp(t)
			a := newAttempt(t, app, id, 1280, 720, 1)
			a.playSolution()
			if r := a.b.ref.Result; r.Status != challenges.Met {
				t.Fatalf("result %+v", r)
			}
			st, _ := saves.OpenDir(dir)
			p, err := st.LoadProgress()
			if _, ok := p.Solved[id]; err != nil || !ok {
				t.Fatalf("progress on disk %+v, %v", p, err)
			}
			if !strings.Contains(a.b.ref.panelText(), "Best answer: ") {
				t.Fatalf("panel %q", a.b.ref.panelText())
			}
		})
	}
}

// wrongMove returns a first move that fails challenge c at once.
func wrongMove(t *testing.T, c *challenges.Challenge) engine.Move {
	t.Helper()
	for _, m := range c.Rules.LegalMoves(c.Position, nil) {
		if r, err := c.Check([]engine.Move{m}); err == nil && r.Status == challenges.Failed {
			return m
		}
	}
	t.Fatalf("%s: every first move keeps the goal in reach", c.ID)
	return 0
}

// failed plays a wrong first move of challenge id and waits for the
// result panel.
func failed(t *testing.T, app *core.App, id string) *attempt {
	a := newAttempt(t, app, id, 390, 844, 3)
	a.tapMove(wrongMove(t, a.c))
	a.waitFor("the result panel", a.b.Decided)
	return a
}

func TestNoMoveIsPlayedOnceTheAttemptIsDecided(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := newAttempt(t, app, "oware-two-seeds-short", 390, 844, 3)
	for !a.b.Decided() {
		a.waitFor("the player's turn", func() bool { return a.b.Human() && !a.b.tab.Stage.Busy() || a.b.Decided() })
		if !a.b.Decided() {
			a.tapMove(a.b.facts.legal[0])
		}
	}
	if a.b.ref.Result.Status != challenges.Failed || a.b.game.Position().ToMove != a.c.Mover() || a.b.Over() {
		t.Fatalf("want a failure with the player to move: %+v", a.b.ref.Result)
	}
	n := len(a.b.game.Moves())
	for _, s := range a.b.lay.Spots {
		if !s.Cell.Overlaps(a.b.ref.Play.Panel) { // the panel's buttons do what they say
			tapCard(a.d, a.b, s.Cell)
		}
	}
	if len(a.b.game.Moves()) != n {
		t.Fatal("a tap played a move after the attempt was decided")
	}
}

func TestRetryStartsAgainFromThePosition(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	b := a.b
	tapCard(a.d, b, b.ref.Play.Buttons[layout.PanelRetry])
	if a.b != b || len(b.game.Moves()) != 0 || b.game.Position() != a.c.Position ||
		b.ref.Result.Status != challenges.Playing || b.Decided() || b.ref.hintOn {
		t.Fatal("retry did not start the same challenge again in place")
	}
	a.tapMove(mustSolution(t, a.c)[0])
	a.waitFor("the result panel", b.Decided)
	if b.ref.Result.Status != challenges.Met {
		t.Fatalf("after retry the best answer gave %+v", b.ref.Result)
	}
}

func TestTheHintKeyShowsTheWordsAndMarksTheBestPit(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := newAttempt(t, app, "kalah-empty-pit", 1280, 720, 1)
	var in kit.Intents
	in.Press(kit.ActHint)
	a.d.Step(a.b, in, true)
	a.waitFor("the hinted pit", func() bool { return a.b.sel.hint != engine.Hand })
	sol := mustSolution(t, a.c)
	if want := MovePlace(a.b.model.Board, a.c.Mover(), sol[0]); a.b.sel.hint != want {
		t.Fatalf("hinted %d, want %d", a.b.sel.hint, want)
	}
	if !a.b.ref.hintOn || !strings.HasPrefix(a.b.ref.hint[0], "Hint: ") {
		t.Fatalf("hint lines %q", a.b.ref.hint)
	}
}

func TestNextGoesToTheNextUnsolvedChallengeOfTheGame(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := newAttempt(t, app, "kalah-empty-pit", 1280, 720, 1)
	a.playSolution()
	app.Challenges.Wait()
	list := app.Challenges.Set.Variant(engine.KalahGame)
	app.Challenges.Progress.Solved[list[1].ID] = saves.Solved{Score: 4, Moves: 1}
	b := a.b
	tapCard(a.d, b, b.ref.Play.Buttons[layout.PanelNext])
	if b.cfg.Challenge != list[2] || b.game.Position() != list[2].Position || b.Decided() {
		t.Fatalf("next went to %s, want %s (the first two are solved)", b.cfg.Challenge.ID, list[2].ID)
	}
	tapCard(a.d, b, b.ref.Play.Buttons[layout.PanelBack])
	if b.Decided() || a.d.Sw.Backs != 0 {
		t.Fatal("the panel's buttons answer while it is not shown")
	}
}

func TestABetterResultReplacesTheSavedOneAndAWorseDoesNot(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	cs := app.ChallengeData()
	cs.Wait()
	c := challengeByID(t, "kalah-two-turns")
	cs.Record(c, challenges.Result{Status: challenges.Met, Score: 2, Moves: 3})
	cs.Record(c, challenges.Result{Status: challenges.Met, Score: 1, Moves: 1})
	cs.Record(c, challenges.Result{Status: challenges.Met, Score: 2, Moves: 1})
	if got := cs.Progress.Solved[c.ID]; got != (saves.Solved{Score: 1, Moves: 1}) {
		t.Fatalf("kept %+v: fewer turns is better for win in N", got)
	}
	p, err := app.Store.LoadProgress()
	if err != nil || p.Solved[c.ID] != cs.Progress.Solved[c.ID] {
		t.Fatalf("saved %+v, %v", p, err)
	}
}

// mustSolution returns c's best answer or stops the test.
func mustSolution(t *testing.T, c *challenges.Challenge) []engine.Move {
	t.Helper()
	sol, err := challenges.Solution(c)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}
