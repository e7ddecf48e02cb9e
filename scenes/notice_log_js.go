//go:build js

package scenes

import "syscall/js"

// logDetail writes the detail of a problem the player was told of to the
// browser's console (without the log package, which the page does not
// otherwise need).
func logDetail(err error) { js.Global().Get("console").Call("warn", "mancala: "+err.Error()) }
