//go:build !js

package play

import (
	"slices"
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
	if got := mir.Offered(); len(got) != 7 || got[2] != "pit 3: 4 seeds" || got[6] != "Menu" {
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
// its seeds, and the last move with the game's result; the game-over
// panel's buttons are then offered, and work.
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
	if got := mir.Offered(); len(got) != 1 || got[0] != "Menu" {
		t.Errorf("offered after the end, while the seeds move: %q", got)
	}
	settle(t, d, b)
	d.Step(b, kit.Intents{}, true)
	if got := mir.Offered(); !slices.Equal(got, []string{"Rematch", "Review", "Analyse", "Menu"}) {
		t.Fatalf("offered with the game-over panel: %q", got)
	}
	mir.Choose(0)
	d.Step(b, kit.Intents{}, true)
	if len(d.Sw.Replaced) != 1 {
		t.Error("Rematch through the mirror did not start the rematch")
	}
}

// TestCaptionsSayEachMoveUnderTheBoard: with the settings' Captions on,
// the board gives up a line at the bottom of the screen, where each move
// is said in the mirror's words; without them it has no such line.
func TestCaptionsSayEachMoveUnderTheBoard(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}, {844, 390}} {
		d := scenetest.NewDriver(t, c[0], c[1], 1)
		k, _ := engine.NewKalah(engine.StandardKalah)
		b, mir := mirrored(t, d, k, nil)
		if b.lay.Said.H != 0 {
			t.Fatalf("%v: a caption line %+v without captions", c, b.lay.Said)
		}
		b.app.Settings.Captions = true
		d.Step(b, kit.Intents{}, true)
		said, board := b.lay.Said, b.lay.Board
		if said.H == 0 || said.Y < board.Y+board.H || said.Y < b.lay.Plates[engine.South].Y+b.lay.Plates[engine.South].H || said.Y+said.H > c[1] {
			t.Fatalf("%v: caption line %+v against board %+v and plate %+v", c, said, board, b.lay.Plates[engine.South])
		}
		mir.Choose(2)
		d.Step(b, kit.Intents{}, true)
		if b.said != "Bottom sowed pit 3: extra turn" || b.said != mir.Last() {
			t.Errorf("%v: the caption line says %q; the mirror %q", c, b.said, mir.Last())
		}
	}
}
