// Package locales holds the game's message catalogues, one JSON file per
// language (en.json, fr.json, ...), which translators edit: see the
// README's "Languages". English is embedded in every build; natively
// every language is, while the browser's page fetches the one its player
// chose (the files are served beside the page), so that each language
// does not weigh on everyone's download.
package locales

import (
	_ "embed" // English
	"fmt"
	"sync"

	"mancala/i18n"
)

//go:embed en.json
var englishJSON []byte

// english is the English catalogue, parsed once.
var english = sync.OnceValue(func() *i18n.Catalog {
	c, err := i18n.Parse(i18n.Languages[0], englishJSON, nil)
	if err != nil {
		// The catalogues' tests parse every file: this cannot ship.
		panic(err)
	}
	return c
})

// English is the English catalogue, every other one's fallback.
func English() *i18n.Catalog { return english() }

// Parse reads the catalogue of the language with code from data, English
// filling what it lacks.
func Parse(code string, data []byte) (*i18n.Catalog, error) {
	lang, ok := i18n.ByCode(code)
	if !ok {
		return nil, fmt.Errorf("locales: the game does not speak %q", code)
	}
	if code == "en" {
		return English(), nil
	}
	return i18n.Parse(lang, data, English())
}

// FileName is the file of the catalogue of the language with code.
func FileName(code string) string { return code + ".json" }
