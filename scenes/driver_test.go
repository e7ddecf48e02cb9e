package scenes

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/saves"
)

// switcher records what a scene asked of the scene stack.
type switcher struct {
	to       []Scene
	backs    int
	replaced []Scene
	homes    int
}

func (s *switcher) GoTo(sc Scene)    { s.to = append(s.to, sc) }
func (s *switcher) Back()            { s.backs++ }
func (s *switcher) Replace(sc Scene) { s.replaced = append(s.replaced, sc) }
func (s *switcher) Home()            { s.homes++ }

// driver runs a scene on a canvas with synthetic input.
type driver struct {
	t      testing.TB
	ctx    Context
	sw     *switcher
	screen *ebiten.Image
}

func newDriver(t testing.TB, w, h, scale float64) *driver {
	sw := &switcher{}
	return &driver{t: t, sw: sw, ctx: Context{W: w, H: h, Scale: scale, Switch: sw, Elapsed: tickTime},
		screen: ebiten.NewImage(int(w*scale), int(h*scale))}
}

// step runs one tick of s with intents in, and draws it when draw is set.
func (d *driver) step(s Scene, in Intents, draw bool) {
	d.t.Helper()
	d.ctx.In = in
	s.Resize(d.ctx.W, d.ctx.H, d.ctx.Scale)
	if err := s.Update(&d.ctx); err != nil {
		d.t.Fatal(err)
	}
	if draw {
		d.screen.Clear()
		s.Draw(d.screen)
	}
}

var testText = func() *Text {
	t, err := NewText()
	if err != nil {
		panic(err)
	}
	return t
}()

// testApp is the app of the tests: defaults, no store, no sound.
var testApp = &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}}

// save writes img as a PNG file.
func save(t *testing.T, img *ebiten.Image, path string) {
	t.Helper()
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// recordedSounds remembers what the scenes asked of the sounds.
type recordedSounds struct {
	played  []SoundKind
	applied []saves.Settings
}

func (r *recordedSounds) Play(k SoundKind)       { r.played = append(r.played, k) }
func (r *recordedSounds) Apply(s saves.Settings) { r.applied = append(r.applied, s) }
func (r *recordedSounds) Available() bool        { return true }

// newTestApp returns an app of its own: defaults, no store, recorded sounds.
func newTestApp() *App {
	return &App{Text: testText, Settings: saves.DefaultSettings(), Sound: &recordedSounds{}}
}

// debugScene is a scene that names its tap targets.
type debugScene interface {
	Scene
	Debugger
}

// tapNamed taps the centre of the button the scene calls name.
func tapNamed(t *testing.T, d *driver, s debugScene, name string) {
	t.Helper()
	var ds DebugState
	s.Debug(&ds)
	for _, b := range ds.Buttons {
		if b.Name == name {
			d.step(s, TapAt(b.Rect[0]+b.Rect[2]/2, b.Rect[1]+b.Rect[3]/2), true)
			return
		}
	}
	t.Fatalf("%s has no button %q", ds.Scene, name)
}

// storeApp returns an app that saves in a fresh directory.
func storeApp(t *testing.T) *App {
	st, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}, Store: st}
}

func menuApp() *App {
	a := *testApp
	return &a
}

// debugNames returns the names of a scene's buttons.
func debugNames(s Debugger) []string {
	var ds DebugState
	s.Debug(&ds)
	var ns []string
	for _, b := range ds.Buttons {
		ns = append(ns, b.Name)
	}
	return ns
}

// sceneApp returns an app of its own: defaults, no store, no sound.
func sceneApp() *App {
	return &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}}
}
