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

func TestJoinLinkOpensThePageJoiningTheCode(t *testing.T) {
	link := JoinLink("http://127.0.0.1:8080/", "AB23CD45")
	if link != "http://127.0.0.1:8080/?join=AB23CD45" || JoinCode(link) != "AB23CD45" {
		t.Errorf("JoinLink = %q", link)
	}
}
