package challengebrowser

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// solveHalf records every other challenge as solved, so that cards show
// results and the others "not solved yet".
func solveHalf(data *core.ChallengeState) {
	for i, c := range data.Set.All() {
		if i%2 == 0 {
			data.Progress.Solved[c.ID] = saves.Solved{Score: max(c.Goal.N, 1), Moves: 3}
		}
	}
}

// browserScreen is the browser on game v's tab, half its challenges
// solved.
func browserScreen(t *testing.T, v engine.Variant) scenetest.Screen {
	return scenetest.Screen{
		Name: "challenges-" + v.String(),
		Make: func(app *core.App) core.Scene {
			data := app.ChallengeData()
			data.Wait()
			solveHalf(data)
			return NewChallengeBrowser(app)
		},
		Drive: func(d *scenetest.Driver, s core.Scene) {
			cb := s.(*ChallengeBrowser)
			for i := 0; !cb.built; i++ {
				if i > 1000 {
					t.Fatal("the challenges never loaded")
				}
				d.Step(cb, kit.Intents{}, true)
				time.Sleep(time.Millisecond)
			}
			tapCard(d, cb, cb.lay.Tabs[v])
		},
	}
}

// TestTheChallengeBrowserSpeaksEveryLanguage: every game's tab in every
// language on every canvas: the header, the tabs, the headings and the
// cards in view fit and are the language's.
func TestTheChallengeBrowserSpeaksEveryLanguage(t *testing.T) {
	var screens []scenetest.Screen
	for v := range engine.Variant(4) {
		screens = append(screens, browserScreen(t, v))
	}
	scenetest.CheckEveryLanguage(t, screens...)
}

// TestEveryChallengesCardFitsInEveryLanguage: each challenge's card,
// solved and not, as wide as a card is on each canvas, in every
// language: its title, its goal and its result fit at no less than
// scenetest.MinFit of their size.
func TestEveryChallengesCardFitsInEveryLanguage(t *testing.T) {
	widths := map[float64]bool{}
	for _, c := range scenetest.Canvases {
		widths[layout.ComputeChallengeList(c[0], c[1], []int{1}).Cards[0].W] = true
	}
	dst := ebiten.NewImage(460, 160)
	for _, app := range scenetest.LanguageApps(t) {
		text, err := kit.NewText()
		if err != nil {
			t.Fatal(err)
		}
		app.Text = text
		code := app.Language().Code
		text.Cramped = func(s string, size, fitted float64, overflow bool) {
			if overflow || fitted < scenetest.MinFit*size {
				t.Errorf("%s: %q drawn at %.0f px of %.0f (overflowing: %v)", code, s, fitted, size, overflow)
			}
		}
		cb := NewChallengeBrowser(app).(*ChallengeBrowser)
		cb.data.Wait()
		for _, c := range cb.data.Set.All() {
			for w := range widths {
				cb.drawCard(dst, cb.painter(), layout.Rect{W: w, H: 150}, c, false)
				cb.data.Progress.Solved[c.ID] = saves.Solved{Score: max(c.Goal.N, 1), Moves: 3}
				cb.drawCard(dst, cb.painter(), layout.Rect{W: w, H: 150}, c, false)
				delete(cb.data.Progress.Solved, c.ID)
			}
		}
	}
}
