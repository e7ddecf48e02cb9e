// Package scenetest drives scenes in tests: a TestMain that runs the test
// binary inside Ebitengine's game loop, a driver that runs a scene on a
// canvas with synthetic intents, a switcher that records where a scene
// went, and the apps and helpers the scenes' tests share. It imports no
// scene package, so every scene package's tests can use it.
package scenetest

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
