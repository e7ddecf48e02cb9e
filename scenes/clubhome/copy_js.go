package clubhome

import (
	"errors"
	"syscall/js"
)

// canCopy: the browser offers the clipboard (navigator.clipboard).
const canCopy = true

// copyText puts s on the clipboard through navigator.clipboard.writeText,
// which answers later; the tap that asked is the gesture it needs.
func copyText(s string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("clubhome: the clipboard is not available")
		}
	}()
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return errors.New("clubhome: the clipboard is not available")
	}
	cb.Call("writeText", s)
	return nil
}
