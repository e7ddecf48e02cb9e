package core

import (
	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/scenes/kit"
)

// T is the message of key in the game's language (App.Words; English
// where there are none yet, as in a test's App), its placeholders filled
// by args.
func (a *App) T(key i18n.Key, args ...i18n.Arg) string {
	if a == nil || a.Words == nil {
		return locales.English().T(key, args...)
	}
	return a.Words.T(key, args...)
}

// Language is the language the game speaks.
func (a *App) Language() i18n.Language {
	if a == nil || a.Words == nil {
		return i18n.Languages[0]
	}
	return a.Words.Language()
}

// LanguageOf is the code of the language settings ask for: the one the
// player chose, else the best of the device's preferred languages.
func LanguageOf(settings string) string {
	if _, ok := i18n.ByCode(settings); ok {
		return settings
	}
	return i18n.Match(devicePreferences()...).Code
}

// LoadWords returns the catalogue of the language with code, waiting for
// it (the browser fetches it): for the game's start, before its first
// frame. Where it cannot be had the game speaks English, and says why on
// the log.
func LoadWords(code string) *i18n.Catalog {
	c, err := locales.Load(code)
	if err != nil {
		kit.LogDetail(err)
		return locales.English()
	}
	return c
}

// StartWords starts loading the catalogue of the language with code off
// the frame (the browser fetches it): the settings scene takes it when
// the job is done.
func StartWords(code string) *Job[*i18n.Catalog] {
	return StartJob(func() (*i18n.Catalog, error) { return locales.Load(code) })
}
