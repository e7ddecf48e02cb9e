package settings

import (
	"slices"

	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// stepLanguage is the code of the language that choice i of the language
// row asks for when the game speaks current: the one before it
// (layout.VolDown), else the one after, round the list.
func stepLanguage(current string, i int) string {
	n := len(i18n.Languages)
	at := slices.IndexFunc(i18n.Languages, func(l i18n.Language) bool { return l.Code == current })
	if i == layout.VolDown {
		return i18n.Languages[(at+n-1)%n].Code
	}
	return i18n.Languages[(at+1)%n].Code
}

// askedLanguage is the code of the language the row last asked for: the
// one being loaded, else the one the game speaks. Two quick taps step two
// languages on even while the first still loads.
func (s *Settings) askedLanguage() string {
	if s.words != nil {
		return s.app.Settings.Language
	}
	return s.app.Language().Code
}

// takeWords gives the game the language the row asked for once it is
// loaded; where it could not be, the game goes on in the language it had
// and says so.
func (s *Settings) takeWords() {
	if !s.words.Done() {
		return
	}
	words, err := s.words.Result()
	s.words = nil
	if err != nil {
		s.app.Settings.Language = s.app.Language().Code
		s.msg = s.app.T("settings.notLoaded")
		if core.SaveSettings(s.app) != nil {
			s.msg = s.app.T(core.NotSaved)
		}
		return
	}
	s.app.Words = words
}
