//go:build !js

package kit

// offerKeyboard does nothing: outside a browser the keys come from the
// keyboard itself.
func offerKeyboard(int, []TextSpot) {}

// keyboardNow returns no edits: there is no device keyboard beside the
// keys.
func keyboardNow() (erase int, typed string, enter bool) { return 0, "", false }
