// Command mancala plays Kalah, Oware, Congkak and Bao.
package main

import (
	"flag"
	"fmt"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes"
)

func main() {
	size := flag.String("size", "1280x720", "window size in logical px, WxH")
	flag.Parse()
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 200 || h < 200 {
		log.Fatalf("mancala: bad -size %q", *size)
	}
	g, err := scenes.NewGame()
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowTitle("Mancala")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
