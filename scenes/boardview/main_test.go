package boardview

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests read pixels, which needs Ebitengine's game loop: the whole
// test binary runs inside the first Update (run it under xvfb-run -a).
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
	g := &testGame{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
