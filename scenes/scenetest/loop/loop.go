// Package loop runs a test binary inside Ebitengine's game loop, which
// drawing tests need. It imports nothing of the game, so that every
// package's tests can use it, the kit's included.
package loop

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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

// Main runs the tests of m inside the game loop and exits with their
// code: call it from a package's TestMain.
func Main(m *testing.M) {
	g := &testGame{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
