package settings

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/theme"
)

// TestScreenshotsSettingsThemes draws the settings scene in both themes
// on the theme screenshots' canvases, and writes them to MANCALA_SHOTS.
func TestScreenshotsSettingsThemes(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, th := range theme.All {
		for _, sz := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}} {
			name := fmt.Sprintf("%s-%gx%g", th.Name, sz.w, sz.h)
			shotSettings(t, dir, th.Name, sz.w, sz.h, sz.scale, "settings-"+name, true)
		}
	}
	shotSettings(t, dir, saves.Wood, 1280, 720, 1, "settings-silent-1280x720", false)
}

// shotSettings saves the settings scene in theme th, the keyboard's
// focus on one row; without sound, as where there is no sound device.
func shotSettings(t *testing.T, dir string, th saves.Theme, w, h, scale float64, name string, sound bool) {
	app := scenetest.NewTestApp()
	if !sound {
		app.Sound = kit.Silent{}
	}
	app.Settings.Theme, app.Settings.PitNumbers = th, true
	s := NewSettings(app)
	d := scenetest.NewDriver(t, w, h, scale)
	for i := 0; i < 4; i++ { // the keyboard's focus on the theme row
		var in kit.Intents
		in.Press(kit.ActDown)
		d.Step(s, in, true)
	}
	scenetest.Save(t, d.Screen, filepath.Join(dir, name+".png"))
}
