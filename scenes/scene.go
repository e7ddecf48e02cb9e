package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game. Update runs once per tick (60 per
// second) and holds all logic; Draw only draws.
type Scene interface {
	Update(ctx *Context) error
	Draw(dst *ebiten.Image)
}

// Switcher is what a scene may do to the scene stack.
type Switcher interface {
	// GoTo shows s next; Back returns to it.
	GoTo(s Scene)
	// Back returns to the scene shown before; on the first scene it does
	// nothing.
	Back()
	// Replace shows s in place of the current scene (a rematch).
	Replace(s Scene)
	// Home returns to the first scene, the menu.
	Home()
}

// Context is what a scene gets each tick: the input intents in canvas
// coordinates, the canvas and the switcher.
type Context struct {
	In     Intents
	W, H   float64 // canvas size, logical px
	Scale  float64 // device px per logical px
	Switch Switcher
}
