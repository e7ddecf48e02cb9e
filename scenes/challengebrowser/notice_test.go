//go:build !js

package challengebrowser

import (
	"strings"
	"testing"

	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// These tests keep their saves in a directory: desktop only.

// TestDamagedProgressIsToldInTheChallengeBrowser: unreadable challenge
// progress is told in the browser as it opens, in the player's words (no
// path, no Go error), under the tabs; the menu never gets it; a tap
// closes it.
func TestDamagedProgressIsToldInTheChallengeBrowser(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		app, dir := scenetest.DamagedStore(t, "progress.json")
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		cb := NewChallengeBrowser(app).(*ChallengeBrowser)
		cb.data.Wait()
		d.Step(cb, kit.Intents{}, true)
		d.Step(cb, kit.Intents{}, true)
		want := "Your challenge progress could not be read; the file was kept as progress.json.bad-"
		if !strings.HasPrefix(cb.note.Text, want) || strings.Contains(cb.note.Text, dir) || app.Notice != "" {
			t.Fatalf("browser says %q, the app keeps %q; want %q...", cb.note.Text, app.Notice, want)
		}
		r, ok := scenetest.NamedRect(cb, "notice")
		if !ok || r.Y < cb.lay.Tabs[0].Y+cb.lay.Tabs[0].H || cb.lay.View.Y < r.Y+r.H {
			t.Fatalf("notice %+v (%v) is not between the tabs %+v and the list %+v", r, ok, cb.lay.Tabs[0], cb.lay.View)
		}
		scenetest.TapNamed(t, d, cb, "notice")
		if _, ok := scenetest.NamedRect(cb, "notice"); ok || len(d.Sw.To) != 0 || cb.lay.Notice.H != 0 {
			t.Fatalf("a tap on the notice left it, or opened %v", d.Sw.To)
		}
	}
}
