//go:build !js

package menu

// canQuit is whether the game may end itself: on the desktop it may.
const canQuit = true
