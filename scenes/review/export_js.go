//go:build js

package review

import (
	"errors"
	"syscall/js"

	"mancala/i18n"
	"mancala/scenes/core"
)

// exportLabel is the summary's button that keeps the moves: the clipboard
// in the browser.
const exportLabel i18n.Key = "review.copy"

// exportGame puts the game's text on the clipboard through the browser's
// navigator.clipboard and returns the player's sentence. The browser
// writes it asynchronously; a refusal after the call is not seen here.
func exportGame(app *core.App, _, text string) (string, error) {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || cb.IsNull() {
		return app.T("review.noClipboard"), errors.New("review: no navigator.clipboard")
	}
	cb.Call("writeText", text)
	return app.T("review.copied"), nil
}
