package kit

import "testing"

// A phone's keyboard changes the whole text of its input: typing adds at
// the end, its backspace takes from the end, and a correction (or a
// caret moved back) replaces a tail. The game's field sees each change as
// characters erased from the end, then text typed, and several changes
// within one tick add up to the same text.
func TestKeyboardChangesBecomeErasesThenTyping(t *testing.T) {
	for _, tc := range []struct {
		name  string
		texts []string // the input's text, change after change
		erase int
		typed string
	}{
		{"typing", []string{"", "a", "ab", "abc"}, 0, "abc"},
		{"backspace", []string{"abc", "ab"}, 1, ""},
		{"a correction", []string{"teh", "the"}, 2, "he"},
		{"typed then taken back", []string{"ab", "abx", "ab"}, 0, ""},
		{"taken back further", []string{"ab", "abx", "a"}, 1, ""},
		{"cleared and retyped", []string{"***", "", "p"}, 3, "p"},
		{"beyond ASCII", []string{"cafe", "café"}, 1, "é"},
	} {
		var k keyEdits
		for i := 1; i < len(tc.texts); i++ {
			k.change(tc.texts[i-1], tc.texts[i])
		}
		erase, typed, _ := k.take()
		if erase != tc.erase || typed != tc.typed {
			t.Errorf("%s %q: erase %d, typed %q; want %d, %q", tc.name, tc.texts, erase, typed, tc.erase, tc.typed)
		}
		if !k.empty() {
			t.Errorf("%s: edits left after take: %+v", tc.name, k)
		}
		field := Field{Text: tc.texts[0]}
		in := Intents{Erase: erase, Typed: typed}
		field.Edit(&in)
		if want := tc.texts[len(tc.texts)-1]; field.Text != want {
			t.Errorf("%s: the field reads %q, the input %q", tc.name, field.Text, want)
		}
	}
}

// An erase of more characters than the field holds empties it.
func TestFieldEraseStopsAtEmpty(t *testing.T) {
	f := Field{Text: "ab"}
	in := Intents{Erase: 5}
	if !f.Edit(&in) || f.Text != "" {
		t.Errorf("after erasing 5 of %q: %q, want empty", "ab", f.Text)
	}
}
