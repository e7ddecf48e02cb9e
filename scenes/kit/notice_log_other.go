//go:build !js

package kit

import (
	"log/slog"
)

// LogDetail writes the detail of a problem the player was told of to the
// standard error, through log/slog.
func LogDetail(err error) { slog.Warn("mancala", "err", err) }
