package kit

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Field is a one-line text field: what the player types while it has the
// focus goes in at the end, Backspace (ActErase) takes the last character
// out, and a phone's keyboard may take out several (Intents.Erase). It keeps at most Max characters (0: no limit) and, when Allow is
// set, only the characters Allow accepts. Secret fields draw stars.
type Field struct {
	Text   string
	Max    int
	Allow  func(r rune) bool
	Secret bool
}

// Edit applies the typing of in and reports whether the text changed.
func (f *Field) Edit(in *Intents) bool {
	old := f.Text
	erase := in.Erase
	if erase == 0 && in.Pressed(ActErase) {
		erase = 1
	}
	f.Text = f.Text[:len(f.Text)-min(erase, len(f.Text))] // printable ASCII only: one byte each
	for _, r := range in.Typed {
		if f.Max > 0 && len(f.Text) >= f.Max {
			break
		}
		if f.Allow == nil || f.Allow(r) {
			f.Text += string(r)
		}
	}
	return f.Text != old
}

// Shown returns the text as drawn: stars for a secret field.
func (f *Field) Shown() string {
	if f.Secret {
		return strings.Repeat("*", len(f.Text))
	}
	return f.Text
}

// Draw draws the field in r: its box (ringed when it has the focus), its
// text from the left (the end kept in sight when it is too long) with a
// caret after it when focused, or the hint in the muted colour when empty.
func (f *Field) Draw(dst *ebiten.Image, c *Chrome, r layout.Rect, hint string, focus bool) {
	p, th := &c.Paint, c.Th
	rad := 10.0
	p.Fill(dst, r, rad, theme.Solid(th.Pill, th.Table))
	edge, w := th.ButtonEdge, 1.5
	if focus {
		edge, w = th.Accent[0], 3
	}
	p.Stroke(dst, r, rad, w, edge)
	size := min(20, r.H*0.45)
	x, y := r.X+12, r.Y+r.H/2
	s, col := f.Shown(), th.Ink
	if s == "" && !focus {
		s, col = hint, th.Muted
	}
	s = tailThatFits(c.Text, s, size, r.W-30)
	c.Text.DrawAligned(dst, s, x, y, size, c.Scale, Regular, col, etxt.Left|etxt.VertCenter)
	if focus {
		cx := x + c.Text.Width(s, size, Regular) + 2
		p.Fill(dst, layout.Rect{X: cx, Y: y - size*0.6, W: 2, H: size * 1.2}, 0, th.Ink)
	}
}

// tailThatFits returns the end of s that fits w px at size px.
func tailThatFits(t *Text, s string, size, w float64) string {
	for s != "" && t.Width(s, size, Regular) > w {
		_, n := utf8.DecodeRuneInString(s)
		s = s[n:]
	}
	return s
}
