package core

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/online/club"
	"mancala/online/proto"
)

// TestEveryRefusalCodeOfTheProtocolHasItsWords: each error code the
// protocol's table lists (online/proto/PROTOCOL.md) is said by its own
// words in every language, never by the generic "The server refused".
func TestEveryRefusalCodeOfTheProtocolHasItsWords(t *testing.T) {
	doc, err := os.ReadFile("../../online/proto/PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(doc), "| code | when |")
	table, _, _ = strings.Cut(table, "\n\n")
	codes := regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\| ").FindAllStringSubmatch(table, -1)
	if len(codes) < 17 {
		t.Fatalf("found %d codes in the table", len(codes))
	}
	for _, l := range []string{"en", "fr", "sw"} {
		words, err := locales.Load(l)
		if err != nil {
			t.Fatal(err)
		}
		other := words.T("refusal.other", i18n.S("why", "x"))
		for _, c := range codes {
			got := RefusalWords(words, club.Refusal{Code: proto.Code(c[1]), Message: "server: x"})
			if _, ok := refusalKeys[proto.Code(c[1])]; !ok || got == other || strings.Contains(got, "refusal.") {
				t.Errorf("%s: %s says %q", l, c[1], got)
			}
		}
	}
}

// TestAnUnknownRefusalSaysTheServersWords: a code this client does not
// know is said as the server's refusal, in its own words without their
// package prefix; no refusal says nothing.
func TestAnUnknownRefusalSaysTheServersWords(t *testing.T) {
	w := (*App)(nil)
	if got := RefusalWords(w, club.Refusal{Code: "new_code", Message: "server: the moon is full"}); got != "The server refused: the moon is full" {
		t.Errorf("unknown code: %q", got)
	}
	if got := RefusalWords(w, club.Refusal{}); got != "" {
		t.Errorf("no refusal: %q", got)
	}
}

// TestClubErrorsAreSaidByTheirKind: an account call's refusal is said by
// its code, a known failure by its kind however wrapped, another error
// with its own words.
func TestClubErrorsAreSaidByTheirKind(t *testing.T) {
	w := (*App)(nil)
	cases := map[error]string{
		nil:                                   "",
		club.Refusal{Code: club.CodeBadLogin}: "Wrong name or password.",
		fmt.Errorf("%w at x (%w)", club.ErrUnreachable, errors.New("dial")): "No club server answers: check the address in Settings.",
		club.ErrSignInDropped:                "The server no longer knows your sign-in: you play as a new guest.",
		errors.New("club: the disk is full"): "Something went wrong: The disk is full.",
	}
	for err, want := range cases {
		if got := ClubErrWords(w, err); got != want {
			t.Errorf("%v: %q, want %q", err, got, want)
		}
	}
}
