package kit

import (
	"fmt"
)

// Action is a key command, whichever key gave it.
type Action uint8

// The key commands.
const (
	ActPit1 Action = iota // 1..8: choose the mover's pit by number
	ActPit2
	ActPit3
	ActPit4
	ActPit5
	ActPit6
	ActPit7
	ActPit8
	ActLeft
	ActRight
	ActUp
	ActDown
	ActEnter // choose the pit under the cursor; finish the animation
	ActUndo
	ActRedo
	ActHint
	ActBack
	ActSkip  // Space: finish the animation
	ActSpeed // cycle the animation speed
	ActHome  // the first of a list (a review's start)
	ActEnd   // the last of a list (a review's end)
	// ActErase (Backspace, repeating while held) erases the character
	// before a text field's caret. Backspace is ActBack as well: a scene
	// editing text reads ActErase and takes ActBack only without it.
	ActErase
	NumActions
)

var actionNames = [...]string{"pit1", "pit2", "pit3", "pit4", "pit5", "pit6", "pit7", "pit8",
	"left", "right", "up", "down", "enter", "undo", "redo", "hint", "back", "skip", "speed",
	"home", "end", "erase"}

// String returns the action's name.
func (a Action) String() string {
	if a < NumActions {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", a)
}

// Intents is what the player asked for in one tick, in canvas (logical px)
// coordinates. Tests build them by hand.
type Intents struct {
	_        [0]func() // not comparable: no equality code in the page
	Tap      bool      // a tap or click ended this tick at X, Y
	X, Y     float64   // where the tap ended
	Point    bool      // a pointer rests at PX, PY: a mouse hover or a long press
	PX, PY   float64
	LongHeld bool // the point is a long press (touch), not a hover
	// AltTap is the other tap at X, Y: a right-click, or a long press
	// let go where it began (taking a seed away in a set-up).
	AltTap bool
	// Scroll is how far the player moved scrolling content this tick, in
	// logical px: a drag's vertical motion, or the mouse wheel; positive
	// moves the content down (shows what lies above).
	Scroll float64
	// Typed is the text typed this tick (printable characters only), for
	// a text field; the keys that typed it press their actions too.
	Typed string
	// Erase is how many characters a phone's keyboard took from the end
	// of the field's text this tick, before Typed (ActErase alone is one).
	Erase int
	acts  uint32
}

// Press records action a as pressed this tick.
func (in *Intents) Press(a Action) { in.acts |= 1 << a }

// Pressed reports whether action a was pressed this tick.
func (in *Intents) Pressed(a Action) bool { return in.acts&(1<<a) != 0 }

// Any reports whether anything at all was asked for this tick, a hover
// excepted.
func (in *Intents) Any() bool { return in.Tap || in.AltTap || in.acts != 0 }

// TypedText returns intents with s typed (and nothing pressed): for tests.
func TypedText(s string) Intents { return Intents{Typed: s} }

// TapAt returns intents with a single tap at x, y.
func TapAt(x, y float64) Intents { return Intents{Tap: true, X: x, Y: y} }

// PitAction returns the action that chooses pit n (1..8).
func PitAction(n int) Action { return ActPit1 + Action(n-1) }
