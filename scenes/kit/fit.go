package kit

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// minOneLine is the smallest share of its size a text shrinks to on one
// line before FitBox tries two.
const minOneLine = 0.8

// lineGap is the height of a line of a two-line text, in its size.
const lineGap = 1.15

// Fitted is a text laid out to fit a box: its lines and their size.
type Fitted struct {
	Lines []string
	Size  float64
}

// FitBox lays s out in a box w x h at size px and weight wt: on one line
// where it fits there at minOneLine of its size or more; else on two
// lines, where the box is tall enough for them and s has a space to
// break at; else on one line as small as needed (FitSize). Text.Cramped
// hears of any shrinking.
func FitBox(t *Text, s string, size, w, h float64, wt Weight) Fitted {
	one := size
	for one > 12 && t.Width(s, one, wt) > w {
		one--
	}
	if one >= minOneLine*size || !strings.Contains(s, " ") {
		return Fitted{[]string{s}, FitSize(t, s, size, w, wt)}
	}
	for two := size; two >= 12; two-- {
		if 2*two*lineGap > h {
			continue
		}
		if lines := splitTwo(t, s, two, wt); t.Width(lines[0], two, wt) <= w && t.Width(lines[1], two, wt) <= w {
			if t.Cramped != nil && two < size {
				t.Cramped(s, size, two, false)
			}
			return Fitted{lines, two}
		}
	}
	return Fitted{[]string{s}, FitSize(t, s, size, w, wt)}
}

// splitTwo breaks s at the space that makes its longer line shortest.
func splitTwo(t *Text, s string, size float64, wt Weight) []string {
	words := spaced(s)
	best, bestW := 1, -1.0
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if w := max(t.Width(a, size, wt), t.Width(b, size, wt)); bestW < 0 || w < bestW {
			best, bestW = i, w
		}
	}
	return []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")}
}

// DrawFitted draws f's lines, their block centred on y, each aligned on x
// as align says (etxt.Center, or etxt.Left with etxt.VertCenter).
func (t *Text) DrawFitted(dst *ebiten.Image, f Fitted, x, y, scale float64, wt Weight, col color.Color, align etxt.Align) {
	lh := f.Size * lineGap
	top := y - lh*float64(len(f.Lines)-1)/2
	for i, l := range f.Lines {
		t.DrawAligned(dst, l, x, top+float64(i)*lh, f.Size, scale, wt, col, align)
	}
}

// spaced cuts s into words at its spaces, tabs and line breaks, never at
// a no-break space (U+00A0), which holds "‹ Kembali" together.
func spaced(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })
}
