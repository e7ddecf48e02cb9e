package scenes

import (
	"os"
	"testing"

	"mancala/scenes/scenetest"
)

// TestMain runs the stress flow when MANCALA_STRESS asks for it, else the
// tests inside the game loop.
func TestMain(m *testing.M) {
	if n := stressRounds(); n > 0 {
		os.Exit(runStress(n)) // stress_test.go
	}
	scenetest.Routes = NewRoutes() // the real scenes
	scenetest.TestApp.Routes = scenetest.Routes
	scenetest.Main(m)
}
