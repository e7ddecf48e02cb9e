package proto

import (
	"errors"
	"strings"
)

// The messages of puzzles: the daily puzzle, rated puzzles with a
// puzzle rating (Glicko-2, the puzzles rated too), and each player's
// record of them. A puzzle travels as its pack line (package puzzles'
// Format), which the client reads with puzzles.Parse.

// PuzzleAsk asks for a puzzle or the player's record. Op:
//   - "daily": the day's puzzle, the same for everyone that day (Puzzle);
//   - "next": a rated puzzle near the player's puzzle rating that they
//     have not tried, of Variant (any when empty) and Theme (any when
//     empty) (Puzzle);
//   - "record": the player's puzzle rating, streaks and latest attempts
//     (PuzzleRecord).
type PuzzleAsk struct {
	Head
	Op      string `json:"op"`
	Variant string `json:"variant,omitempty"`
	Theme   string `json:"theme,omitempty"`
}

// PuzzleSolve is the player's attempt at puzzle ID: Moves are both
// sides' moves from its position in the engine's notation ("3 6 2"),
// up to the one that decided it. The server judges it (the line's moves
// solve it; the first other move of the player's fails it) and answers
// PuzzleResult. Only the player's first attempt at a puzzle is rated.
type PuzzleSolve struct {
	Head
	ID    string `json:"id"`
	Moves string `json:"moves"`
}

// MaxPuzzleMoves bounds an attempt's notation.
const MaxPuzzleMoves = 400

// ErrBadRequest refuses an attempt the server cannot judge (a move not
// legal, the opponent's move off the line, an attempt not yet decided)
// and a puzzle request with a theme or variant it does not know.
const ErrBadRequest Code = "bad_request"

func (*PuzzleAsk) Type() string   { return "puzzle" }
func (*PuzzleSolve) Type() string { return "solve" }

// Validate checks the operation and the lengths of the filters.
func (m *PuzzleAsk) Validate() error {
	if err := oneOf("op", m.Op, "daily", "next", "record"); err != nil {
		return err
	}
	if len(m.Variant) > MaxVariant || len(m.Theme) > 20 {
		return errors.New("proto: a puzzle's variant or theme is too long")
	}
	return nil
}

// Validate checks the puzzle's id and the moves' length.
func (m *PuzzleSolve) Validate() error {
	if err := checkID("id", m.ID); err != nil {
		return err
	}
	if len(m.Moves) > MaxPuzzleMoves || strings.TrimSpace(m.Moves) == "" {
		return errors.New("proto: an attempt needs its moves, at most 400 characters")
	}
	return nil
}

// Puzzle answers PuzzleAsk "daily" or "next": Line is the puzzle as a
// pack writes it; Rating its puzzle rating now and Plays how many have
// tried it; Daily the day ("2026-12-06") when it is the daily puzzle;
// Tried when the player has attempted it before (a new attempt is not
// rated). None is set, with no Line, when no puzzle is left to give.
type Puzzle struct {
	Head
	Line   string  `json:"line,omitempty"`
	Rating float64 `json:"rating,omitempty"`
	Plays  int     `json:"plays,omitempty"`
	Daily  string  `json:"daily,omitempty"`
	Tried  bool    `json:"tried,omitempty"`
	None   bool    `json:"none,omitempty"`
}

// PuzzleResult answers PuzzleSolve: whether it was solved, whether it
// was rated, the player's puzzle rating after it and its change (Delta),
// the puzzle's rating after it, and the player's streaks.
type PuzzleResult struct {
	Head
	ID           string  `json:"id"`
	Solved       bool    `json:"solved,omitempty"`
	Rated        bool    `json:"rated,omitempty"`
	Rating       float64 `json:"rating"`
	Delta        float64 `json:"delta,omitempty"`
	PuzzleRating float64 `json:"puzzleRating"`
	Streak       int     `json:"streak"`
	Best         int     `json:"best"`
}

// PuzzleRecord answers PuzzleAsk "record": the player's puzzle rating
// (RD its deviation), their streak of puzzles solved in a row and the
// best one, the counts, and their latest attempts, newest first.
type PuzzleRecord struct {
	Head
	Rating   float64         `json:"rating"`
	RD       float64         `json:"rd"`
	Streak   int             `json:"streak"`
	Best     int             `json:"best"`
	Solved   int             `json:"solved"`
	Failed   int             `json:"failed"`
	Attempts []PuzzleAttempt `json:"attempts,omitempty"`
}

// PuzzleAttempt is one attempt in a player's record: the puzzle, when
// (Unix seconds), whether solved and rated, and the rating after it.
type PuzzleAttempt struct {
	_      [0]func() // not comparable: no equality code in the page
	ID     string    `json:"id"`
	At     int64     `json:"at"`
	Solved bool      `json:"solved,omitempty"`
	Rated  bool      `json:"rated,omitempty"`
	Rating float64   `json:"rating"`
	Delta  float64   `json:"delta,omitempty"`
}

func (*Puzzle) Type() string       { return "puzzleOne" }
func (*PuzzleResult) Type() string { return "puzzleResult" }
func (*PuzzleRecord) Type() string { return "puzzleRecord" }

// Validate accepts what the server sends.
func (*Puzzle) Validate() error       { return nil }
func (*PuzzleResult) Validate() error { return nil }
func (*PuzzleRecord) Validate() error { return nil }
