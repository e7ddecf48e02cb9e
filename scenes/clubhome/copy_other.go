//go:build !js

package clubhome

import "errors"

// canCopy: the desktop game has no clipboard to write to (Ebitengine
// offers none); the player copies the link from the screen.
const canCopy = false

// copyText is never called where canCopy is false.
func copyText(string) error { return errors.New("clubhome: no clipboard on this platform") }
