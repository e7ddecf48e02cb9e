//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/saves"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// These tests keep their saves in a directory: desktop only.

// TestDamagedSettingsAreToldInThePlayersWords: unreadable settings at
// start-up give the defaults and the menu's notice, without a path.
func TestDamagedSettingsAreToldInThePlayersWords(t *testing.T) {
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base)
	dir := filepath.Join(base, "mancala")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte("{\"version\":1,"), 0o644); err != nil {
		t.Fatal(err)
	}
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}}
	openStore(app)
	want := "Your settings could not be read; the file was kept as settings.json.bad-1 and the defaults are used."
	if app.Notice != want || app.Settings != saves.DefaultSettings() {
		t.Fatalf("notice %q with settings %+v; want %q", app.Notice, app.Settings, want)
	}
}

// TestNoticeScreenshots draws the challenge browser telling of damaged
// progress, on a desktop and on phones, and writes them to MANCALA_SHOTS
// when it names a directory.
func TestNoticeScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {667, 375, 2}} {
		app, _ := scenetest.DamagedStore(t, "progress.json")
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		cb := challengebrowser.NewChallengeBrowser(app).(*challengebrowser.ChallengeBrowser)
		app.ChallengeData().Wait()
		d.Step(cb, kit.Intents{}, true)
		d.Step(cb, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("notice-browser-%gx%g.png", sz[0], sz[1])))
	}
}
