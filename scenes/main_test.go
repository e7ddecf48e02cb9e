package scenes

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/saves"
	"mancala/scenes/kit"
)

// The tests draw, and drawing needs ebiten's game loop: the whole test
// binary runs inside the first Update (run it under xvfb-run -a).
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *testGame) Draw(*ebiten.Image) {}

func (g *testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	if n := stressRounds(); n > 0 {
		os.Exit(runStress(n)) // stress_test.go
	}
	g := &testGame{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

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

var testText = func() *kit.Text {
	t, err := kit.NewText()
	if err != nil {
		panic(err)
	}
	return t
}()

// testApp is the app of the tests: defaults, no store, no sound.
var testApp = &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}}
