package play

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/scenetest"
	"mancala/scenes/settings"
)

// TestFeedbackScreenshots writes, when MANCALA_SHOTS names a directory, a
// refused tap on an empty pit, the status while the player's seeds are
// sown, and the settings drawn by the manager before their first Update.
func TestFeedbackScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	b, d, _ := feedbackBoard(t, "0,8,4,4,4,4/4,4,4,4,4,4 0 0 s", mute{})
	tapPlace(d, b, 0)
	for i := 0; i < 6; i++ {
		d.Step(b, kit.Intents{}, i == 5)
	}
	scenetest.Save(t, d.Screen, filepath.Join(dir, "refused-empty-pit.png"))
	tapPlace(d, b, 3)
	for i := 0; i < 20; i++ {
		d.Step(b, kit.Intents{}, i == 19)
	}
	scenetest.Save(t, d.Screen, filepath.Join(dir, "you-are-sowing.png"))
	m := core.NewManager(menu.NewMenu(scenetest.SceneApp()))
	m.SetCanvas(390, 844, 2)
	m.GoTo(settings.NewSettings(scenetest.SceneApp()))
	m.EndFade()
	screen := ebiten.NewImage(780, 1688)
	m.Draw(screen)
	scenetest.Save(t, screen, filepath.Join(dir, "settings-before-update-390x844.png"))
}
