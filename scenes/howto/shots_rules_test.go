package howto

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// TestRulesScreenshots draws every page of the rules screen at the
// desktop size and on a phone held upright (device scale 3), a moment
// into its demonstration (MANCALA_SHOTS_TICKS, default 170), and, when
// MANCALA_SHOTS names a directory, writes them there as PNGs to look at;
// MANCALA_SHOTS_ONLY keeps the files whose name holds it.
func TestRulesScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	ticks := 170
	if s := os.Getenv("MANCALA_SHOTS_TICKS"); s != "" {
		fmt.Sscan(s, &ticks)
	}
	for _, c := range []struct {
		w, h, scale float64
	}{{1280, 720, 1}, {390, 844, 3}} {
		for v := range rulesPages() {
			for i := range rulesPages()[v] {
				name := fmt.Sprintf("rules-%v-%d-%gx%g.png", engine.Variant(v), i+1, c.w, c.h)
				if !strings.Contains(name, os.Getenv("MANCALA_SHOTS_ONLY")) {
					continue
				}
				d := scenetest.NewDriver(t, c.w, c.h, c.scale)
				h := newHowToPlay(scenetest.TestApp, engine.Variant(v))
				d.Step(h, kit.Intents{}, false)
				h.show(engine.Variant(v), i)
				for k := 0; k < ticks; k++ {
					d.Step(h, kit.Intents{}, k == ticks-1)
				}
				saveRulesShot(t, d, filepath.Join(dir, name))
			}
		}
	}
}

// saveRulesShot writes the driver's screen as a PNG file.
func saveRulesShot(t *testing.T, d *scenetest.Driver, path string) {
	t.Helper()
	w, h := d.Screen.Bounds().Dx(), d.Screen.Bounds().Dy()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	d.Screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
