//go:build js

package kit

import (
	"errors"
	"sync"
	"syscall/js"
)

// pasteBuffer holds the text of the page's paste events (Ctrl+V, or the
// phone's Paste) until the next tick takes it.
var pasteBuffer struct {
	sync.Mutex
	text string
	once sync.Once
}

// pastedNow returns the text pasted into the page since the last tick:
// it goes into the focused field as if typed. A paste into the phone's
// keyboard input is not counted here: it changes the input's text, which
// comes in as the keyboard's typing. The first call starts
// listening to the document's paste events.
func pastedNow() string {
	pasteBuffer.once.Do(func() {
		js.Global().Get("document").Call("addEventListener", "paste", js.FuncOf(func(_ js.Value, args []js.Value) any {
			data := args[0].Get("clipboardData")
			if data.Truthy() && !args[0].Get("target").Equal(deviceKeys.input) {
				pasteBuffer.Lock()
				pasteBuffer.text += data.Call("getData", "text").String()
				pasteBuffer.Unlock()
			}
			return nil
		}))
	})
	pasteBuffer.Lock()
	defer pasteBuffer.Unlock()
	text := pasteBuffer.text
	pasteBuffer.text = ""
	return text
}

// CopyText puts s on the clipboard through the browser's
// navigator.clipboard.writeText, which answers later; the tap that asked
// is the gesture it needs.
func CopyText(s string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("kit: the clipboard is not available")
		}
	}()
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return errors.New("kit: the clipboard is not available")
	}
	cb.Call("writeText", s)
	return nil
}
