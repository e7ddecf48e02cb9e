package kit

import "testing"

func TestFieldTakesTypingUpToItsMaxAndErasesTheLastCharacter(t *testing.T) {
	f := Field{Max: 5, Allow: func(r rune) bool { return r != ' ' }}
	in := TypedText("ab cdefg")
	if !f.Edit(&in) || f.Text != "abcde" {
		t.Fatalf("typed %q: text %q, want %q", in.Typed, f.Text, "abcde")
	}
	var erase Intents
	erase.Press(ActErase)
	if !f.Edit(&erase) || f.Text != "abcd" {
		t.Fatalf("after an erase: %q, want %q", f.Text, "abcd")
	}
	none := Intents{}
	if f.Edit(&none) {
		t.Error("nothing typed changed the text")
	}
}

func TestSecretFieldShowsOneStarPerCharacter(t *testing.T) {
	f := Field{Text: "pw12", Secret: true}
	if got := f.Shown(); got != "****" {
		t.Errorf("Shown = %q, want four stars", got)
	}
}

func TestPrintableTextKeepsOnlyWhatTheFontsDraw(t *testing.T) {
	if got := PrintableText("a\tb\u00e9c\n~"); got != "a bc ~" {
		t.Errorf("PrintableText = %q, want %q (a line break or a tab is a space)", got, "a bc ~")
	}
}
