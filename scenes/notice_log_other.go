//go:build !js

package scenes

import "log/slog"

// logDetail writes the detail of a problem the player was told of to the
// standard error, through log/slog.
func logDetail(err error) { slog.Warn("mancala", "err", err) }
