//go:build js

package review

import (
	"errors"
	"syscall/js"

	"mancala/scenes/core"
)

// exportLabel is the summary's button that keeps the moves: the clipboard
// in the browser.
const exportLabel = "Copy"

// exportGame puts the game's text on the clipboard through the browser's
// navigator.clipboard and returns the player's sentence. The browser
// writes it asynchronously; a refusal after the call is not seen here.
func exportGame(_ *core.App, _, text string) (string, error) {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || cb.IsNull() {
		return "This browser does not let the game copy; the moves are listed above.", errors.New("review: no navigator.clipboard")
	}
	cb.Call("writeText", text)
	return "Copied the moves to the clipboard.", nil
}
