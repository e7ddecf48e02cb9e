//go:build js

package kit

import (
	"fmt"
	"sync"
	"syscall/js"

	"mancala/scenes/layout"
)

// deviceKeyboard is the page's side of a phone's keyboard: a hidden input
// element over the text field being typed into. A phone shows its
// keyboard only for a focused element, and only when the focus comes
// from the player's own touch, so the touch's end focuses the input when
// it lands on an offered field; what the keyboard then does to the
// input's text comes to the game as edits.
type deviceKeyboard struct {
	sync.Mutex
	once    sync.Once
	input   js.Value
	spots   []TextSpot // offered this tick
	offered bool       // a scene offered fields since the last tick began
	serving int        // the spot the input types into
	last    string     // the input's text as last seen
	placed  layout.Rect
	edits   keyEdits
}

var deviceKeys = deviceKeyboard{serving: -1}

// offerKeyboard keeps the scene's fields for the next touch, and keeps
// the input on the field the game has focused, with its text.
func offerKeyboard(focus int, spots []TextSpot) {
	k := &deviceKeys
	k.once.Do(k.setUp)
	k.Lock()
	defer k.Unlock()
	k.spots, k.offered = append(k.spots[:0], spots...), true
	switch {
	case !k.typing():
	case focus < 0 || focus >= len(spots):
		k.input.Call("blur")
	case focus != k.serving || (k.edits.empty() && spots[focus].Shown != k.last):
		k.serve(focus) // the game moved the focus on, or refused what was typed
	default:
		k.place(spots[focus].Rect)
	}
}

// keyboardNow returns what the device's keyboard did since the last tick,
// and withdraws the fields offered then: a scene offers its own on every
// tick, and the keyboard closes when none did.
func keyboardNow() (erase int, typed string, enter bool) {
	k := &deviceKeys
	k.Lock()
	defer k.Unlock()
	if !k.offered && k.typing() {
		k.input.Call("blur")
	}
	k.spots, k.offered = k.spots[:0], false
	return k.edits.take()
}

// typing reports whether the input has the page's focus, serving a field.
func (k *deviceKeyboard) typing() bool {
	return k.serving >= 0 && k.input.Equal(js.Global().Get("document").Get("activeElement"))
}

// serve puts the input on spot i, holding its text, the caret at the end
// (where the game's fields edit).
func (k *deviceKeyboard) serve(i int) {
	s := k.spots[i]
	k.serving, k.last = i, s.Shown
	kind := "text"
	if s.Secret {
		kind = "password"
	}
	if k.input.Get("type").String() != kind {
		k.input.Set("type", kind)
	}
	k.input.Set("value", s.Shown)
	n := len([]rune(s.Shown))
	k.input.Call("setSelectionRange", n, n)
	k.place(s.Rect)
}

// place lays the input over the field, so that the browser keeps the
// field in sight above the keyboard.
func (k *deviceKeyboard) place(r layout.Rect) {
	if r == k.placed {
		return
	}
	k.placed = r
	style := k.input.Get("style")
	style.Set("left", fmt.Sprintf("%.0fpx", r.X))
	style.Set("top", fmt.Sprintf("%.0fpx", r.Y))
	style.Set("width", fmt.Sprintf("%.0fpx", r.W))
	style.Set("height", fmt.Sprintf("%.0fpx", r.H))
}

// setUp adds the input to the page, hidden (the game draws the field),
// and follows the touches, the input's text and its Enter.
func (k *deviceKeyboard) setUp() {
	doc := js.Global().Get("document")
	k.input = doc.Call("createElement", "input")
	attrs := [...]string{"id", "device-keys", "autocomplete", "off", "autocapitalize", "none", "autocorrect", "off",
		"spellcheck", "false", "enterkeyhint", "go", "aria-label", "Text field", "style", deviceKeysStyle}
	for i := 0; i < len(attrs); i += 2 { // name, value
		k.input.Call("setAttribute", attrs[i], attrs[i+1])
	}
	doc.Get("body").Call("appendChild", k.input)
	doc.Call("addEventListener", "touchend", js.FuncOf(k.touchEnded))
	k.input.Call("addEventListener", "input", js.FuncOf(k.changed))
	k.input.Call("addEventListener", "keydown", js.FuncOf(k.keyDown))
}

// deviceKeysStyle hides the input under the canvas's field: unseen, no
// target for touches, and 16 px so that a phone does not zoom in on it.
const deviceKeysStyle = "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;padding:0;margin:0;" +
	"font-size:16px;color:transparent;background:transparent;caret-color:transparent;pointer-events:none;z-index:1"

// touchEnded focuses the input when a touch ends on an offered field: the
// phone then shows its keyboard.
func (k *deviceKeyboard) touchEnded(_ js.Value, args []js.Value) any {
	touches := args[0].Get("changedTouches")
	if touches.Length() == 0 {
		return nil
	}
	x, y := touches.Index(0).Get("clientX").Float(), touches.Index(0).Get("clientY").Float()
	k.Lock()
	defer k.Unlock()
	for i, s := range k.spots {
		if s.Rect.Contains(x, y) {
			k.serve(i)
			k.input.Call("focus", map[string]any{"preventScroll": true})
			return nil
		}
	}
	return nil
}

// changed records what the keyboard did to the input's text.
func (k *deviceKeyboard) changed(js.Value, []js.Value) any {
	k.Lock()
	defer k.Unlock()
	now := k.input.Get("value").String()
	k.edits.change(k.last, now)
	k.last = now
	return nil
}

// keyDown takes the keyboard's Enter (Go) for the game, and lets Escape
// close the keyboard.
func (k *deviceKeyboard) keyDown(_ js.Value, args []js.Value) any {
	e := args[0]
	switch e.Get("key").String() {
	case "Enter":
		e.Call("preventDefault")
		k.Lock()
		k.edits.enter = true
		k.Unlock()
	case "Escape":
		k.input.Call("blur")
	}
	return nil
}
