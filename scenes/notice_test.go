//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/saves"
	"mancala/scenes/layout"
)

// These tests keep their saves in a directory: desktop only.

// damagedStore returns an app whose store holds the record name with
// garbage in it, and the store's directory.
func damagedStore(t *testing.T, name string) (*App, string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("\x00\x00garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	app := menuApp()
	app.Store = st
	return app, dir
}

// noticeRect returns the rect the scene names "notice", and false when it
// shows none.
func noticeRect(s debugScene) (layout.Rect, bool) {
	var ds DebugState
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
		d := newDriver(t, sz[0], sz[1], sz[2])
		cb := NewChallengeBrowser(app).(*ChallengeBrowser)
		cb.data.wait()
		d.step(cb, Intents{}, true)
		d.step(cb, Intents{}, true)
		want := "Your challenge progress could not be read; the damaged file was kept as progress.json.bad-"
		if !strings.HasPrefix(cb.note.text, want) || strings.Contains(cb.note.text, dir) || app.Notice != "" {
			t.Fatalf("browser says %q, the app keeps %q; want %q...", cb.note.text, app.Notice, want)
		}
		r, ok := noticeRect(cb)
		if !ok || r.Y < cb.lay.Tabs[0].Y+cb.lay.Tabs[0].H || cb.lay.View.Y < r.Y+r.H {
			t.Fatalf("notice %+v (%v) is not between the tabs %+v and the list %+v", r, ok, cb.lay.Tabs[0], cb.lay.View)
		}
		tapNamed(t, d, cb, "notice")
		if _, ok := noticeRect(cb); ok || len(d.sw.to) != 0 || cb.lay.Notice.H != 0 {
			t.Fatalf("a tap on the notice left it, or opened %v", d.sw.to)
		}
	}
}

// TestDamagedGameIsToldOnTheMenuBelowTheTitle: an unreadable saved game is
// told on the menu, where Resume would be, in the player's words, in a box
// below the title that holds the whole message.
func TestDamagedGameIsToldOnTheMenuBelowTheTitle(t *testing.T) {
	app, dir := damagedStore(t, "game.json")
	d := newDriver(t, 390, 844, 3)
	m := NewMenu(app)
	d.step(m, Intents{}, true)
	want := "Your saved game could not be read; the damaged file was kept as game.json.bad-1 and a new game starts."
	if m.note.text != want || strings.Contains(m.note.text, dir) {
		t.Fatalf("menu says %q, want %q", m.note.text, want)
	}
	r, ok := noticeRect(m)
	if !ok || r.Y < m.lay.Title.Y+m.lay.Title.H || r.Overlaps(m.lay.Title) {
		t.Fatalf("notice %+v covers the title %+v", r, m.lay.Title)
	}
	lines := wrap(app.Text, m.note.text, noticeSize, r.W-2*noticePad)
	if need := float64(len(lines))*noticeSize*1.3 + noticeFoot; r.H < need {
		t.Errorf("notice %+v holds %d lines in less than %g px", r, len(lines), need)
	}
	for _, b := range m.lay.Buttons {
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
	app := &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}}
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
		d := newDriver(t, sz[0], sz[1], sz[2])
		cb := NewChallengeBrowser(app).(*ChallengeBrowser)
		cb.data.wait()
		d.step(cb, Intents{}, true)
		d.step(cb, Intents{}, true)
		save(t, d.screen, filepath.Join(dir, fmt.Sprintf("notice-browser-%gx%g.png", sz[0], sz[1])))
	}
}
