package kit

import "testing"

// TestANoBreakSpaceHoldsItsWordsTogether: a label too wide for one line
// breaks at a space, never at a no-break space ("‹ Kembali" stays whole).
func TestANoBreakSpaceHoldsItsWordsTogether(t *testing.T) {
	text, err := NewText()
	if err != nil {
		t.Fatal(err)
	}
	s := "‹\u00a0Kembali ke menu"
	f := FitBox(text, s, 20, text.Width(s, 20, Bold)*0.6, 200, Bold)
	if len(f.Lines) != 2 || f.Lines[0] != "‹\u00a0Kembali" {
		t.Errorf("%q broke into %q", s, f.Lines)
	}
	if got := spaced("a\u00a0b c"); len(got) != 2 {
		t.Errorf("cut into %q", got)
	}
}
