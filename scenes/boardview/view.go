// Package boardview draws boards: any position of any game at any size,
// from the current theme. The board screen, the how-to-play
// demonstrations, the picker's pictures and the challenges' thumbnails
// all draw with it: the table, the wood and its hollows (a still layer
// made once per size and theme), the seeds (sprites made once per size
// and theme), the lights and marks on the places, the counts and the
// preview of where a move ends. Where things go is package geom's.
package boardview

import (
	"sync"

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
	themed *themed
	layers layers
	seeds  sprites
}

// themed is what a theme's colours are baked into: the table's felt, the
// wood's grain, a place's glow. It is made once per theme for the whole
// program and shared by every view (the menu's pictures, the board, the
// demonstrations): a theme's art never changes, and the wood takes a
// moment to grow (a tenth of a second in a browser).
type themed struct {
	table, wood, glow, shadow *ebiten.Image
}

// themedArt holds each theme's art once made.
var themedArt struct {
	sync.Mutex
	of map[*theme.Theme]*themed
}

// artOf returns theme th's art, made on its first use.
func artOf(th *theme.Theme) *themed {
	themedArt.Lock()
	defer themedArt.Unlock()
	if a, ok := themedArt.of[th]; ok {
		return a
	}
	a := &themed{
		table:  ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table)),
		wood:   ebiten.NewImageFromImage(assets.WoodOf(512, 256, th.WoodPale, th.WoodDark)),
		glow:   ebiten.NewImageFromImage(assets.GlowOf(64, theme.Straight(th.Glow))),
		shadow: ebiten.NewImageFromImage(assets.Shadow(32)),
	}
	if themedArt.of == nil {
		themedArt.of = map[*theme.Theme]*themed{}
	}
	themedArt.of[th] = a
	return a
}

// New returns a view in the wood theme at scale 1, writing with t.
func New(t *kit.Text) *View {
	v := &View{text: t, scale: 1}
	v.Use(&theme.Wood, 1)
	return v
}

// Use sets the theme and the device scale (device px per logical px);
// a new theme brings its art, and the layers and the seeds are drawn
// again.
func (v *View) Use(th *theme.Theme, scale float64) {
	v.scale, v.paint.Scale = scale, scale
	if th == v.th {
		return
	}
	v.th, v.themed = th, artOf(th)
	v.layers.free()
	v.seeds.free()
}

// Theme returns the theme the view draws in.
func (v *View) Theme() *theme.Theme { return v.th }

// Table fills dst with the table's felt.
func (v *View) Table(dst *ebiten.Image) { v.paint.Stretch(dst, v.themed.table) }

// Geometry is a board as drawn; see package geom.
type Geometry = geom.Board
