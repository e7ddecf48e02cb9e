//go:build !js

package scenes

// canQuit is whether the game may end itself: on the desktop it may.
const canQuit = true
