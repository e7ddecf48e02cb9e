package locales

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"mancala/challenges"
	"mancala/i18n"
)

// The challenges' words are English in their data files
// (challenges/data); the other languages' are in their catalogues, under
// the keys each challenge's id derives (challenges.Challenge.Texts:
// "challenge.<id>.title", ".hint", ".explanation"). English's catalogue
// holds none of them, so none is reported unused.

// challengePrefix begins every key of the challenges' texts.
const challengePrefix = "challenge."

// isChallengeKey reports whether key is in the challenges' part of the
// catalogues.
func isChallengeKey(key string) bool { return strings.HasPrefix(key, challengePrefix) }

// challengeTexts are the challenges' English texts by key.
var challengeTexts = sync.OnceValues(func() (map[string]string, error) {
	set, err := challenges.Embedded()
	if err != nil {
		return nil, err
	}
	texts := map[string]string{}
	for _, c := range set.All() {
		for _, tx := range c.Texts() {
			texts[string(tx.Key)] = tx.English
		}
	}
	return texts, nil
})

// challengeEnglish returns the challenges' English texts by key, or stops
// the test.
func challengeEnglish(t *testing.T) map[string]string {
	t.Helper()
	texts, err := challengeTexts()
	if err != nil {
		t.Fatal(err)
	}
	return texts
}

// writesAll reports whether the numbers got hold each of the numbers
// want, as many times.
func writesAll(got, want []string) bool {
	for _, n := range want {
		i := slices.Index(got, n)
		if i < 0 {
			return false
		}
		got = slices.Delete(got, i, i+1)
	}
	return true
}

// TestEveryLanguageHasEveryChallengeText: each catalogue but English's
// has a text for every key the challenges derive, as a plain key, not
// empty, without placeholders, writing at least the numbers English
// writes in digits (a hint's "pit 4" stays pit 4; a "three" it spells
// may become 3).
func TestEveryLanguageHasEveryChallengeText(t *testing.T) {
	all := readAll(t)
	for _, l := range i18n.Languages[1:] {
		for key, en := range challengeEnglish(t) {
			text, ok := all[l.Code][key]
			switch {
			case !ok:
				t.Errorf("%s lacks %q", l.English, key)
			case strings.TrimSpace(text) == "":
				t.Errorf("%s: %q is empty", l.English, key)
			case strings.Contains(text, "{{"):
				t.Errorf("%s: %q holds a placeholder: %q", l.English, key, text)
			case !writesAll(numbers(text), numbers(en)):
				t.Errorf("%s: %q writes the numbers %v, English %v", l.English, key, numbers(text), numbers(en))
			}
		}
	}
}

// TestNoLanguageHasAChallengeTextTheDataDoesNotDerive: every challenge
// key of a catalogue is one a challenge derives (a key left from a
// challenge since removed or renamed is an error), and English's
// catalogue has none: its words are the data's.
func TestNoLanguageHasAChallengeTextTheDataDoesNotDerive(t *testing.T) {
	derived := challengeEnglish(t)
	for code, msgs := range readAll(t) {
		for key := range msgs {
			_, ok := derived[key]
			switch {
			case !isChallengeKey(key):
			case code == "en":
				t.Errorf("en.json has %q: the challenges' English is their data's (challenges/data)", key)
			case !ok:
				t.Errorf("%s.json has %q, which no challenge derives", code, key)
			}
		}
	}
}
