// Package i18n gives the game's words in the player's language: message
// catalogues read from flat JSON files a translator edits without Go
// (i18next's format, which Weblate and Crowdin read), plural forms and
// numbers written each language's way, and the choice of a language from
// the player's preferences. It does not import golang.org/x/text at run
// time: the plural rules and number symbols of the languages shipped are
// compiled from x/text's CLDR data by cmd/i18n-gen (see package cldr),
// which keeps the browser's page small.
package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// ErrMalformed is the error of a catalogue that is not a flat JSON object
// of strings, or whose texts have a placeholder left open.
var ErrMalformed = errors.New("i18n: malformed catalogue")

// A Catalog is one language's messages by key. A text may hold
// placeholders, {{name}}, filled by T's arguments; a key whose text
// depends on a count has a form per plural category instead, key_one and
// key_other, as i18next writes them. A key the catalogue lacks is taken
// from its fallback (English), so an unfinished translation shows English
// words, never a key.
type Catalog struct {
	lang     Language
	messages map[string]string
	fallback *Catalog
}

// Parse reads the catalogue of language lang from data, falling back to
// fallback (nil for English itself).
func Parse(lang Language, data []byte, fallback *Catalog) (*Catalog, error) {
	var messages map[string]string
	if err := json.Unmarshal(data, &messages); err != nil {
		return nil, fmt.Errorf("%w (%s): %v", ErrMalformed, lang.Code, err)
	}
	for key, text := range messages {
		if err := checkPlaceholders(text); err != nil {
			return nil, fmt.Errorf("%w (%s): %s: %v", ErrMalformed, lang.Code, key, err)
		}
	}
	return &Catalog{lang: lang, messages: messages, fallback: fallback}, nil
}

// checkPlaceholders fails on a text with "{{" not closed by "}}", or an
// empty placeholder.
func checkPlaceholders(text string) error {
	for rest := text; ; {
		open := strings.Index(rest, "{{")
		if open < 0 {
			return nil
		}
		end := strings.Index(rest[open:], "}}")
		if end < 0 {
			return errors.New("a placeholder is not closed")
		}
		if strings.TrimSpace(rest[open+2:open+end]) == "" {
			return errors.New("a placeholder has no name")
		}
		rest = rest[open+end+2:]
	}
}

// Language is the catalogue's language.
func (c *Catalog) Language() Language { return c.lang }

// Has reports whether the catalogue itself (not its fallback) has key, in
// any plural form.
func (c *Catalog) Has(key string) bool {
	_, ok := c.messages[key]
	_, one := c.messages[key+"_one"]
	_, other := c.messages[key+"_other"]
	return ok || one || other
}
