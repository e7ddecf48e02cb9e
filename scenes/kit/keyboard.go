package kit

import "mancala/scenes/layout"

// TextSpot is a text field as the device's own keyboard sees it: where it
// lies (logical px, which are the page's CSS px), the text it shows
// (stars for a secret field) and whether it is secret.
type TextSpot struct {
	_      [0]func() // not comparable: no equality code in the page
	Rect   layout.Rect
	Shown  string
	Secret bool
}

// SpotOf returns the spot of field f drawn in r.
func SpotOf(f *Field, r layout.Rect) TextSpot {
	return TextSpot{Rect: r, Shown: f.Shown(), Secret: f.Secret}
}

// OfferKeyboard tells the page which text fields the scene shows this
// tick and which one has the focus (-1: none). In a browser on a phone a
// tap on one of them opens the phone's keyboard, whose typing then comes
// in as Intents.Typed, Intents.Erase and ActEnter; elsewhere the keys
// come from the keyboard itself and offering does nothing. A scene with
// fields offers them on every tick; Input.Update withdraws the offer at
// the start of each tick.
func OfferKeyboard(focus int, spots ...TextSpot) { offerKeyboard(focus, spots) }

// keyEdits is what a device's keyboard did to the text of its field since
// the last tick: so many characters erased from the end, then text
// typed, and whether Enter (the keyboard's Go) was pressed.
type keyEdits struct {
	erase int
	typed []rune
	enter bool
}

// change records the field's text going from old to now: the characters
// after their common start are erased and the rest of now typed. An
// erase first takes back what was typed since the last tick.
func (k *keyEdits) change(old, now string) {
	o, n := []rune(old), []rune(now)
	same := 0
	for same < len(o) && same < len(n) && o[same] == n[same] {
		same++
	}
	gone := len(o) - same
	back := min(gone, len(k.typed))
	k.typed = k.typed[:len(k.typed)-back]
	k.erase += gone - back
	k.typed = append(k.typed, n[same:]...)
}

// empty reports whether nothing was done.
func (k *keyEdits) empty() bool { return k.erase == 0 && len(k.typed) == 0 && !k.enter }

// take returns the edits and starts afresh.
func (k *keyEdits) take() (erase int, typed string, enter bool) {
	erase, typed, enter = k.erase, string(k.typed), k.enter
	*k = keyEdits{typed: k.typed[:0]}
	return erase, typed, enter
}
