//go:build !js

package ai

import "time"

// championCap is the longest level 10 thinks natively: one second, less
// a margin for the move's animation to start.
const championCap = 950 * time.Millisecond
