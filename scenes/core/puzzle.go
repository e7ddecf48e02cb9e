package core

import (
	"mancala/engine"
	"mancala/puzzles"
)

// PuzzleRun is where a puzzle board's puzzles come from and where its
// results go: the daily puzzle, a rated run online, training from the
// pack, a streak (package scenes/puzzles makes them).
type PuzzleRun interface {
	// Title names the run over the board: "Daily puzzle", "Streak 4".
	Title() string
	// Record takes a decided attempt, once: solved (without the
	// solution's help) or not, with both sides' moves from the position.
	Record(p *puzzles.Puzzle, solved bool, moves []engine.Move)
	// Words say what the run made of the last result, once it knows:
	// "Puzzle rating 1512 (+12)"; "" until then.
	Words() string
	// Rated reports whether the club rates the attempts from their moves
	// alone: such a run gives no hint.
	Rated() bool
	// Next starts finding the run's next puzzle: nil when the run has
	// none to give (a streak ended by a miss).
	Next() Work[*puzzles.Puzzle]
}

// PuzzleAttempt is what the puzzle board plays: a puzzle of a run.
type PuzzleAttempt struct {
	_      [0]func() // not comparable: no equality code in the page
	Puzzle *puzzles.Puzzle
	Run    PuzzleRun
}

// Ready is Work already done: its value, or its error.
type Ready[T any] struct {
	V   T
	Err error
}

// Done reports that the work is done: always.
func (Ready[T]) Done() bool { return true }

// Result returns the value.
func (r Ready[T]) Result() (T, error) { return r.V, r.Err }
