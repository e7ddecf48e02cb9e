//go:build !js

package kit

import (
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"golang.design/x/clipboard"
)

// clipboardReady opens the system's clipboard once (X11 on Linux, the
// pasteboard on macOS, the clipboard on Windows); Ebitengine offers none.
var clipboardReady = sync.OnceValue(clipboard.Init)

// CopyText puts s on the system's clipboard, as text.
func CopyText(s string) error {
	if err := clipboardReady(); err != nil {
		return fmt.Errorf("kit: the clipboard is not available: %w", err)
	}
	clipboard.Write(clipboard.FmtText, []byte(s))
	return nil
}

// PastedText returns the text on the system's clipboard ("" when there
// is none or no clipboard).
func PastedText() string {
	if clipboardReady() != nil {
		return ""
	}
	return string(clipboard.Read(clipboard.FmtText))
}

// pastedNow returns the clipboard's text when Ctrl+V (Cmd+V on a Mac) was
// pressed this tick: what the player pastes goes into the focused field
// as if typed.
func pastedNow() string {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if !ctrl || !inpututil.IsKeyJustPressed(ebiten.KeyV) {
		return ""
	}
	return PastedText()
}
