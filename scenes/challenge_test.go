package scenes

import (
	"strings"
	"testing"
	"time"

	"mancala/challenges"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// challengeApp returns an app of its own (so progress starts empty) whose
// store is a temporary directory, and that directory.
func challengeApp(t *testing.T) (*App, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := saves.DefaultSettings()
	s.Speed = anim.Instant.String()
	return &App{Text: testText, Settings: s, Sound: silent{}, Store: st}, dir
}

// openBrowser runs the browser until its challenges have loaded.
func openBrowser(t *testing.T, d *driver, app *App) *ChallengeBrowser {
	t.Helper()
	cb := NewChallengeBrowser(app).(*ChallengeBrowser)
	for i := 0; !cb.built; i++ {
		if i > 1000 {
			t.Fatal("the challenges never loaded")
		}
		d.step(cb, Intents{}, true)
		time.Sleep(time.Millisecond)
	}
	return cb
}

// tapCard taps the centre of r and draws the frame.
func tapCard(d *driver, s Scene, r layout.Rect) {
	x, y := r.Center()
	d.step(s, TapAt(x, y), true)
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

func TestTappingACardOpensItsChallengeOnTheBoard(t *testing.T) {
	app, _ := challengeApp(t)
	d := newDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
	if cb.tab != engine.BaoGame || cb.list[0].Variant() != engine.BaoGame {
		t.Fatalf("the Bao tab shows %v", cb.tab)
	}
	tapCard(d, cb, cb.lay.OnScreen(cb.lay.Cards[1], 0))
	if len(d.sw.to) != 1 {
		t.Fatalf("tapping a card went to %d scenes", len(d.sw.to))
	}
	b := d.sw.to[0].(*Board)
	if b.cfg.Challenge != cb.list[1] || b.game.Position() != cb.list[1].Position {
		t.Fatal("the board does not play the tapped challenge from its position")
	}
}

func TestDraggingScrollsTheListAndAScrolledCardIsTapped(t *testing.T) {
	app, _ := challengeApp(t)
	d := newDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	d.step(cb, Intents{Scroll: -500}, true)
	if cb.scroll[cb.tab] != 500 {
		t.Fatalf("scrolled to %v, want 500", cb.scroll[cb.tab])
	}
	d.step(cb, Intents{Scroll: 1e6}, true)
	if cb.scroll[cb.tab] != 0 {
		t.Fatalf("scrolled to %v above the top", cb.scroll[cb.tab])
	}
	d.step(cb, Intents{Scroll: -700}, true)
	i, ok := cb.lay.CardAt(195, 500, 700)
	if !ok {
		t.Fatal("no card in the middle of the view")
	}
	d.step(cb, TapAt(195, 500), true)
	if b := d.sw.to[0].(*Board); b.cfg.Challenge != cb.list[i] {
		t.Fatal("the tap opened another card than the one under it")
	}
}

func TestArrowsMoveTheFocusAndEnterOpensIt(t *testing.T) {
	app, _ := challengeApp(t)
	d := newDriver(t, 1280, 720, 1)
	cb := openBrowser(t, d, app)
	for _, a := range []Action{ActRight, ActDown, ActDown, ActEnter} {
		var in Intents
		in.Press(a)
		d.step(cb, in, true)
	}
	if cb.tab != engine.OwareGame || len(d.sw.to) != 1 {
		t.Fatalf("tab %v, %d scenes opened", cb.tab, len(d.sw.to))
	}
	if b := d.sw.to[0].(*Board); b.cfg.Challenge != cb.list[1] {
		t.Fatal("Enter did not open the second Oware card")
	}
}

// attempt runs a challenge on the board on a canvas.
type attempt struct {
	t *testing.T
	d *driver
	b *Board
	c *challenges.Challenge
}

func newAttempt(t *testing.T, app *App, id string, w, h, scale float64) *attempt {
	a := &attempt{t: t, d: newDriver(t, w, h, scale), c: challengeByID(t, id)}
	a.b = NewChallengeBoard(app, a.c)
	a.d.step(a.b, Intents{}, true)
	return a
}

// tapMove plays m by tapping its pit and, in Bao, its direction.
func (a *attempt) tapMove(m engine.Move) {
	a.t.Helper()
	b := a.b
	pl := movePlace(b.model.Board, b.game.Position().ToMove, m)
	tapCard(a.d, b, b.lay.Spot(pl).Cell)
	if !m.IsBao() {
		return
	}
	for _, tg := range b.targets() {
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
		a.d.step(a.b, Intents{}, i%50 == 0)
		time.Sleep(time.Millisecond)
	}
	a.d.step(a.b, Intents{}, true)
}

// playSolution plays the best answer: the player's moves by taps, the
// opponent's replies by the board itself, which must be the same.
func (a *attempt) playSolution() {
	a.t.Helper()
	sol, err := a.c.Solution()
	if err != nil {
		a.t.Fatal(err)
	}
	for i, m := range sol {
		a.waitFor("the next move", func() bool {
			return len(a.b.game.Moves()) > i || a.b.human() && !a.b.stage.Busy() || a.b.decided()
		})
		if len(a.b.game.Moves()) == i && a.b.human() {
			a.tapMove(m)
		}
		a.waitFor("the move", func() bool { return len(a.b.game.Moves()) > i })
		if got := a.b.game.Moves()[i]; got != m {
			a.t.Fatalf("move %d is %v, want %v", i+1, got, m)
		}
	}
	a.waitFor("the result panel", a.b.decided)
}

func TestPlayingTheBestAnswerMeetsTheGoalAndSavesIt(t *testing.T) {
	for _, id := range []string{"kalah-round-trip", "kalah-two-turns", "kalah-quick-finish",
		"kalah-two-in-a-row", "oware-two-seeds-short", "congkak-relay-home", "bao-two-moves-to-freeze"} {
		t.Run(id, func(t *testing.T) {
			app, dir := challengeApp(t)
			a := newAttempt(t, app, id, 1280, 720, 1)
			a.playSolution()
			if r := a.b.chal.result; r.Status != challenges.Met {
				t.Fatalf("result %+v", r)
			}
			st, _ := saves.OpenDir(dir)
			p, err := st.LoadProgress()
			if _, ok := p.Solved[id]; err != nil || !ok {
				t.Fatalf("progress on disk %+v, %v", p, err)
			}
			if !strings.Contains(a.b.panelText(), "Best answer: ") {
				t.Fatalf("panel %q", a.b.panelText())
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
func failed(t *testing.T, app *App, id string) *attempt {
	a := newAttempt(t, app, id, 390, 844, 3)
	a.tapMove(wrongMove(t, a.c))
	a.waitFor("the result panel", a.b.decided)
	return a
}

func TestNoMoveIsPlayedOnceTheAttemptIsDecided(t *testing.T) {
	app, _ := challengeApp(t)
	a := newAttempt(t, app, "oware-two-seeds-short", 390, 844, 3)
	for !a.b.decided() {
		a.waitFor("the player's turn", func() bool { return a.b.human() && !a.b.stage.Busy() || a.b.decided() })
		if !a.b.decided() {
			a.tapMove(a.b.facts.legal[0])
		}
	}
	if a.b.chal.result.Status != challenges.Failed || a.b.game.Position().ToMove != a.c.Mover() || a.b.over() {
		t.Fatalf("want a failure with the player to move: %+v", a.b.chal.result)
	}
	n := len(a.b.game.Moves())
	for _, s := range a.b.lay.Spots {
		if !s.Cell.Overlaps(a.b.chal.play.Panel) { // the panel's buttons do what they say
			tapCard(a.d, a.b, s.Cell)
		}
	}
	if len(a.b.game.Moves()) != n {
		t.Fatal("a tap played a move after the attempt was decided")
	}
}

func TestRetryStartsAgainFromThePosition(t *testing.T) {
	app, _ := challengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	b := a.b
	tapCard(a.d, b, b.chal.play.Buttons[layout.PanelRetry])
	if a.b != b || len(b.game.Moves()) != 0 || b.game.Position() != a.c.Position ||
		b.chal.result.Status != challenges.Playing || b.decided() || b.chal.hintOn {
		t.Fatal("retry did not start the same challenge again in place")
	}
	a.tapMove(mustSolution(t, a.c)[0])
	a.waitFor("the result panel", b.decided)
	if b.chal.result.Status != challenges.Met {
		t.Fatalf("after retry the best answer gave %+v", b.chal.result)
	}
}

func TestTheHintKeyShowsTheWordsAndMarksTheBestPit(t *testing.T) {
	app, _ := challengeApp(t)
	a := newAttempt(t, app, "kalah-empty-pit", 1280, 720, 1)
	var in Intents
	in.Press(ActHint)
	a.d.step(a.b, in, true)
	a.waitFor("the hinted pit", func() bool { return a.b.sel.hint != engine.Hand })
	sol := mustSolution(t, a.c)
	if want := movePlace(a.b.model.Board, a.c.Mover(), sol[0]); a.b.sel.hint != want {
		t.Fatalf("hinted %d, want %d", a.b.sel.hint, want)
	}
	if !a.b.chal.hintOn || !strings.HasPrefix(a.b.chal.hint[0], "Hint: ") {
		t.Fatalf("hint lines %q", a.b.chal.hint)
	}
}

func TestNextGoesToTheNextUnsolvedChallengeOfTheGame(t *testing.T) {
	app, _ := challengeApp(t)
	a := newAttempt(t, app, "kalah-empty-pit", 1280, 720, 1)
	a.playSolution()
	app.Challenges.wait()
	list := app.Challenges.set.Variant(engine.KalahGame)
	app.Challenges.progress.Solved[list[1].ID] = saves.Solved{Score: 4, Moves: 1}
	b := a.b
	tapCard(a.d, b, b.chal.play.Buttons[layout.PanelNext])
	if b.cfg.Challenge != list[2] || b.game.Position() != list[2].Position || b.decided() {
		t.Fatalf("next went to %s, want %s (the first two are solved)", b.cfg.Challenge.ID, list[2].ID)
	}
	tapCard(a.d, b, b.chal.play.Buttons[layout.PanelBack])
	if b.decided() || a.d.sw.backs != 0 {
		t.Fatal("the panel's buttons answer while it is not shown")
	}
}

func TestABetterResultReplacesTheSavedOneAndAWorseDoesNot(t *testing.T) {
	app, _ := challengeApp(t)
	cs := app.challengeData()
	cs.wait()
	c := challengeByID(t, "kalah-two-turns")
	cs.record(c, challenges.Result{Status: challenges.Met, Score: 2, Moves: 3})
	cs.record(c, challenges.Result{Status: challenges.Met, Score: 1, Moves: 1})
	cs.record(c, challenges.Result{Status: challenges.Met, Score: 2, Moves: 1})
	if got := cs.progress.Solved[c.ID]; got != (saves.Solved{Score: 1, Moves: 1}) {
		t.Fatalf("kept %+v: fewer turns is better for win in N", got)
	}
	p, err := app.Store.LoadProgress()
	if err != nil || p.Solved[c.ID] != cs.progress.Solved[c.ID] {
		t.Fatalf("saved %+v, %v", p, err)
	}
}

// mustSolution returns c's best answer or stops the test.
func mustSolution(t *testing.T, c *challenges.Challenge) []engine.Move {
	t.Helper()
	sol, err := c.Solution()
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

func TestTheBrowserNamesItsTapTargetsForBrowserTests(t *testing.T) {
	app, _ := challengeApp(t)
	d := newDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	var dbg DebugState
	cb.Debug(&dbg)
	names := map[string]layout.Rect{}
	for _, b := range dbg.Buttons {
		names[b.Name] = layout.Rect{X: b.Rect[0], Y: b.Rect[1], W: b.Rect[2], H: b.Rect[3]}
	}
	for _, n := range []string{"back", "tab-kalah", "tab-oware", "tab-congkak", "tab-bao", "challenge-" + cb.list[0].ID} {
		if _, ok := names[n]; !ok || dbg.Scene != "challenges" {
			t.Fatalf("scene %q has no %q among %v", dbg.Scene, n, dbg.Buttons)
		}
	}
	if _, ok := names["challenge-"+cb.list[len(cb.list)-1].ID]; ok {
		t.Fatal("a card out of view is named as a target")
	}
	tapCard(d, cb, names["challenge-"+cb.list[0].ID])
	if b := d.sw.to[0].(*Board); b.cfg.Challenge != cb.list[0] {
		t.Fatal("the named card's rect does not open it")
	}
}
