package core

import (
	"fmt"
	"image"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
)

// fadeTime is the length of the cross-fade between two scenes; the new
// scene takes no input meanwhile.
const fadeTime = 200 * time.Millisecond

// Manager runs the scenes: it is the ebiten.Game. It keeps a stack of
// scenes (Back pops it), reads input once per tick, and cross-fades when
// the scene changes.
type Manager struct {
	stack []Scene
	prev  Scene         // the scene fading out, or nil
	fade  time.Duration // cross-fade left
	in    kit.Input
	w, h  float64 // canvas, logical px
	scale float64
	off   [2]*ebiten.Image
	ticks int
	// drawn is the scene the screen shows, drawn at drawnSize; nil during
	// a fade. The screen is not cleared between frames (NewManager), so a
	// still scene is not drawn again.
	drawn     Scene
	drawnSize image.Point
	debug     debugPublisher // the state for browser tests (debug_js.go)
	// now is the clock game time follows (time.Now; tests set their
	// own), last its reading at the last Update.
	now  func() time.Time
	last time.Time
	// framed is whether a frame was drawn; afterFirst is the work that
	// waits for it.
	framed     bool
	afterFirst []func()
	// mirror is the game's text mirror (SetMirror); spoken is the scene
	// that was shown when it was last cleared.
	mirror Mirror
	spoken Scene
}

// debugFPS logs the tick and frame rates every two seconds when the
// environment sets MANCALA_DEBUG.
var debugFPS = os.Getenv("MANCALA_DEBUG") != ""

// NewManager returns a manager showing first.
func NewManager(first Scene) *Manager {
	ebiten.SetScreenClearedEveryFrame(false)
	return &Manager{stack: []Scene{first}, w: DefaultW, h: DefaultH, scale: 1, now: time.Now}
}

// GoTo shows s, cross-fading, and keeps the current scene to come Back to.
func (m *Manager) GoTo(s Scene) {
	m.prev, m.fade = m.Top(), fadeTime
	m.stack = append(m.stack, s)
}

// Back returns to the scene shown before the current one.
func (m *Manager) Back() {
	if len(m.stack) < 2 {
		return
	}
	m.prev, m.fade = m.Top(), fadeTime
	m.stack = m.stack[:len(m.stack)-1]
}

// Replace shows s in place of the current scene, cross-fading.
func (m *Manager) Replace(s Scene) {
	m.prev, m.fade = m.Top(), fadeTime
	m.stack[len(m.stack)-1] = s
}

// Home returns to the first scene, cross-fading.
func (m *Manager) Home() {
	if len(m.stack) < 2 {
		return
	}
	m.prev, m.fade = m.Top(), fadeTime
	m.stack = m.stack[:1]
}

func (m *Manager) Top() Scene { return m.stack[len(m.stack)-1] }

// Update reads input first, then updates the current scene. While a fade
// runs the new scene updates without input.
func (m *Manager) Update() error {
	if m.framed && m.afterFirst != nil {
		for _, f := range m.afterFirst {
			f()
		}
		m.afterFirst = nil
	}
	return m.Step(m.in.Update(m.scale))
}

// AfterFirstFrame runs f in the first Update after a frame was drawn: for
// work the first frame need not wait for (the sound's start, which takes
// a browser a while).
func (m *Manager) AfterFirstFrame(f func()) { m.afterFirst = append(m.afterFirst, f) }

// SetCanvas lays the scenes out for a canvas of w x h logical px at scale
// device px per logical px, as Layout does for the window: for tests and
// tools that drive the manager without one.
func (m *Manager) SetCanvas(w, h, scale float64) { m.w, m.h, m.scale = w, h, scale }

// SetMirror gives the manager the game's text mirror, which it clears
// of what was offered whenever another scene is shown.
func (m *Manager) SetMirror(mir Mirror) { m.mirror = mir }

// SetClock makes game time follow now instead of time.Now.
func (m *Manager) SetClock(now func() time.Time) { m.now = now }

// Fading reports whether a cross-fade runs (the new scene takes no input).
func (m *Manager) Fading() bool { return m.fade > 0 }

// EndFade ends the cross-fade at once.
func (m *Manager) EndFade() { m.fade = 0 }

// Redraw makes the next Draw draw the scene even when it is still.
func (m *Manager) Redraw() { m.drawn = nil }

// Step runs one tick with the intents in: the game's, or a test's.
func (m *Manager) Step(in kit.Intents) error {
	m.ticks++
	if debugFPS && m.ticks%30 == 0 {
		fmt.Fprintf(os.Stderr, "tps %.1f fps %.1f\n", ebiten.ActualTPS(), ebiten.ActualFPS())
	}
	dt := m.elapsed()
	if m.fade > 0 {
		m.fade -= dt
		in = kit.Intents{}
	}
	ctx := Context{In: in, W: m.w, H: m.h, Scale: m.scale, Switch: m, Elapsed: dt}
	top := m.Top()
	if top != m.spoken && m.mirror != nil { // a scene that speaks offers anew in its Update
		m.mirror.Offer(Offering{})
		m.spoken = top
	}
	top.Resize(m.w, m.h, m.scale)
	return top.Update(&ctx)
}

// elapsed returns the game time since the last Update: the clock's time,
// one tick the first time, never more than MaxElapsed.
func (m *Manager) elapsed() time.Duration {
	t := m.now()
	dt := TickTime
	if !m.last.IsZero() {
		dt = max(0, min(MaxElapsed, t.Sub(m.last)))
	}
	m.last = t
	return dt
}

// Draw draws the current scene, cross-faded with the one before it while
// the fade runs.
func (m *Manager) Draw(screen *ebiten.Image) {
	m.Top().Resize(m.w, m.h, m.scale)
	if m.prev != nil && m.fade > 0 {
		m.prev.Resize(m.w, m.h, m.scale)
	}
	m.debug.publish(m.Top(), m.fade > 0)
	m.framed = true
	if m.stillFrame(screen) {
		return
	}
	screen.Clear()
	m.drawn, m.drawnSize = m.Top(), screen.Bounds().Size()
	if m.fade <= 0 || m.prev == nil {
		m.Top().Draw(screen)
		return
	}
	m.drawn = nil
	a, b := m.offscreen(0, screen), m.offscreen(1, screen)
	m.prev.Draw(a)
	m.Top().Draw(b)
	screen.DrawImage(a, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(1 - float32(m.fade)/float32(fadeTime))
	screen.DrawImage(b, op)
}

// offscreen returns a cleared offscreen image of the screen's size.
func (m *Manager) offscreen(i int, screen *ebiten.Image) *ebiten.Image {
	if m.off[i] == nil || m.off[i].Bounds() != screen.Bounds() {
		if m.off[i] != nil {
			m.off[i].Deallocate()
		}
		m.off[i] = ebiten.NewImage(screen.Bounds().Dx(), screen.Bounds().Dy())
	}
	m.off[i].Clear()
	return m.off[i]
}

// Layout makes the screen as many device pixels as the window has, so
// drawing is crisp on high-DPI screens; scenes work in logical px.
func (m *Manager) Layout(outW, outH int) (int, int) {
	s := 1.0
	if mon := ebiten.Monitor(); mon != nil {
		s = mon.DeviceScaleFactor()
	}
	if s <= 0 {
		s = 1
	}
	m.w, m.h, m.scale = float64(outW), float64(outH), s
	return int(math.Ceil(float64(outW) * s)), int(math.Ceil(float64(outH) * s))
}

// Still is a scene that can tell when its next frame would look exactly
// like the last one it drew; the manager then leaves the screen as it is.
// While the computer thinks nothing on the board moves, and in a browser
// without a GPU a frame not drawn is a frame the page does not wait for.
type Still interface {
	Still() bool
}

// stillFrame reports whether the manager may leave screen as it is: the
// scene is the one last drawn, on a screen of the same size, and still.
func (m *Manager) stillFrame(screen *ebiten.Image) bool {
	st, ok := m.Top().(Still)
	if !ok || m.fade > 0 || m.drawn != m.Top() || m.drawnSize != screen.Bounds().Size() {
		return false
	}
	return st.Still()
}
