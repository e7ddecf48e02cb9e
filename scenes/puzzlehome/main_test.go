package puzzlehome

import (
	"testing"

	"mancala/scenes/scenetest"
)

// TestMain runs the tests inside the game loop: they draw.
func TestMain(m *testing.M) { scenetest.Main(m) }
