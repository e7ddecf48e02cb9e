package core

import "testing"

func TestJoinCodeIsFoundInACodeOrALinkAndNothingElse(t *testing.T) {
	for in, want := range map[string]string{
		"AB23CD45":                                "AB23CD45",
		" ab23 cd45 ":                             "AB23CD45",
		"http://127.0.0.1:8080/?join=AB23CD45":    "AB23CD45",
		"https://club.example/?x=1&join=zz23cd45": "ZZ23CD45",
		"?join=AB23CD45":                          "AB23CD45",
		"AB23CD4":                                 "",
		"AB23CD40":                                "", // 0 is not in the codes' alphabet
		"http://127.0.0.1:8080/":                  "",
		"http://x/?join=%zz":                      "",
		"":                                        "",
	} {
		if got := JoinCode(in); got != want {
			t.Errorf("JoinCode(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestClubWordsMakeASentenceOfARefusal(t *testing.T) {
	for in, want := range map[string]string{
		"club: no server answers at http://x (dial refused)": "No server answers at http://x (dial refused).",
		"that invite has expired or was taken":               "That invite has expired or was taken.",
		"Done.":                                              "Done.",
		"":                                                   "",
	} {
		if got := ClubWords(in); got != want {
			t.Errorf("ClubWords(%q) = %q, want %q", in, got, want)
		}
	}
}
