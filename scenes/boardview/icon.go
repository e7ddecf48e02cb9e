package boardview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// iconSeeds are the seeds in the icon's four pits.
var iconSeeds = [4]int{4, 3, 5, 4}

// Icon draws the game's icon, size x size px, in theme th: a square
// wooden board of four pits holding seeds, on the table. The board keeps
// within the middle 72%, clear of the cut an installed app's icon may get
// (a circle, or a rounded square).
func Icon(t *kit.Text, th *theme.Theme, size int) *ebiten.Image {
	img := ebiten.NewImage(size, size)
	v := New(t)
	v.Use(th, 1)
	v.Table(img)
	s := float64(size)
	frame := layout.Rect{X: s * 0.14, Y: s * 0.14, W: s * 0.72, H: s * 0.72}
	cell := frame.W / 2
	g := Geometry{Frames: []layout.Rect{frame}, Unit: cell}
	for i := range iconSeeds {
		cx, cy := frame.X+cell*(0.5+float64(i%2)), frame.Y+cell*(0.5+float64(i/2))
		hollow := layout.Shape{X0: cx, Y0: cy, X1: cx, Y1: cy, R: cell * 0.38}
		g.Spots = append(g.Spots, layout.Spot{Place: engine.Place(i), Cell: layout.Rect{X: cx - cell/2, Y: cy - cell/2, W: cell, H: cell},
			Hollow: hollow, Rest: hollow})
	}
	v.Board(img, &g)
	v.Heaps(img, &g, func(i int) int { return iconSeeds[i] })
	return img
}
