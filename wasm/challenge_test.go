package wasm_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"mancala/challenges"
	"mancala/engine"
)

// TestBrowserChallengeOpponentAnswersFromTheWorker: the page carries no
// solver; a challenge's opponent is answered by the search's Web Worker.
// The test opens a challenge to win against perfect replies, plays the
// best answer's first move, and the opponent's reply on the board is the
// one package challenges gives natively.
func TestBrowserChallengeOpponentAnswersFromTheWorker(t *testing.T) {
	chromium(t)
	p := openPage(t, servedSite(t).url, 1280, 720)
	p.waitFirstFrame()
	p.waitScene("menu")
	p.click("challenges")
	p.waitScene("challenges")
	p.waitFor("the challenges to load", `window.mancala.state.buttons.some((b) => b.name.startsWith("challenge-"))`, 60*time.Second)
	c, sol := shownWinChallenge(t, p.state())
	p.click("challenge-" + c.ID)
	p.waitScene("board")
	side := strings.ToLower(c.Mover().String())
	p.click(fmt.Sprintf("%s-%d", side, sol[0].Pit()))
	want := engine.FormatPosition(c.Rules, c.Rules.Apply(c.Rules.Apply(c.Position, sol[0], nil), sol[1], nil))
	p.waitFor("the opponent's reply from the worker", `(() => { const s = window.mancala.state;
		return s.plies >= 2 && !s.busy; })()`, 60*time.Second)
	if got := p.state().Position; got != want {
		t.Errorf("after %s and the reply the board shows %s; natively the perfect reply leads to %s", sol[0], got, want)
	}
	if errs := p.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}

// shownWinChallenge returns a challenge the browser shows whose goal is a
// win against perfect replies and whose best answer's first move hands
// the turn to the opponent, with that answer.
func shownWinChallenge(t *testing.T, s state) (*challenges.Challenge, []engine.Move) {
	t.Helper()
	set, err := challenges.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range s.Buttons {
		c, ok := set.Get(strings.TrimPrefix(b.Name, "challenge-"))
		if !ok || c.Goal.Kind != challenges.Win || c.Rules.Board().Variant == engine.BaoGame {
			continue
		}
		sol, err := challenges.Solution(c)
		if err == nil && len(sol) >= 2 && c.Rules.Apply(c.Position, sol[0], nil).ToMove != c.Mover() {
			return c, sol
		}
	}
	t.Fatalf("no challenge shown is a win whose first move hands the turn over: %v", s.Buttons)
	return nil, nil
}
