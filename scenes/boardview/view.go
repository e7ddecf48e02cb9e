// Package boardview draws boards: any position of any game at any size,
// from the current theme. The board screen, the how-to-play
// demonstrations, the picker's pictures and the challenges' thumbnails
// all draw with it: the table, the wood and its hollows (a still layer
// made once per size and theme), the seeds (sprites made once per size
// and theme), the lights and marks on the places, the counts and the
// preview of where a move ends. Where things go is package geom's.
package boardview

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/theme"
)

// View draws boards in one theme at one device scale. Each scene keeps
// its own; its caches follow the theme and the sizes it is asked for.
type View struct {
	th     *theme.Theme
	scale  float64
	paint  kit.Painter
	text   *kit.Text
	themed themed
	layers layers
	seeds  sprites
}

// themed is what a theme's colours are baked into: the table's felt, the
// wood's grain, a place's glow.
type themed struct {
	table, wood, glow, shadow *ebiten.Image
}

// New returns a view in the wood theme at scale 1, writing with t.
func New(t *kit.Text) *View {
	v := &View{text: t, scale: 1}
	v.Use(&theme.Wood, 1)
	return v
}

// Use sets the theme and the device scale (device px per logical px);
// a new theme draws the table, the wood, the layers and the seeds again.
func (v *View) Use(th *theme.Theme, scale float64) {
	v.scale, v.paint.Scale = scale, scale
	if th == v.th {
		return
	}
	v.th = th
	v.themed.free()
	v.themed = themed{
		table:  ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table)),
		wood:   ebiten.NewImageFromImage(assets.WoodOf(512, 256, th.WoodPale, th.WoodDark)),
		glow:   ebiten.NewImageFromImage(assets.GlowOf(64, theme.Straight(th.Glow))),
		shadow: ebiten.NewImageFromImage(assets.Shadow(32)),
	}
	v.layers.free()
	v.seeds.free()
}

// Theme returns the theme the view draws in.
func (v *View) Theme() *theme.Theme { return v.th }

// free deallocates the themed images.
func (t *themed) free() {
	for _, img := range [...]*ebiten.Image{t.table, t.wood, t.glow, t.shadow} {
		if img != nil {
			img.Deallocate()
		}
	}
}

// Table fills dst with the table's felt.
func (v *View) Table(dst *ebiten.Image) { v.paint.Stretch(dst, v.themed.table) }

// painter returns the view's painter at its scale.
func (v *View) painter() *kit.Painter { return &v.paint }

// Geometry is a board as drawn; see package geom.
type Geometry = geom.Board
