package engine

import "testing"

// TestNotationAcceptsOnlyCanonicalNumbers keeps parsing the exact inverse
// of formatting: "04" or "+4" would read as 4 but never write back.
func TestNotationAcceptsOnlyCanonicalNumbers(t *testing.T) {
	k, _ := NewKalah(StandardKalah)
	for _, s := range []string{
		"04,4,4,4,4,4/4,4,4,4,4,4 0 0 s",
		"+4,4,4,4,4,4/4,4,4,4,4,4 0 0 s",
		"4,4,4,4,4,4/4,4,4,4,4,4 00 0 s",
		"4,4,4,4,4,4/4,4,4,4,4,4 0 +0 s",
	} {
		if _, err := ParsePosition(k, s); err == nil {
			t.Errorf("%q parsed", s)
		}
	}
	for _, s := range []string{"03", "+3", " 3"} {
		if _, err := ParseMove(k, s); err == nil {
			t.Errorf("move %q parsed", s)
		}
	}
}
