//go:build !js

package play

import (
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// mirrored returns a board of r with a friend, from start (nil: r's
// start), whose app keeps what the mirror says.
func mirrored(t *testing.T, d *scenetest.Driver, r engine.Rules, start *engine.Position) (*Board, *core.KeptMirror) {
	t.Helper()
	app := scenetest.NewTestApp()
	mir := &core.KeptMirror{}
	app.Mirror = mir
	b := NewBoard(core.Config{Rules: r, Start: start}, app)
	d.Step(b, kit.Intents{}, true)
	return b, mir
}

// TestTheMirrorOffersMovesAnnouncesThemAndReadsTheBoard: while a person
// is to move the mirror offers each legal move with its seeds; choosing
// one plays it and announces it with what it did; asked, it reads every
// pit from the player's left, the stores and whose turn it is.
func TestTheMirrorOffersMovesAnnouncesThemAndReadsTheBoard(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	k, _ := engine.NewKalah(engine.StandardKalah)
	b, mir := mirrored(t, d, k, nil)
	if got := mir.Offered(); len(got) != 6 || got[2] != "pit 3: 4 seeds" {
		t.Fatalf("offered %q", got)
	}
	mir.Choose(2)
	d.Step(b, kit.Intents{}, true)
	if got := mir.Last(); got != "Bottom sowed pit 3: extra turn" {
		t.Fatalf("announced %q", got)
	}
	settle(t, d, b)
	mir.ReadBoard()
	d.Step(b, kit.Intents{}, true)
	want := "From your left. Bottom: 4, 4, 0, 5, 5, 5; store 1. Top: 4, 4, 4, 4, 4, 4; store 0. Kalah · Bottom to move"
	if got := mir.Last(); got != want {
		t.Errorf("the board reads\n%q, want\n%q", got, want)
	}
}

// TestTheMirrorAnnouncesCapturesAndTheEnd: a capture is announced with
// its seeds, and the last move with the game's result.
func TestTheMirrorAnnouncesCapturesAndTheEnd(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	k, _ := engine.NewKalah(engine.StandardKalah)
	capture, err := engine.ParsePosition(k, "1,0,4,4,4,4/4,4,4,4,4,4 7 0 s")
	if err != nil {
		t.Fatal(err)
	}
	b, mir := mirrored(t, d, k, &capture)
	b.Play(engine.PitMove(1))
	if got := mir.Last(); got != "Bottom sowed pit 1: captured 5" {
		t.Errorf("announced %q", got)
	}
	end, _ := engine.ParsePosition(k, "0,0,0,0,0,1/4,4,4,4,4,4 20 3 s")
	b, mir = mirrored(t, d, k, &end)
	b.Play(engine.PitMove(6))
	if got := mir.Last(); !strings.HasPrefix(got, "Bottom sowed pit 6") || !strings.HasSuffix(got, ". Top wins 27–21") {
		t.Errorf("the last move announced %q", got)
	}
	d.Step(b, kit.Intents{}, true)
	if got := mir.Offered(); len(got) != 0 {
		t.Errorf("moves offered after the end: %q", got)
	}
}
