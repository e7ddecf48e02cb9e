// Package scenetest drives scenes in tests: a TestMain that runs the test
// binary inside Ebitengine's game loop, a driver that runs a scene on a
// canvas with synthetic intents, a switcher that records where a scene
// went, and the apps, routes and helpers the scenes' tests share. It
// imports no scene package, so every scene package's tests can use it.
package scenetest

import (
	"testing"

	"mancala/scenes/scenetest/loop"
)

// Main runs the tests of m inside the game loop and exits with their
// code: call it from a package's TestMain.
func Main(m *testing.M) { loop.Main(m) }
