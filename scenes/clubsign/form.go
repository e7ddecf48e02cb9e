// Package clubsign holds the club's forms that take typing: signing in or
// registering (a name and a password), and joining a game by its invite
// code or a pasted link. Each sends its request and follows the answer;
// the server is the referee of names, passwords and codes, and its reason
// is shown when it refuses.
package clubsign

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// form is what both forms share: their words (keys of the player's
// language), text fields, buttons and message, the keyboard's field, and
// the layout.
type form struct {
	app     *core.App
	title   i18n.Key
	note    i18n.Key
	labels  []i18n.Key
	hints   []i18n.Key
	fields  []kit.Field
	buttons []i18n.Key // labels; the first is the main action
	names   []string   // the buttons' debug names
	focus   int        // the field typing goes to
	spots   []kit.TextSpot
	msg     string
	lay     clublayout.ClubForm
	w, h    float64
	c       kit.Chrome
	in      kit.Intents
}

// resize lays the form out for the canvas.
func (f *form) resize(w, h, scale float64) {
	if w == f.w && h == f.h && scale == f.c.Scale {
		return
	}
	f.w, f.h = w, h
	f.lay = clublayout.ComputeClubForm(w, h, len(f.fields), len(f.buttons))
	f.c.Prepare(scale)
}

// handle takes a tick's input and returns the button pressed (a tap, or
// Enter in the last field: the first button), -1 for none, and whether
// Back was asked for. A tap on a field gives it the focus; Enter in
// another field moves the focus on; typing edits the focused field.
func (f *form) handle(in *kit.Intents) (button int, back bool) {
	defer f.offerKeyboard()
	f.in = *in
	f.c.Prepare(f.c.Scale)
	switch {
	case in.Pressed(kit.ActBack) && !in.Pressed(kit.ActErase), in.Tap && f.lay.Back.Contains(in.X, in.Y):
		return -1, true
	case in.Tap:
		if i := f.lay.FieldAt(in.X, in.Y); i >= 0 {
			f.focus = i
		}
		return f.lay.ButtonAt(in.X, in.Y), false
	case in.Pressed(kit.ActEnter) && f.focus < len(f.fields)-1:
		f.focus++
	case in.Pressed(kit.ActEnter):
		return 0, false
	default:
		f.fields[f.focus].Edit(in)
	}
	return -1, false
}

// offerKeyboard offers the fields to a phone's keyboard, which types
// into the focused one.
func (f *form) offerKeyboard() {
	f.spots = f.spots[:0]
	for i := range f.fields {
		f.spots = append(f.spots, kit.SpotOf(&f.fields[i], f.lay.Fields[i]))
	}
	kit.OfferKeyboard(f.focus, f.spots...)
}

// draw draws the table, the bar, the note, each field with its label,
// the buttons and the message.
func (f *form) draw(dst *ebiten.Image) {
	c, l := &f.c, &f.lay
	c.Table(dst)
	c.Back(dst, l.Back, f.hot(l.Back))
	c.Title(dst, l.Title, f.app.T(f.title), l.TitleSize)
	c.Para(dst, l.Note, f.app.T(f.note, i18n.S("game", kit.VariantName(f.app, engine.KalahGame))), l.TextSize, c.Th.Ink, false)
	for i := range f.fields {
		lr := l.Labels[i]
		c.Text.DrawAligned(dst, f.app.T(f.labels[i]), lr.X, lr.Y+lr.H/2, l.TextSize, c.Scale, kit.Bold, c.Th.Ink, etxt.Left|etxt.VertCenter)
		f.fields[i].Draw(dst, c, l.Fields[i], f.app.T(f.hints[i]), i == f.focus)
	}
	for i, b := range f.buttons {
		c.Button(dst, l.Buttons[i], f.app.T(b), l.TextSize+2, kit.Look{Hot: f.hot(l.Buttons[i]), On: i == 0})
	}
	if f.msg != "" {
		c.Para(dst, l.Message, f.msg, 16, c.Th.Ink, false)
	}
}

// hot reports whether the pointer rests on r.
func (f *form) hot(r layout.Rect) bool { return f.in.Point && r.Contains(f.in.PX, f.in.PY) }

// debug names the form's tap targets: back, each field and each button.
func (f *form) debug(d *core.DebugState, fieldNames ...string) {
	d.Add("back", f.lay.Back)
	for i, n := range fieldNames {
		d.Add(n, f.lay.Fields[i])
	}
	for i, n := range f.names {
		d.Add(n, f.lay.Buttons[i])
	}
}
