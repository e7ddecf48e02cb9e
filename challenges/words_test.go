package challenges

import (
	"slices"
	"testing"

	"mancala/i18n"
)

// frenchWith returns a French catalogue holding only messages, over an
// English one that holds none (as English's holds no challenge's words).
func frenchWith(t *testing.T, messages string) *i18n.Catalog {
	t.Helper()
	en, err := i18n.Parse(i18n.Languages[0], []byte(`{}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	fr, _ := i18n.ByCode("fr")
	c, err := i18n.Parse(fr, []byte(messages), en)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestAChallengeSpeaksItsCataloguesWordsElseTheDatas: a challenge's title
// comes from the catalogue under the key its id derives; a text the
// catalogue lacks is the data's English, never the key.
func TestAChallengeSpeaksItsCataloguesWordsElseTheDatas(t *testing.T) {
	set, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	c, _ := set.Get("kalah-empty-pit")
	w := frenchWith(t, `{"challenge.kalah-empty-pit.title": "Trou vide, face pleine"}`)
	if got := c.TitleIn(w); got != "Trou vide, face pleine" {
		t.Errorf("title %q", got)
	}
	if got := c.HintIn(w); got != c.Hint {
		t.Errorf("hint %q, want the data's %q", got, c.Hint)
	}
	if got := c.ExplanationIn(w); got != c.Explanation {
		t.Errorf("explanation %q, want the data's %q", got, c.Explanation)
	}
}

// TestAChallengesTextsAreKeyedByItsID: title, hint and explanation (only
// where there is one) under "challenge.<id>.<field>".
func TestAChallengesTextsAreKeyedByItsID(t *testing.T) {
	set, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range set.All() {
		want := []Text{{Key: i18n.Key("challenge." + c.ID + ".title"), English: c.Title}, {Key: i18n.Key("challenge." + c.ID + ".hint"), English: c.Hint}}
		if c.Explanation != "" {
			want = append(want, Text{Key: i18n.Key("challenge." + c.ID + ".explanation"), English: c.Explanation})
		} else if got := c.ExplanationIn(frenchWith(t, `{}`)); got != "" {
			t.Errorf("%s has no explanation but says %q", c.ID, got)
		}
		if got := c.Texts(); !slices.Equal(got, want) {
			t.Errorf("%s: texts %v, want %v", c.ID, got, want)
		}
	}
}
