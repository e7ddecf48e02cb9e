package main

import (
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// The subset maps exactly the runes asked for to glyphs, and asking for a
// rune the font lacks is an error.
func TestSubsetKeepsOnlyTheRunesAskedFor(t *testing.T) {
	data, err := Subset(goregular.TTF, Runes("·"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	for _, c := range []struct {
		r    rune
		kept bool
	}{{'A', true}, {'~', true}, {' ', true}, {'·', true}, {'é', false}, {'€', false}} {
		g, err := f.GlyphIndex(&b, c.r)
		if (err == nil && g != 0) != c.kept {
			t.Errorf("%q: glyph %d (%v), want kept %v", c.r, g, err, c.kept)
		}
	}
	if len(data) > len(goregular.TTF)/3 {
		t.Errorf("subset of %d bytes from %d", len(data), len(goregular.TTF))
	}
	if _, err := Subset(goregular.TTF, []rune{'\U0001F600'}); err == nil || !strings.Contains(err.Error(), "no glyph") {
		t.Errorf("a missing rune: %v", err)
	}
}
