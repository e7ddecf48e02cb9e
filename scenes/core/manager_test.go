package core

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// still is a scene that does nothing.
type still struct{}

func (still) Update(*Context) error  { return nil }
func (still) Draw(*ebiten.Image)     {}
func (still) Resize(_, _, _ float64) {}

// TestWorkAfterTheFirstFrameWaitsForIt: what AfterFirstFrame was given
// runs in the first Update after a frame was drawn, once, and not before.
func TestWorkAfterTheFirstFrameWaitsForIt(t *testing.T) {
	m := NewManager(still{})
	runs := 0
	m.AfterFirstFrame(func() { runs++ })
	for range 3 {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if runs != 0 {
		t.Fatalf("ran %d times before any frame", runs)
	}
	screen := ebiten.NewImage(64, 64)
	defer screen.Deallocate()
	m.Draw(screen)
	for range 3 {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		m.Draw(screen)
	}
	if runs != 1 {
		t.Errorf("ran %d times after the first frames, want once", runs)
	}
}
