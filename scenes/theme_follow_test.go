package scenes

import (
	"image/color"
	"testing"

	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestEveryScreenFollowsTheThemeAtOnce: every scene, switched to High
// contrast while it shows, draws its next frame in High contrast: its
// table's corner changes colour from one frame to the next.
func TestEveryScreenFollowsTheThemeAtOnce(t *testing.T) {
	for name, mk := range sceneMakers(t) {
		app := scenetest.SceneApp()
		sc := mk(app)
		d := scenetest.NewDriver(t, 640, 360, 1)
		d.Step(sc, kit.Intents{}, true)
		wood := d.Screen.At(1, 1).(color.RGBA)
		app.Settings.Theme = saves.Contrast
		d.Step(sc, kit.Intents{}, true)
		if c := d.Screen.At(1, 1).(color.RGBA); c == wood {
			t.Errorf("%s: the table is %v in both themes", name, c)
		}
	}
}
