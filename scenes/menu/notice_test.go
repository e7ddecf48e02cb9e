//go:build !js

package menu

import (
	"strings"
	"testing"

	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// These tests keep their saves in a directory: desktop only.

// TestDamagedGameIsToldOnTheMenuBelowTheTitle: an unreadable saved game is
// told on the menu, where Resume would be, in the player's words, in a box
// below the title that holds the whole message.
func TestDamagedGameIsToldOnTheMenuBelowTheTitle(t *testing.T) {
	app, dir := scenetest.DamagedStore(t, "game.json")
	d := scenetest.NewDriver(t, 390, 844, 3)
	m := NewMenu(app)
	d.Step(m, kit.Intents{}, true)
	want := "Your saved game could not be read; the file was kept as game.json.bad-1 and a new game starts."
	if m.note.Text != want || strings.Contains(m.note.Text, dir) {
		t.Fatalf("menu says %q, want %q", m.note.Text, want)
	}
	r, ok := scenetest.NamedRect(m, "notice")
	if !ok || r.Y < m.lay.Title.Y+m.lay.Title.H || r.Overlaps(m.lay.Title) {
		t.Fatalf("notice %+v covers the title %+v", r, m.lay.Title)
	}
	lines := kit.Wrap(app.Text, m.note.Text, kit.NoticeSize, r.W-2*kit.NoticePad)
	if need := float64(len(lines))*kit.NoticeSize*1.3 + kit.NoticeFoot; r.H < need {
		t.Errorf("notice %+v holds %d lines in less than %g px", r, len(lines), need)
	}
	for _, b := range m.lay.Buttons {
		if b.Overlaps(r) {
			t.Errorf("notice %+v covers the button %+v", r, b)
		}
	}
}
