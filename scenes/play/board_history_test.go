package play

import (
	"strings"
	"testing"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// boardAfter returns a board of two people playing the rules spec from
// start, after the moves (space separated).
func boardAfter(t *testing.T, spec, start, moves string) *Board {
	t.Helper()
	r, err := engine.ParseRules(spec)
	if err != nil {
		t.Fatal(err)
	}
	p, err := engine.ParsePosition(r, start)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(core.Config{Rules: r, Start: &p, NoSave: true}, scenetest.TestApp)
	for _, w := range strings.Fields(moves) {
		m, err := engine.ParseMove(r, w)
		b.tab.Stage.Finish()
		if err != nil || !b.Play(m) {
			t.Fatalf("move %s refused (%v)", w, err)
		}
	}
	b.tab.Stage.Finish()
	return b
}

// stepUntil runs the board a tick at a time, as the game does, until done
// reports true or 10 s have passed (the thinkers search off the frame).
func stepUntil(t *testing.T, b *Board, done func() bool) {
	t.Helper()
	d := scenetest.NewDriver(t, 1280, 720, 1)
	for end := time.Now().Add(10 * time.Second); !done() && time.Now().Before(end); time.Sleep(time.Second / 60) {
		d.Step(b, kit.Intents{}, false)
	}
}

// TestTheBoardsComputerPlaysByItsGamesHistory: under repetition=second,
// at 1,0,0,0,0,1/1,0,0,0,0,0 22 23 s South's 1 brings back a position of
// this game, a draw by the sweep, and every other move loses; the board's
// level 10, which knows the game's history, plays 1 (without it, it
// cannot see the draw and plays 6).
func TestTheBoardsComputerPlaysByItsGamesHistory(t *testing.T) {
	b := boardAfter(t, "oware repetition=second", "0,0,0,0,0,0/1,0,2,0,1,1 22 21 n",
		"6 1 3 2 4 3 5 4 6 5 1 2 2 3 3 6 4 4 5 5 6")
	if got := engine.FormatPosition(b.cfg.Rules, b.game.Position()); got != "1,0,0,0,0,1/1,0,0,0,0,0 22 23 s" {
		t.Fatalf("position %s", got)
	}
	plies := len(b.game.Moves())
	b.cfg.Computer[engine.South] = &core.Computer{Level: ai.Champion}
	stepUntil(t, b, func() bool { return len(b.game.Moves()) > plies })
	if moves := b.game.Moves(); len(moves) == plies || moves[plies] != engine.PitMove(1) || !b.game.Outcome().Over() {
		t.Errorf("the computer played %v (game over: %v), want 1 and the draw by repetition", moves[plies:], b.game.Outcome().Over())
	}
}

// TestTheBoardsHintKnowsItsGamesHistory: under repetition=second, at
// 0,1,1,0,1,0/0,1,0,0,0,1 20 23 s South's 3 brings back a position of
// this game and loses by the sweep; the hint, which knows the game's
// history, does not point at it (without it, it would).
func TestTheBoardsHintKnowsItsGamesHistory(t *testing.T) {
	b := boardAfter(t, "oware repetition=second", "0,2,0,1,0,0/0,1,0,0,0,1 20 23 n",
		"6 1 2 4 3 5 4 2 5 5 6 6 1 4 2 1 3 5 4 2 6 6 1 1 5 3 6 2 2 5 3 1 4 6 1 4 5")
	if got := engine.FormatPosition(b.cfg.Rules, b.game.Position()); got != "0,1,1,0,1,0/0,1,0,0,0,1 20 23 s" {
		t.Fatalf("position %s", got)
	}
	turn{b}.askHint()
	stepUntil(t, b, func() bool { return !b.ai.hinting })
	if b.ai.hinting || b.sel.hintMove == engine.PitMove(3) {
		t.Errorf("hint %v (still thinking: %v), want a move other than 3, the losing repetition", b.sel.hintMove, b.ai.hinting)
	}
}
