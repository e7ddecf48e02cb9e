package core

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
)

// Scene is one screen of the game. Update runs once per tick (60 per
// second) and holds all logic; Draw only draws.
//
// A scene can be drawn from the moment it exists: a frame may bring no
// Update at all, and the manager draws a scene pushed during an Update
// before that scene's own first Update. So a scene never lays itself out
// in Update: its constructor lays it out for the default canvas
// (DefaultW x DefaultH at scale 1), and Resize for any other. The manager
// calls Resize before each Draw and Update with the canvas of the moment;
// a scene does the work only when the canvas changed.
type Scene interface {
	Update(ctx *Context) error
	Draw(dst *ebiten.Image)
	// Resize lays the scene out for a canvas of w x h logical px at
	// scale device px per logical px.
	Resize(w, h, scale float64)
}

// The canvas a scene is laid out for until the manager says otherwise,
// logical px.
const (
	DefaultW = 1280
	DefaultH = 720
)

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
// coordinates, the canvas, the time passed and the switcher.
type Context struct {
	_      [0]func() // not comparable: no equality code in the page
	In     kit.Intents
	W, H   float64 // canvas size, logical px
	Scale  float64 // device px per logical px
	Switch Switcher
	// Elapsed is the game time since the last Update: the real time, at
	// most MaxElapsed. Animation and turn flow advance by it, so a move
	// takes as long at 10 updates per second as at 60.
	Elapsed time.Duration
}

// MaxElapsed is the most game time one Update advances: after a pause (a
// hidden tab, a stalled machine) the game goes on where it was instead of
// jumping ahead.
const MaxElapsed = 250 * time.Millisecond

// TickTime is one tick at 60 per second: the game time of the first
// Update, and the unit of the driver in tests.
const TickTime = time.Second / 60
