// Command mancala plays Kalah, Oware, Congkak and Bao.
package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes"
)

// run opens a window of w x h logical px and plays the game until it
// ends, joining the online game of the invite join (a code or a link;
// empty: none) first. The browser ignores the size: the page sizes the
// canvas.
func run(w, h int, join string) error {
	g, err := scenes.NewGame(join)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("Mancala")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(g)
}
