package scenes

import (
	"errors"
	"strings"
	"testing"

	"mancala/engine"
)

// brokenThinker is a computer player that cannot play, as in a browser
// whose Web Worker did not load.
type brokenThinker struct{}

func (brokenThinker) Start(engine.Rules, engine.Position) {}
func (brokenThinker) Poll() (engine.Move, bool)           { return 0, false }
func (brokenThinker) Err() error                          { return errors.New("ai: no worker") }

// When the computer player cannot play, the status line says so (instead
// of "Computer is thinking…" for ever), and the still-frame key sees it.
func TestBoardSaysWhenTheComputerCannotPlay(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	cfg := Config{Rules: k, First: engine.North, NoSave: true}
	cfg.Computer[engine.North] = brokenThinker{}
	b := NewBoard(cfg, testApp)
	d := newDriver(t, 1280, 720, 1)
	for i := 0; i < 10; i++ {
		d.step(b, Intents{}, true)
	}
	if s := b.status(); !strings.Contains(s, "did not load") {
		t.Errorf("status %q, want it to say the computer player did not load", s)
	}
	if !strings.Contains(b.frameKey().status, "did not load") {
		t.Error("the frame key does not see the failure")
	}
}
