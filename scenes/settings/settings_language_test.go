package settings

import (
	"testing"

	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// TestTheLanguageRowStepsRoundTheLanguagesAndSpeaksAtOnce: › chooses the
// next language and the scene speaks it once it is loaded, ‹ from the
// first goes round to the last, the keyboard's left and right do the
// same, and the choice is saved.
func TestTheLanguageRowStepsRoundTheLanguagesAndSpeaksAtOnce(t *testing.T) {
	app := scenetest.StoreApp(t)
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(s, kit.Intents{}, true)
	language := func() string {
		t.Helper()
		if s.words != nil {
			if _, err := s.words.Wait(); err != nil {
				t.Fatal(err)
			}
		}
		d.Step(s, kit.Intents{}, true)
		return s.app.Language().Code
	}
	scenetest.TapNamed(t, d, s, "language-next")
	if got := language(); got != "fr" || app.Settings.Language != "fr" || s.app.T("settings.title") != "Réglages" {
		t.Fatalf("after ›: %s, settings %q, title %q", got, app.Settings.Language, s.app.T("settings.title"))
	}
	if st, _ := app.Store.LoadSettings(); st.Language != "fr" {
		t.Errorf("saved language %q", st.Language)
	}
	scenetest.TapNamed(t, d, s, "language-previous")
	scenetest.TapNamed(t, d, s, "language-previous")
	if got, last := language(), i18n.Languages[len(i18n.Languages)-1].Code; got != last {
		t.Errorf("‹ from English: %s, want %s", got, last)
	}
	s.focus = int(layout.SetLanguage)
	var right kit.Intents
	right.Press(kit.ActRight)
	d.Step(s, right, true)
	if got := language(); got != "en" || s.choiceLabel(layout.SetLanguage, layout.VolBar) != "English" {
		t.Errorf("→ from the last: %s", got)
	}
	if app.Settings.Language != "en" {
		t.Errorf("settings %+v", app.Settings)
	}
	_ = saves.DefaultSettings
}
