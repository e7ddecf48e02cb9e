package i18n

import (
	"errors"
	"testing"
)

func mustParse(t *testing.T, code, data string, fallback *Catalog) *Catalog {
	t.Helper()
	l, ok := ByCode(code)
	if !ok {
		t.Fatalf("no language %q", code)
	}
	c, err := Parse(l, []byte(data), fallback)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestAMalformedCatalogueIsRefusedWithItsError(t *testing.T) {
	for _, data := range []string{
		``, `[1, 2]`, `{"a": 1}`, `{"a": {"b": "c"}}`, `{"a": "b"`,
		`{"a": "Hello {{name"}`, `{"a": "Hello {{ }}"}`,
	} {
		if _, err := Parse(Languages[0], []byte(data), nil); !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: got %v, want ErrMalformed", data, err)
		}
	}
}

func TestPlaceholdersAreFilledByName(t *testing.T) {
	en := mustParse(t, "en", `{"greet": "{{who}} sowed pit {{pit}} ({{ who }} again)", "odd": "{{missing}} stays"}`, nil)
	if got := en.T("greet", S("who", "Ama"), N("pit", 3)); got != "Ama sowed pit 3 (Ama again)" {
		t.Errorf("got %q", got)
	}
	if got := en.T("odd"); got != "{{missing}} stays" {
		t.Errorf("a placeholder with no argument: got %q", got)
	}
}

func TestTheCountChoosesThePluralFormOfItsLanguage(t *testing.T) {
	en := mustParse(t, "en", `{"seeds_one": "{{count}} seed", "seeds_other": "{{count}} seeds"}`, nil)
	fr := mustParse(t, "fr", `{"seeds_one": "{{count}} graine", "seeds_other": "{{count}} graines"}`, en)
	ms := mustParse(t, "ms", `{"seeds_other": "{{count}} biji"}`, en)
	for _, c := range []struct {
		cat  *Catalog
		n    int
		want string
	}{
		{en, 0, "0 seeds"}, {en, 1, "1 seed"}, {en, 2, "2 seeds"}, {en, 1000, "1,000 seeds"},
		{fr, 0, "0 graine"}, {fr, 1, "1 graine"}, {fr, 2, "2 graines"}, {fr, 1500, "1\u00a0500 graines"},
		{ms, 1, "1 biji"}, {ms, 7, "7 biji"},
	} {
		if got := c.cat.T("seeds", Count(c.n)); got != c.want {
			t.Errorf("%s, %d: got %q, want %q", c.cat.Language().Code, c.n, got, c.want)
		}
	}
}

func TestAMissingMessageFallsBackToEnglishThenToItsKey(t *testing.T) {
	en := mustParse(t, "en", `{"play": "Play", "seeds_one": "{{count}} seed", "seeds_other": "{{count}} seeds"}`, nil)
	sw := mustParse(t, "sw", `{"other": "Nyingine"}`, en)
	if got := sw.T("play"); got != "Play" {
		t.Errorf("got %q", got)
	}
	if got := sw.T("seeds", Count(2)); got != "2 seeds" {
		t.Errorf("got %q", got)
	}
	if got := sw.T("nowhere"); got != "nowhere" {
		t.Errorf("got %q", got)
	}
	if sw.Has("play") || !sw.Has("other") || !en.Has("seeds") {
		t.Error("Has is wrong")
	}
}
