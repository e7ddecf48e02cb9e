package clubplayer

import (
	"testing"

	"mancala/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }
