package play

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestPortraitScreenshots saves each game's board at its start in
// portrait windows wider than a phone's (450x780, 600x900), on a phone
// (390x844) and on the desktop (1280x720), when MANCALA_SHOTS names a
// directory: the board should use the width.
func TestPortraitScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, r := range []engine.Rules{k, engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
		for _, sz := range [][2]float64{{450, 780}, {600, 900}, {390, 844}, {1280, 720}} {
			d := scenetest.NewDriver(t, sz[0], sz[1], 1)
			b := NewBoard(core.Config{Rules: r}, scenetest.TestApp)
			for i := 0; i < 10; i++ {
				d.Step(b, kit.Intents{}, i == 9)
			}
			name := fmt.Sprintf("portrait-%s-%gx%g.png", r.Board().Variant, sz[0], sz[1])
			scenetest.Save(t, d.Screen, filepath.Join(dir, name))
		}
	}
}
