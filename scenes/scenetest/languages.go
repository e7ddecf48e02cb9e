package scenetest

import (
	"testing"

	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/scenes/core"
)

// LanguageApps are a test app speaking each language the game ships,
// English first, for tests that draw a screen in every language.
func LanguageApps(t testing.TB) []*core.App {
	t.Helper()
	var apps []*core.App
	for _, l := range i18n.Languages {
		words, err := locales.Load(l.Code)
		if err != nil {
			t.Fatal(err)
		}
		app := NewTestApp()
		app.Words = words
		apps = append(apps, app)
	}
	return apps
}
