package boardview

import (
	"testing"

	"mancala/scenes/scenetest/loop"
)

// The tests read pixels, which needs Ebitengine's game loop.
func TestMain(m *testing.M) { loop.Main(m) }
