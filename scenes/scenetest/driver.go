package scenetest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Switcher records what a scene asked of the scene stack.
type Switcher struct {
	To       []core.Scene
	Backs    int
	Replaced []core.Scene
	Homes    int
}

func (s *Switcher) GoTo(sc core.Scene)    { s.To = append(s.To, sc) }
func (s *Switcher) Back()                 { s.Backs++ }
func (s *Switcher) Replace(sc core.Scene) { s.Replaced = append(s.Replaced, sc) }
func (s *Switcher) Home()                 { s.Homes++ }

// Driver runs a scene on a canvas with synthetic input.
type Driver struct {
	t      testing.TB
	Ctx    core.Context
	Sw     *Switcher
	Screen *ebiten.Image
}

func NewDriver(t testing.TB, w, h, scale float64) *Driver {
	sw := &Switcher{}
	return &Driver{t: t, Sw: sw, Ctx: core.Context{W: w, H: h, Scale: scale, Switch: sw, Elapsed: core.TickTime},
		Screen: ebiten.NewImage(int(w*scale), int(h*scale))}
}

// Step runs one tick of s with intents in, and draws it when draw is set.
func (d *Driver) Step(s core.Scene, in kit.Intents, draw bool) {
	d.t.Helper()
	d.Ctx.In = in
	s.Resize(d.Ctx.W, d.Ctx.H, d.Ctx.Scale)
	if err := s.Update(&d.Ctx); err != nil {
		d.t.Fatal(err)
	}
	if draw {
		d.Screen.Clear()
		s.Draw(d.Screen)
	}
}

// TestText is the game's text, made once for all the tests.
var TestText = func() *kit.Text {
	t, err := kit.NewText()
	if err != nil {
		panic(err)
	}
	return t
}()

// TestApp is the app of the tests: defaults, no store, no sound.
var TestApp = &core.App{Text: TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Routes: Routes}

// Save writes img as a PNG file.
func Save(t *testing.T, img *ebiten.Image, path string) {
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

// RecordedSounds remembers what the scenes asked of the sounds.
type RecordedSounds struct {
	Played  []kit.SoundKind
	Applied []saves.Settings
}

func (r *RecordedSounds) Play(k kit.SoundKind)   { r.Played = append(r.Played, k) }
func (r *RecordedSounds) Apply(s saves.Settings) { r.Applied = append(r.Applied, s) }
func (r *RecordedSounds) Available() bool        { return true }

// NewTestApp returns an app of its own: defaults, no store, recorded sounds.
func NewTestApp() *core.App {
	return &core.App{Text: TestText, Settings: saves.DefaultSettings(), Sound: &RecordedSounds{}, Routes: Routes}
}

// DebugScene is a scene that names its tap targets.
type DebugScene interface {
	core.Scene
	core.Debugger
}

// TapNamed taps the centre of the button the scene calls name.
func TapNamed(t *testing.T, d *Driver, s DebugScene, name string) {
	t.Helper()
	var ds core.DebugState
	s.Debug(&ds)
	for _, b := range ds.Buttons {
		if b.Name == name {
			d.Step(s, kit.TapAt(b.Rect[0]+b.Rect[2]/2, b.Rect[1]+b.Rect[3]/2), true)
			return
		}
	}
	t.Fatalf("%s has no button %q", ds.Scene, name)
}

// StoreApp returns an app that saves in a fresh directory.
func StoreApp(t *testing.T) *core.App {
	st, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return &core.App{Text: TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Store: st, Routes: Routes}
}

func MenuApp() *core.App {
	a := *TestApp
	return &a
}

// DebugNames returns the names of a scene's buttons.
func DebugNames(s core.Debugger) []string {
	var ds core.DebugState
	s.Debug(&ds)
	var ns []string
	for _, b := range ds.Buttons {
		ns = append(ns, b.Name)
	}
	return ns
}

// SceneApp returns an app of its own: defaults, no store, no sound.
func SceneApp() *core.App {
	return &core.App{Text: TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Routes: Routes}
}

// ChallengeApp returns an app of its own (so progress starts empty) whose
// store is a temporary directory, at the instant speed, and that
// directory.
func ChallengeApp(t *testing.T) (*core.App, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := saves.DefaultSettings()
	s.Speed = anim.Instant.String()
	return &core.App{Text: TestText, Settings: s, Sound: kit.Silent{}, Store: st, Routes: Routes}, dir
}

// DamagedStore returns an app whose store holds the record name with
// garbage in it, and the store's directory.
func DamagedStore(t *testing.T, name string) (*core.App, string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("\x00\x00garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	app := MenuApp()
	app.Store = st
	return app, dir
}

// NamedRect returns the rect of the tap target scene s calls name, and
// false when it shows none.
func NamedRect(s core.Debugger, name string) (layout.Rect, bool) {
	var ds core.DebugState
	s.Debug(&ds)
	for _, b := range ds.Buttons {
		if b.Name == name {
			return layout.Rect{X: b.Rect[0], Y: b.Rect[1], W: b.Rect[2], H: b.Rect[3]}, true
		}
	}
	return layout.Rect{}, false
}
