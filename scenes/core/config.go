package core

import (
	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/anim"
)

// Thinker is a computer player, or a hint giver. Start begins thinking
// about g's current position, off the frame if it takes long, knowing the
// game's earlier positions (Oware's repetition rule depends on them); it
// must not keep g, which plays on. Poll reports the chosen move once
// there is one, and never blocks.
type Thinker interface {
	Start(g *engine.Game)
	Poll() (engine.Move, bool)
}

// Config says what the board scene plays.
type Config struct {
	_        [0]func() // not comparable: no equality code in the page
	Rules    engine.Rules
	First    engine.Side
	Computer [2]Thinker // the computer plays a side that has one; nil: a person
	Hint     Thinker    // nil: the medium search (NewHint)
	Speed    anim.Speed
	// Start is the position the game starts from; nil: the rules' start
	// with First to move.
	Start *engine.Position
	// NoSave keeps the game out of the store (tests, challenges).
	NoSave bool
	// Challenge, when set, is the challenge being played (board_challenge.go).
	Challenge *challenges.Challenge
	// Puzzle, when set, is the puzzle being played (board_puzzle.go).
	Puzzle *PuzzleAttempt
}
