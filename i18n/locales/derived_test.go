package locales

import (
	"slices"
	"strings"
	"testing"

	"mancala/challenges"
	"mancala/i18n"
	"mancala/rulesbook"
)

// A derivedPart is a part of the catalogues whose English is in data
// files and whose keys the data derives: the rules pages'
// ("rules.kalah.1.title", see rulesbook.Book.Texts) and the challenges'
// ("challenge.<id>.hint", see challenges.Challenge.Texts). English's
// catalogue holds none of their keys, so none is reported unused.
type derivedPart struct {
	name, prefix, data string
	english            func() (map[string]string, error) // the English texts by key
	// sameNumbers: a translation writes exactly the numbers English writes
	// in digits (a rule's counts); else at least those (a hint's "three"
	// may become 3).
	sameNumbers bool
}

var derivedParts = []derivedPart{
	{"the rules book", "rules.", "rulesbook/data", rulesTexts, true},
	{"the challenges", "challenge.", "challenges/data", challengeTexts, false},
}

// isDerivedKey reports whether key is in a derived part.
func isDerivedKey(key string) bool {
	return slices.ContainsFunc(derivedParts, func(p derivedPart) bool { return strings.HasPrefix(key, p.prefix) })
}

// rulesTexts are the rules book's English texts by key.
func rulesTexts() (map[string]string, error) {
	b, err := rulesbook.Embedded()
	if err != nil {
		return nil, err
	}
	texts := map[string]string{}
	for _, tx := range b.Texts() {
		texts[string(tx.Key)] = tx.English
	}
	return texts, nil
}

// challengeTexts are the challenges' English texts by key.
func challengeTexts() (map[string]string, error) {
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
}

// TestEveryLanguageHasEveryDerivedText: each catalogue but English's has
// a text for every key the rules book and the challenges derive, as a
// plain key, not empty, without placeholders or line breaks, and writing
// the numbers English writes in digits.
func TestEveryLanguageHasEveryDerivedText(t *testing.T) {
	all := readAll(t)
	for _, part := range derivedParts {
		english, err := part.english()
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range i18n.Languages[1:] {
			for key, en := range english {
				if why := derivedFlaw(part, all[l.Code], key, en); why != "" {
					t.Errorf("%s: %q %s", l.English, key, why)
				}
			}
		}
	}
}

// derivedFlaw says what is wrong with msgs' text for key of part, whose
// English is en; "" when nothing is.
func derivedFlaw(part derivedPart, msgs map[string]string, key, en string) string {
	text, ok := msgs[key]
	got, want := numbers(text), numbers(en)
	switch {
	case !ok:
		return "is missing"
	case strings.TrimSpace(text) == "":
		return "is empty"
	case strings.Contains(text, "{{") || strings.Contains(text, "\n"):
		return "holds a placeholder or a line break: " + text
	case part.sameNumbers && !slices.Equal(got, want), !part.sameNumbers && !writesAll(got, want):
		return "writes the numbers " + strings.Join(got, " ") + ", English " + strings.Join(want, " ")
	}
	return ""
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

// TestNoLanguageHasADerivedTextItsDataDoesNotDerive: every key of a
// derived part in a catalogue is one its data derives (a key left from a
// page, a paragraph or a challenge since removed is an error), and
// English's catalogue has none: its words are the data's.
func TestNoLanguageHasADerivedTextItsDataDoesNotDerive(t *testing.T) {
	all := readAll(t)
	for _, part := range derivedParts {
		derived, err := part.english()
		if err != nil {
			t.Fatal(err)
		}
		for code, msgs := range all {
			for key := range msgs {
				_, ok := derived[key]
				switch {
				case !strings.HasPrefix(key, part.prefix):
				case code == "en":
					t.Errorf("en.json has %q: the English of %s is its data's (%s)", key, part.name, part.data)
				case !ok:
					t.Errorf("%s.json has %q, which %s does not derive", code, key, part.name)
				}
			}
		}
	}
}
