//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/saves"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/menu"
	"mancala/scenes/scenetest"
)

// These tests keep their saves in a directory: desktop only.

// damagedStore returns an app whose store holds the record name with
// garbage in it, and the store's directory.
func damagedStore(t *testing.T, name string) (*core.App, string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("\x00\x00garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	app := scenetest.MenuApp()
	app.Store = st
	return app, dir
}

// noticeRect returns the rect the scene names "notice", and false when it
// shows none.
func noticeRect(s scenetest.DebugScene) (layout.Rect, bool) {
	var ds core.DebugState
	s.Debug(&ds)
	for _, b := range ds.Buttons {
		if b.Name == "notice" {
			return layout.Rect{X: b.Rect[0], Y: b.Rect[1], W: b.Rect[2], H: b.Rect[3]}, true
		}
	}
	return layout.Rect{}, false
}

// TestDamagedProgressIsToldInTheChallengeBrowser: unreadable challenge
// progress is told in the browser as it opens, in the player's words (no
// path, no Go error), under the tabs; the menu never gets it; a tap
// closes it.
func TestDamagedProgressIsToldInTheChallengeBrowser(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		app, dir := damagedStore(t, "progress.json")
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		cb := challengebrowser.NewChallengeBrowser(app).(*challengebrowser.ChallengeBrowser)
		cb.Data.Wait()
		d.Step(cb, kit.Intents{}, true)
		d.Step(cb, kit.Intents{}, true)
		want := "Your challenge progress could not be read; the damaged file was kept as progress.json.bad-"
		if !strings.HasPrefix(cb.Note.Text, want) || strings.Contains(cb.Note.Text, dir) || app.Notice != "" {
			t.Fatalf("browser says %q, the app keeps %q; want %q...", cb.Note.Text, app.Notice, want)
		}
		r, ok := noticeRect(cb)
		if !ok || r.Y < cb.Lay.Tabs[0].Y+cb.Lay.Tabs[0].H || cb.Lay.View.Y < r.Y+r.H {
			t.Fatalf("notice %+v (%v) is not between the tabs %+v and the list %+v", r, ok, cb.Lay.Tabs[0], cb.Lay.View)
		}
		scenetest.TapNamed(t, d, cb, "notice")
		if _, ok := noticeRect(cb); ok || len(d.Sw.To) != 0 || cb.Lay.Notice.H != 0 {
			t.Fatalf("a tap on the notice left it, or opened %v", d.Sw.To)
		}
	}
}

// TestDamagedGameIsToldOnTheMenuBelowTheTitle: an unreadable saved game is
// told on the menu, where Resume would be, in the player's words, in a box
// below the title that holds the whole message.
func TestDamagedGameIsToldOnTheMenuBelowTheTitle(t *testing.T) {
	app, dir := damagedStore(t, "game.json")
	d := scenetest.NewDriver(t, 390, 844, 3)
	m := menu.NewMenu(app)
	d.Step(m, kit.Intents{}, true)
	want := "Your saved game could not be read; the damaged file was kept as game.json.bad-1 and a new game starts."
	if m.Note.Text != want || strings.Contains(m.Note.Text, dir) {
		t.Fatalf("menu says %q, want %q", m.Note.Text, want)
	}
	r, ok := noticeRect(m)
	if !ok || r.Y < m.Lay.Title.Y+m.Lay.Title.H || r.Overlaps(m.Lay.Title) {
		t.Fatalf("notice %+v covers the title %+v", r, m.Lay.Title)
	}
	lines := kit.Wrap(app.Text, m.Note.Text, kit.NoticeSize, r.W-2*kit.NoticePad)
	if need := float64(len(lines))*kit.NoticeSize*1.3 + kit.NoticeFoot; r.H < need {
		t.Errorf("notice %+v holds %d lines in less than %g px", r, len(lines), need)
	}
	for _, b := range m.Lay.Buttons {
		if b.Overlaps(r) {
			t.Errorf("notice %+v covers the button %+v", r, b)
		}
	}
}

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
	want := "Your settings could not be read; the damaged file was kept as settings.json.bad-1 and the defaults are used."
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
		app, _ := damagedStore(t, "progress.json")
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		cb := challengebrowser.NewChallengeBrowser(app).(*challengebrowser.ChallengeBrowser)
		cb.Data.Wait()
		d.Step(cb, kit.Intents{}, true)
		d.Step(cb, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("notice-browser-%gx%g.png", sz[0], sz[1])))
	}
}
