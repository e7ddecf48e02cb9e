package locales

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"mancala/i18n"
	"mancala/rulesbook"
)

// The rules pages' words are English in the rules book's files
// (rulesbook/data); the other languages' are in their catalogues, under
// the keys the book derives from where each text stands
// (rulesbook.Book.Texts: "rules.kalah.1.title", ...). English's catalogue
// holds none of them.

// rulesPrefix begins every key of the rules book's texts.
const rulesPrefix = "rules."

// isRulesKey reports whether key is in the rules book's part of the
// catalogues.
func isRulesKey(key string) bool { return strings.HasPrefix(key, rulesPrefix) }

// rulesTexts are the rules book's English texts by key.
var rulesTexts = sync.OnceValues(func() (map[string]string, error) {
	b, err := rulesbook.Embedded()
	if err != nil {
		return nil, err
	}
	texts := map[string]string{}
	for _, tx := range b.Texts() {
		texts[string(tx.Key)] = tx.English
	}
	return texts, nil
})

// rulesEnglish returns the rules book's English texts by key, or stops
// the test.
func rulesEnglish(t *testing.T) map[string]string {
	t.Helper()
	texts, err := rulesTexts()
	if err != nil {
		t.Fatal(err)
	}
	return texts
}

// rulesKeys reports, by key, the keys the rules book derives.
func rulesKeys(t *testing.T) map[string]bool {
	t.Helper()
	keys := map[string]bool{}
	for k := range rulesEnglish(t) {
		keys[k] = true
	}
	return keys
}

// TestEveryLanguageHasEveryRulesText: each catalogue but English's has a
// text for every key the rules book derives, as a plain key (no plural
// forms), not empty, without placeholders or line breaks.
func TestEveryLanguageHasEveryRulesText(t *testing.T) {
	all := readAll(t)
	for _, l := range i18n.Languages[1:] {
		for key := range rulesEnglish(t) {
			text, ok := all[l.Code][key]
			switch {
			case !ok:
				t.Errorf("%s lacks %q", l.English, key)
			case strings.TrimSpace(text) == "":
				t.Errorf("%s: %q is empty", l.English, key)
			case strings.Contains(text, "{{") || strings.Contains(text, "\n"):
				t.Errorf("%s: %q holds a placeholder or a line break: %q", l.English, key, text)
			}
		}
	}
}

// TestNoLanguageHasARulesTextTheBookDoesNotDerive: every rules key of a
// catalogue is one the rules book derives (a key left from a page, a
// paragraph or a caption since removed is an error), and English's
// catalogue has none: its rules are the book's files.
func TestNoLanguageHasARulesTextTheBookDoesNotDerive(t *testing.T) {
	derived := rulesKeys(t)
	for code, msgs := range readAll(t) {
		for key := range msgs {
			switch {
			case !isRulesKey(key):
			case code == "en":
				t.Errorf("en.json has %q: the rules' English is the book's (rulesbook/data)", key)
			case !derived[key]:
				t.Errorf("%s.json has %q, which the rules book does not derive", code, key)
			}
		}
	}
}

// TestRulesTextsKeepTheirNumbers: a translated rules text writes the
// numbers English writes in digits, no more and no fewer (in any order):
// an intro names the pit its demonstration sows and the seeds it holds,
// and a rule its counts.
func TestRulesTextsKeepTheirNumbers(t *testing.T) {
	all := readAll(t)
	for _, l := range i18n.Languages[1:] {
		for key, en := range rulesEnglish(t) {
			text, ok := all[l.Code][key]
			if got, want := numbers(text), numbers(en); ok && !slices.Equal(got, want) {
				t.Errorf("%s: %q writes the numbers %v, English %v", l.English, key, got, want)
			}
		}
	}
}
