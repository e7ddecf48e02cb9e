package play

import (
	"errors"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// brokenThinker is a computer player that cannot play, as in a browser
// whose Web Worker did not load.
type brokenThinker struct{}

func (brokenThinker) Start(*engine.Game)        {}
func (brokenThinker) Poll() (engine.Move, bool) { return 0, false }
func (brokenThinker) Err() error                { return errors.New("ai: no worker") }

// When the computer player cannot play, the status line says so (instead
// of "Computer is thinking…" for ever), and the still-frame key sees it.
func TestBoardSaysWhenTheComputerCannotPlay(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	cfg := core.Config{Rules: k, First: engine.North, NoSave: true}
	cfg.Computer[engine.North] = brokenThinker{}
	b := NewBoard(cfg, scenetest.TestApp)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	for i := 0; i < 10; i++ {
		d.Step(b, kit.Intents{}, true)
	}
	if s := (view{b}).status(); !strings.Contains(s, "did not load") {
		t.Errorf("status %q, want it to say the computer player did not load", s)
	}
	if !strings.Contains(view{b}.frameKey().status, "did not load") {
		t.Error("the frame key does not see the failure")
	}
}
