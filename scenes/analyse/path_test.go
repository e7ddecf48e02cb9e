package analyse

import (
	"slices"
	"testing"

	"mancala/engine"
)

func moves(ns ...int) []engine.Move {
	var ms []engine.Move
	for _, n := range ns {
		ms = append(ms, engine.PitMove(n))
	}
	return ms
}

func TestTheGamesNextMoveGoesOnAlongTheGame(t *testing.T) {
	p := newPath(moves(3, 6, 2, 5), 1)
	p.play(engine.PitMove(6))
	if p.at != 2 || !p.onGame() {
		t.Fatalf("at %d, on the game %v; want 2 on the game", p.at, p.onGame())
	}
}

func TestAnotherMoveBranchesWithoutTouchingTheGame(t *testing.T) {
	game := moves(3, 6, 2, 5)
	p := newPath(game, 2)
	p.play(engine.PitMove(1))
	p.play(engine.PitMove(4))
	if p.onGame() || p.branchAt() != 2 || p.at != 4 || !slices.Equal(p.moves, moves(3, 6, 1, 4)) {
		t.Fatalf("branch %v at %d (leaves at %d)", p.moves, p.at, p.branchAt())
	}
	if !slices.Equal(game, moves(3, 6, 2, 5)) {
		t.Fatalf("the game's moves were written over: %v", game)
	}
}

func TestSteppingBackToTheBranchReturnsToTheGame(t *testing.T) {
	p := newPath(moves(3, 6, 2, 5), 2)
	p.play(engine.PitMove(1))
	p.step(3)
	if p.onGame() {
		t.Fatal("inside the branch it is still shown")
	}
	p.step(2)
	if !p.onGame() || p.at != 2 {
		t.Fatalf("back at the branch's root: on the game %v at %d", p.onGame(), p.at)
	}
	p.step(99)
	if p.at != 4 {
		t.Fatalf("the last step goes to the game's end, not %d", p.at)
	}
}
