package gametext

import (
	"os"
	"strings"
	"testing"

	"mancala/engine"
)

func TestAGameIsImportedFromExportsLinesOrOGN(t *testing.T) {
	two := "variant kalah pits=6 seeds=4\nposition start moves 3 6 2\n"
	g, err := ParseGame(two)
	if err != nil || len(g.Moves()) != 3 || g.Rules().Board().Variant != engine.KalahGame {
		t.Fatalf("Export's two lines: %v, %v", g, err)
	}
	one, err := ParseGame(strings.ReplaceAll(two, "\n", " "))
	if err != nil || one.Position() != g.Position() {
		t.Fatalf("the lines joined by a space: %v", err)
	}
	text, err := os.ReadFile("../ogn/testdata/club-evening.ogn")
	if err != nil {
		t.Fatal(err)
	}
	o, err := ParseGame(string(text))
	if err != nil || o.Rules().Board().Variant != engine.OwareGame || len(o.Moves()) == 0 {
		t.Fatalf("an OGN record: %v", err)
	}
}

func TestAGameThatCannotBeReadSaysWhy(t *testing.T) {
	for text, says := range map[string]string{
		"":                              "no game found",
		"hello there":                   "no game found",
		"variant kalah pits=6 seeds=4":  "no game found",
		"variant chess\nposition start": "chess",
		"variant oware\nposition start moves 1 9":                "move 2",
		"variant kalah pits=6 seeds=4\nposition start moves 3 3": "move 2 (3) is not legal",
		"variant oware\nposition 4,4/4,4 0 0 s":                  "pits",
		`[Variant "Bao"]`:                                        "only Oware",
	} {
		_, err := ParseGame(text)
		if err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%q: got %v, want an error saying %q", text, err, says)
		}
	}
}
