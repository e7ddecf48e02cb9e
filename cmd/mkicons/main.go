// Command mkicons draws the browser game's app icons from the game's own
// art (boardview.Icon, the wooden theme) and writes them as PNG files,
// the sizes the web app manifest (wasm/manifest.webmanifest) lists:
//
//	xvfb-run -a go run ./cmd/mkicons [-dir wasm]
//
// It draws with Ebitengine, so it needs a display (Xvfb will do). The
// icons are committed; run it again when the art changes.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/boardview"
	"mancala/scenes/kit"
	"mancala/scenes/theme"
)

// sizes are the icons' sizes, px: what install prompts ask for.
var sizes = []int{192, 512}

func main() {
	dir := flag.String("dir", "wasm", "folder to write icon-<size>.png into")
	flag.Parse()
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(&painter{dir: *dir}); err != nil && err != ebiten.Termination {
		log.Fatalf("mkicons: %v", err)
	}
}

// painter draws and writes the icons on its first tick, then ends.
type painter struct{ dir string }

func (p *painter) Update() error {
	text, err := kit.NewText()
	if err != nil {
		return err
	}
	for _, size := range sizes {
		if err := write(filepath.Join(p.dir, fmt.Sprintf("icon-%d.png", size)), boardview.Icon(text, &theme.Wood, size)); err != nil {
			return err
		}
	}
	return ebiten.Termination
}

func (p *painter) Draw(*ebiten.Image)         {}
func (p *painter) Layout(w, h int) (int, int) { return w, h }

// write saves img as a PNG file.
func write(name string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	fmt.Println("mkicons: wrote", name)
	return f.Close()
}
