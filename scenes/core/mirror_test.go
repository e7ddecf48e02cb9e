//go:build !js

package core

import (
	"slices"
	"testing"

	"mancala/scenes/kit"
)

// speaker offers two choices and keeps what it was asked to do.
type speaker struct {
	still
	app    *App
	chosen []int
	reads  int
}

func (s *speaker) Update(ctx *Context) error { return Speak(s.app, ctx, s) }
func (s *speaker) Offering() Offering {
	return Offering{Title: "Choices", Labels: []string{"one", "two"}}
}
func (s *speaker) Chosen(_ *Context, i int, read bool) error {
	if i >= 0 {
		s.chosen = append(s.chosen, i)
	}
	if read {
		s.reads++
	}
	return nil
}

// TestTheMirrorDrivesTheSceneShownAndOnlyIt: a scene that speaks offers
// its choices and does the one chosen, once; a choice beyond what was
// offered is none; once a scene that does not speak is shown, the manager
// takes every offer away.
func TestTheMirrorDrivesTheSceneShownAndOnlyIt(t *testing.T) {
	mir := &KeptMirror{}
	app := &App{Mirror: mir}
	sp := &speaker{app: app}
	m := NewManager(sp)
	m.SetMirror(mir)
	step := func() {
		t.Helper()
		if err := m.Step(kit.Intents{}); err != nil {
			t.Fatal(err)
		}
	}
	step()
	if got := mir.Offering(); got.Title != "Choices" || !slices.Equal(got.Labels, []string{"one", "two"}) {
		t.Fatalf("offered %+v", got)
	}
	mir.Choose(1)
	step()
	mir.Choose(2)
	mir.ReadBoard()
	step()
	step()
	if !slices.Equal(sp.chosen, []int{1}) || sp.reads != 1 {
		t.Fatalf("chosen %v, boards read %d; want [1] and 1", sp.chosen, sp.reads)
	}
	m.GoTo(still{})
	step()
	if got := mir.Offering(); len(got.Labels) != 0 || got.Title != "" {
		t.Errorf("a scene that does not speak leaves %+v offered", got)
	}
}
