package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
)

// TestScreenshots draws the board screen in several states and, when
// MANCALA_SHOTS names a directory, writes them there as PNGs to look at.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, c := range []struct {
		name  string
		r     engine.Rules
		w, h  float64
		scale float64
	}{
		{"kalah-1280x720", k, 1280, 720, 1},
		{"congkak-390x844", engine.Congkak{}, 390, 844, 2},
		{"oware-1920x1080", engine.Oware{}, 1920, 1080, 1},
		{"bao-390x844", engine.Bao{}, 390, 844, 2},
	} {
		b := playByTaps(t, c.r, c.w, c.h, c.scale)
		d := newDriver(t, c.w, c.h, c.scale)
		for i := 0; i < 10; i++ {
			d.step(b, Intents{}, i == 9)
		}
		save(t, d.screen, filepath.Join(dir, c.name+"-over.png"))
	}
}

// save writes img as a PNG file.
func save(t *testing.T, img *ebiten.Image, path string) {
	t.Helper()
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
