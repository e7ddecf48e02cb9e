// Command mancala plays Kalah, Oware, Congkak and Bao.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes"
)

func main() {
	g, err := scenes.NewGame()
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowTitle("Mancala")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
