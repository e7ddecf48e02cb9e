//go:build !js

package play

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestReviewSpeaksEveryLanguage draws a finished game's review in every
// language on every canvas: a Congkak game's figures (its relays too)
// and moves, and a Kalah game's after Export, which a device with no
// files cannot save.
func TestReviewSpeaksEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws 98 boards")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	friends := func(r engine.Rules) func(app *core.App) core.Scene {
		return func(app *core.App) core.Scene {
			app.Settings.Speed = anim.Instant.String()
			return NewBoard(core.Config{Rules: r}, app)
		}
	}
	review := func(taps ...string) func(d *scenetest.Driver, s core.Scene) {
		return func(d *scenetest.Driver, s core.Scene) {
			b := s.(*Board)
			for ply := 0; !b.Over(); ply++ {
				if ply > 500 || !b.Play(b.facts.legal[0]) {
					t.Fatalf("the game did not end after %d moves", ply)
				}
			}
			b.tab.Stage.Finish()
			d.Step(b, kit.Intents{}, false)
			for _, name := range append([]string{"review"}, taps...) {
				scenetest.TapNamed(t, d, b, name)
			}
		}
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "review-congkak", Make: friends(engine.Congkak{}), Drive: review()},
		scenetest.Screen{Name: "review-kalah-exported", Make: friends(k), Drive: review("review-copy")},
	)
}
