package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Touch thresholds.
const (
	longPressTicks = 30 // a touch held this long previews instead of tapping
	eraseDelay     = 30 // ticks Backspace is held before it repeats
	eraseEvery     = 3  // ticks between repeated erases
	tapSlop        = 14 // px a touch may wander and still be a tap
	wheelStep      = 48 // px scrolled per notch of the mouse wheel
)

// keyMap lists the keys behind each action (pairs, not a map: static
// data, nothing built when the program starts).
var keyMap = [...]struct {
	key ebiten.Key
	act Action
}{
	{ebiten.Key1, ActPit1}, {ebiten.Key2, ActPit2}, {ebiten.Key3, ActPit3}, {ebiten.Key4, ActPit4},
	{ebiten.Key5, ActPit5}, {ebiten.Key6, ActPit6}, {ebiten.Key7, ActPit7}, {ebiten.Key8, ActPit8},
	{ebiten.KeyNumpad1, ActPit1}, {ebiten.KeyNumpad2, ActPit2}, {ebiten.KeyNumpad3, ActPit3},
	{ebiten.KeyNumpad4, ActPit4}, {ebiten.KeyNumpad5, ActPit5}, {ebiten.KeyNumpad6, ActPit6},
	{ebiten.KeyNumpad7, ActPit7}, {ebiten.KeyNumpad8, ActPit8}, {ebiten.KeyArrowLeft, ActLeft},
	{ebiten.KeyArrowRight, ActRight}, {ebiten.KeyArrowUp, ActUp}, {ebiten.KeyArrowDown, ActDown},
	{ebiten.KeyEnter, ActEnter}, {ebiten.KeyNumpadEnter, ActEnter}, {ebiten.KeyU, ActUndo},
	{ebiten.KeyR, ActRedo}, {ebiten.KeyH, ActHint}, {ebiten.KeyEscape, ActBack},
	{ebiten.KeyBackspace, ActBack}, {ebiten.KeySpace, ActSkip}, {ebiten.KeyS, ActSpeed},
	{ebiten.KeyHome, ActHome}, {ebiten.KeyEnd, ActEnd},
}

// actionOf returns the action of key k, and false when it has none.
func actionOf(k ebiten.Key) (Action, bool) {
	for _, m := range keyMap {
		if m.key == k {
			return m.act, true
		}
	}
	return 0, false
}

// Input turns the devices' raw state into intents, once per tick, before
// any scene runs. It is the only code that reads ebiten's input.
type Input struct {
	keys    []ebiten.Key
	touches []ebiten.TouchID
	touch   ebiten.TouchID // the touch being followed
	held    int            // ticks it has been down, 0 when none
	x0, y0  float64        // where it went down, device px
	moved   bool
	mouseX  float64 // last mouse position, to tell a hover from a still mouse
	mouseY  float64
	mouseOn bool
	pressed bool    // the left button is down
	mx0     float64 // where it went down, device px
	my0     float64
	dragged bool // it has moved further than tapSlop since
	scale   float64
	chars   []rune
}

// Update reads this tick's input; scale converts device px to logical px.
func (in *Input) Update(scale float64) Intents {
	var it Intents
	in.scale = scale
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	for _, k := range in.keys {
		if a, ok := actionOf(k); ok {
			it.Press(a)
		}
	}
	in.updateText(&it)
	in.updateMouse(&it)
	in.updateTouch(&it)
	it.X, it.Y, it.PX, it.PY = it.X/scale, it.Y/scale, it.PX/scale, it.PY/scale
	it.Scroll /= scale
	return it
}

// updateText reads the characters typed this tick (ebiten's
// AppendInputChars: the keyboard layout's and the input method's text),
// what was pasted and what a phone's keyboard did, and Backspace, which
// erases once and repeats while held.
func (in *Input) updateText(it *Intents) {
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	erase, typed, enter := keyboardNow()
	it.Typed = PrintableText(string(in.chars) + pastedNow() + typed)
	if it.Erase = erase; erase > 0 {
		it.Press(ActErase)
	}
	if enter {
		it.Press(ActEnter)
	}
	d := inpututil.KeyPressDuration(ebiten.KeyBackspace)
	if d == 1 || (d > eraseDelay && (d-eraseDelay)%eraseEvery == 0) {
		it.Press(ActErase)
	}
}

// PrintableText returns s without the characters the game's fonts do
// not draw: only printable ASCII is kept, and line breaks and tabs become
// spaces (pasted lines stay apart on one line).
func PrintableText(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r >= 0x20 && r <= 0x7e:
			b = append(b, byte(r))
		case r == '\n' || r == '\r' || r == '\t':
			b = append(b, ' ')
		}
	}
	return string(b)
}

// updateMouse: a click is a tap where the button went up, unless the
// mouse was dragged while it was down; a drag and the wheel scroll; the
// cursor hovers wherever it is once the mouse has moved.
func (in *Input) updateMouse(it *Intents) {
	cx, cy := ebiten.CursorPosition()
	x, y := float64(cx), float64(cy)
	if x != in.mouseX || y != in.mouseY {
		in.mouseOn = true
	}
	in.updateDrag(it, x, y)
	in.mouseX, in.mouseY = x, y
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) && !in.dragged {
		it.Tap, it.X, it.Y = true, x, y
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) {
		it.AltTap, it.X, it.Y = true, x, y
	}
	if in.mouseOn && in.held == 0 {
		it.Point, it.PX, it.PY = true, x, y
	}
}

// updateDrag follows the left button while it is down: once the mouse
// has moved further than tapSlop, its vertical motion scrolls. The wheel
// scrolls too.
func (in *Input) updateDrag(it *Intents, x, y float64) {
	_, wy := ebiten.Wheel()
	it.Scroll += wy * wheelStep * in.scale
	if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		if !inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			in.pressed, in.dragged = false, false // kept on the release tick, for the tap
		}
		return
	}
	if !in.pressed {
		in.pressed, in.mx0, in.my0, in.dragged = true, x, y, false
		return
	}
	if math.Hypot(x-in.mx0, y-in.my0) > tapSlop*in.scale {
		in.dragged = true
	}
	if in.dragged {
		it.Scroll += y - in.mouseY
	}
}

// updateTouch follows one touch: released soon it is a tap; held still it
// becomes a long press that points (for the preview) and taps nothing.
func (in *Input) updateTouch(it *Intents) {
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if len(in.touches) > 0 && in.held == 0 {
		in.touch, in.held, in.moved = in.touches[0], 1, false
		x, y := ebiten.TouchPosition(in.touch)
		in.x0, in.y0, in.mouseOn = float64(x), float64(y), false
		return
	}
	if in.held == 0 {
		return
	}
	if inpututil.IsTouchJustReleased(in.touch) {
		x, y := inpututil.TouchPositionInPreviousTick(in.touch)
		switch {
		case !in.moved && in.held < longPressTicks:
			it.Tap, it.X, it.Y = true, float64(x), float64(y)
		case !in.moved:
			it.AltTap, it.X, it.Y = true, float64(x), float64(y)
		}
		in.held = 0
		return
	}
	in.held++
	x, y := ebiten.TouchPosition(in.touch)
	if math.Hypot(float64(x)-in.x0, float64(y)-in.y0) > tapSlop*in.scale {
		in.moved = true
	}
	if _, py := inpututil.TouchPositionInPreviousTick(in.touch); in.moved {
		it.Scroll += float64(y - py)
	}
	if in.held >= longPressTicks {
		it.Point, it.PX, it.PY, it.LongHeld = true, float64(x), float64(y), true
	}
}
