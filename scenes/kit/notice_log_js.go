//go:build js

package kit

import (
	"syscall/js"
)

// LogDetail writes the detail of a problem the player was told of to the
// browser's console (without the log package, which the page does not
// otherwise need).
func LogDetail(err error) { js.Global().Get("console").Call("warn", "mancala: "+err.Error()) }
