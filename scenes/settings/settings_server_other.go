//go:build !js

package settings

// serverOffered is true on the desktop: the player names the server.
const serverOffered = true
