//go:build !js

package core

import (
	"os"

	"mancala/i18n"
)

// devicePreferences are the system's preferred languages, as its
// environment says (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
func devicePreferences() []string { return i18n.PosixPreferences(os.Getenv) }
