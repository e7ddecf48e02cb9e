package play

import (
	"strings"
	"testing"

	"mancala/challenges"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// panelNames returns the names of the result panel's buttons.
func panelNames(b *Board) string {
	var dbg core.DebugState
	b.ref.debug(&dbg)
	var names []string
	for _, btn := range dbg.Buttons {
		names = append(names, btn.Name)
	}
	return strings.Join(names, " ")
}

// wantAnswer fails unless the panel names the best answer and explains it.
func wantAnswer(t *testing.T, a *attempt) {
	t.Helper()
	a.waitFor("the best answer", func() bool { return a.b.ref.known })
	a.d.Step(a.b, kit.Intents{}, true)
	sol, _ := challenges.Solution(a.c)
	want := "Best answer: " + kit.MoveWords(a.b.app, sol[0])
	if text := a.b.ref.panelText(); !strings.Contains(text, want) || !strings.Contains(text, a.c.Explanation) {
		t.Fatalf("panel %q, want %q and the explanation", text, want)
	}
	if names := panelNames(a.b); names != "retry next back analyse" {
		t.Fatalf("panel buttons %q once the answer shows, want retry next back analyse", names)
	}
}

// TestAFirstMissOffersRetryAndKeepsTheAnswerBack: the first wrong attempt
// names neither the best move nor its explanation; the panel offers
// Retry (lit), Show solution, Next and Back, and no Hint.
func TestAFirstMissOffersRetryAndKeepsTheAnswerBack(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	if a.b.ref.Result.Status != challenges.Failed {
		t.Fatalf("result %+v", a.b.ref.Result)
	}
	for range 5 {
		a.d.Step(a.b, kit.Intents{}, true)
	}
	text := a.b.ref.panelText()
	if strings.Contains(text, "Best answer") || strings.Contains(text, a.c.Explanation) || !strings.Contains(text, a.b.app.T("solo.tryAgain")) {
		t.Fatalf("the first miss's panel says %q", text)
	}
	if a.b.ref.working != nil || a.b.ref.known {
		t.Error("the answer is worked out before anyone asked for it")
	}
	if len(app.Challenges.Progress.Solved) != 0 {
		t.Fatal("a failed attempt was recorded")
	}
	if names := panelNames(a.b); names != "retry solution next back" {
		t.Fatalf("panel buttons %q, want retry solution next back", names)
	}
}

// TestShowSolutionGivesTheAnswer: Show solution puts the best answer and
// its explanation on the panel, in place.
func TestShowSolutionGivesTheAnswer(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	a.d.Step(a.b, kit.Intents{}, true)
	tapCard(a.d, a.b, a.b.ref.Play.Buttons[layout.PanelSolution])
	if len(a.b.game.Moves()) != 1 || !a.b.Decided() {
		t.Fatal("Show solution left the result panel")
	}
	wantAnswer(t, a)
}

// TestASecondMissShowsTheSolution: after Retry, a second wrong attempt
// gives the answer at once.
func TestASecondMissShowsTheSolution(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	a.d.Step(a.b, kit.Intents{}, true)
	tapCard(a.d, a.b, a.b.ref.Play.Buttons[layout.PanelRetry])
	if a.b.Decided() || a.b.ref.reveal {
		t.Fatal("Retry did not start again with the answer kept back")
	}
	a.tapMove(wrongMove(t, a.c))
	a.waitFor("the result panel", a.b.Decided)
	wantAnswer(t, a)
}

func TestHintKeyOnThePanelDoesNothing(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	a.d.Step(a.b, kit.Intents{}, true)
	var in kit.Intents
	in.Press(kit.ActHint)
	a.d.Step(a.b, in, true)
	if len(a.b.game.Moves()) != 1 || !a.b.Decided() || a.b.ref.reveal {
		t.Fatal("H on the result panel did something")
	}
}

// TestThePanelsButtonsShareOneLabelSize: on the phone, where "Show
// solution" is the longest label, every button of the result panel says
// its label at the same size, the largest at which all of them fit, so
// that no label is smaller than its neighbours'.
func TestThePanelsButtonsShareOneLabelSize(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	a := failed(t, app, "kalah-empty-pit")
	a.d.Step(a.b, kit.Intents{}, true)
	size, text := a.b.ref.labelSize(), a.b.text
	for i, br := range a.b.ref.Play.Buttons {
		if br.W == 0 {
			continue
		}
		label := app.T(panelLabels[i])
		if w := text.Width(label, size, kit.Bold); w > br.W-20 && size > 13 {
			t.Errorf("%q is %.0f px at %.0f px type, its button leaves %.0f", label, w, size, br.W-20)
		}
	}
	bigger := true
	for i, br := range a.b.ref.Play.Buttons {
		bigger = bigger && (br.W == 0 || text.Width(app.T(panelLabels[i]), size+1, kit.Bold) <= br.W-20)
	}
	if bigger && size < 18 {
		t.Errorf("labels at %.0f px when all fit at %.0f", size, size+1)
	}
}
