package kit

import (
	"testing"

	"mancala/scenes/scenetest/loop"
)

// TestMain runs the tests inside the game loop: they draw. (The kit
// cannot use scenetest, which imports it.)
func TestMain(m *testing.M) { loop.Main(m) }
