package play

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// challengeScreen is challenge id on the board, brought by drive to the
// state to check.
func challengeScreen(t *testing.T, name, id string, drive func(a *attempt)) scenetest.Screen {
	return scenetest.Screen{
		Name: name,
		Make: func(app *core.App) core.Scene {
			delete(app.ChallengeData().Misses, id) // each canvas's attempt is a first one
			return NewChallengeBoard(app, challengeByID(t, id))
		},
		Drive: func(d *scenetest.Driver, s core.Scene) {
			b := s.(*Board)
			drive(&attempt{t: t, d: d, b: b, c: b.ref.C})
		},
	}
}

// askHint presses the hint key and waits for the hint's words.
func askHint(a *attempt) {
	var in kit.Intents
	in.Press(kit.ActHint)
	a.d.Step(a.b, in, true)
	a.waitFor("the hint", func() bool { return a.b.ref.hintOn })
}

// missOnce plays a wrong first move and waits for the result panel.
func missOnce(a *attempt) {
	a.tapMove(wrongMove(a.t, a.c))
	a.waitFor("the result panel", a.b.Decided)
}

// solveIt plays the best answer and waits for the panel to give it.
func solveIt(a *attempt) {
	a.playSolution()
	a.waitFor("the best answer", func() bool { return a.b.ref.known })
}

// TestChallengesSpeakEveryLanguage: a challenge being played, its goal
// over the board and its hint asked for (the longest hint); the result
// panel after a first miss (Retry, Show solution); and after solving (the
// best answer and the longest explanation), in every language on every
// canvas: every text fits and is the language's.
func TestChallengesSpeakEveryLanguage(t *testing.T) {
	scenetest.CheckEveryLanguage(t,
		challengeScreen(t, "challenge-hint", "oware-clean-sweep", askHint),
		challengeScreen(t, "challenge-missed", "bao-first-capture", missOnce),
		challengeScreen(t, "challenge-solved", "oware-stop-at-the-end", solveIt),
	)
}

// TestEveryChallengesHintAndAnswerFitInEveryLanguage: on a board of each
// game on each canvas, in every language, every challenge's goal fits
// over the board, its hint fits its card and its solved panel (the verdict, the best answer and the
// explanation) fits the panel, at no less than scenetest.MinFit of their
// type and without an ellipsis.
func TestEveryChallengesHintAndAnswerFitInEveryLanguage(t *testing.T) {
	set, err := challenges.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	solutions := map[string][]engine.Move{}
	for _, c := range set.All() {
		if solutions[c.ID], err = challenges.Solution(c); err != nil {
			t.Fatal(err)
		}
	}
	dst := ebiten.NewImage(8, 8) // what is drawn is not looked at
	for _, app := range scenetest.LanguageApps(t) {
		text, err := kit.NewText()
		if err != nil {
			t.Fatal(err)
		}
		app.Text = text
		for v := range engine.Variant(4) {
			list := set.Variant(v)
			for _, cv := range scenetest.Canvases {
				b := NewChallengeBoard(app, list[0])
				b.Resize(cv[0], cv[1], cv[2])
				where := fmt.Sprintf("%s, %gx%g", app.Language().English, cv[0], cv[1])
				text.Cramped = func(s string, size, fitted float64, overflow bool) {
					if overflow || fitted < scenetest.MinFit*size {
						t.Errorf("%s: %q drawn at %.0f px of %.0f (overflowing: %v)", where, s, fitted, size, overflow)
					}
				}
				for _, c := range list {
					r := b.ref
					r.C, r.hintOn, r.reveal, r.known, r.solution = c, true, true, true, solutions[c.ID]
					r.Result = challenges.Result{Status: challenges.Met, Score: max(c.Goal.N, 1)}
					r.layout()
					r.drawGoal(dst, c.TitleIn(app), c.Goal.DescribeIn(app), c.Mover())
				}
				text.Cramped = nil
			}
		}
	}
}
