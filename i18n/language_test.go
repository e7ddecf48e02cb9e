package i18n

import (
	"testing"

	"golang.org/x/text/language"
)

// TestMatchChoosesAsXTextsMatcherDoes compares Match with x/text's
// language matcher over preferences as browsers and systems give them.
func TestMatchChoosesAsXTextsMatcherDoes(t *testing.T) {
	var tags []language.Tag
	for _, l := range Languages {
		tags = append(tags, language.MustParse(l.Code))
	}
	matcher := language.NewMatcher(tags)
	for _, prefs := range [][]string{
		{"en-US"}, {"fr-FR", "fr"}, {"fr-CA"}, {"pt-BR", "en"}, {"es-419"}, {"sw-KE"}, {"sw-TZ"},
		{"ms-MY"}, {"ms-BN"}, {"id-ID"}, {"in"}, {"de-DE", "fr"}, {"de", "ja"}, {"zh-CN"},
		{"nl", "id", "en"}, {"en-GB", "fr"},
	} {
		var parsed []language.Tag
		for _, p := range prefs {
			parsed = append(parsed, language.MustParse(p))
		}
		_, index, _ := matcher.Match(parsed...)
		if got, want := Match(prefs...), Languages[index]; got.Code != want.Code {
			t.Errorf("%v: Match chose %s, x/text %s", prefs, got.Code, want.Code)
		}
	}
}

func TestPosixLocalesAreReadAsTheirLanguage(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "fr"},
		{map[string]string{"LANGUAGE": "sw:en", "LANG": "en_US.UTF-8"}, "sw"},
		{map[string]string{"LC_ALL": "id_ID.UTF-8", "LANG": "fr_FR.UTF-8"}, "id"},
		{map[string]string{"LC_MESSAGES": "ms_MY", "LANG": "C"}, "ms"},
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "de_DE@euro"}, "en"},
		{map[string]string{}, "en"},
	} {
		if got := Match(PosixPreferences(func(k string) string { return c.env[k] })...); got.Code != c.want {
			t.Errorf("%v: got %s, want %s", c.env, got.Code, c.want)
		}
	}
}
