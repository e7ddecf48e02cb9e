package engine

import (
	"errors"
	"fmt"
)

// Variant names one of the four games.
type Variant uint8

// The four games.
const (
	KalahGame Variant = iota
	OwareGame
	CongkakGame
	BaoGame
)

var variantNames = [...]string{"kalah", "oware", "congkak", "bao"}

// String returns the variant's name as the protocol writes it.
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("variant(%d)", v)
}

// ParseVariant reads a variant name written by Variant.String.
func ParseVariant(s string) (Variant, error) {
	for i, n := range variantNames {
		if n == s {
			return Variant(i), nil
		}
	}
	return 0, fmt.Errorf("engine: unknown variant %q (want kalah, oware, congkak or bao)", s)
}

// Board describes the geometry of a game's board.
type Board struct {
	Variant Variant
	Rows    int  // rows of pits: 2, or 4 for Bao
	Pits    int  // pits in each row
	Stores  bool // stores on the sowing track (Kalah, Congkak)
	Seeds   int  // seeds in the whole game
}

// Rules are the rules of one game with its options. Every method is pure.
type Rules interface {
	// String names the game and its options as ParseRules reads them.
	fmt.Stringer
	// Board returns the board's geometry.
	Board() Board
	// Start returns the starting position with first to move.
	Start(first Side) Position
	// LegalMoves appends the legal moves of the player to move to buf, in
	// a fixed order (ascending pit; Bao: see Bao.LegalMoves), and returns
	// it. It allocates only when buf is too small. A finished game has none.
	LegalMoves(p Position, buf []Move) []Move
	// Apply plays the legal move m and returns the new position. With a
	// non-nil tr it appends every event of the move to tr. An illegal move
	// leaves the position unchanged and never panics.
	Apply(p Position, m Move, tr *Trace) Position
	// Outcome tells whether the game is over at p and the score.
	Outcome(p Position) Outcome
	// Repeated returns the outcome when p occurs for the RepeatLimit-th
	// time in a game, and false where the game has no repetition rule.
	Repeated(p Position) (Outcome, bool)
}

// RepeatLimit returns the occurrence of a position at which r's repetition
// rule ends the game: 2 for Oware with repetition=second, 3 otherwise.
func RepeatLimit(r Rules) int {
	if l, ok := r.(interface{ RepeatLimit() int }); ok {
		return l.RepeatLimit()
	}
	return 3
}

// Result is the state of a game: still going, or how it ended.
type Result uint8

// The results of a game.
const (
	Ongoing Result = iota
	SouthWins
	NorthWins
	Draw
)

var resultNames = [...]string{"ongoing", "south", "north", "draw"}

// String returns "ongoing", "south", "north" or "draw".
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return fmt.Sprintf("result(%d)", r)
}

// Outcome is the result and the score: seeds in each store (Oware: seeds
// captured; Bao: seeds on each side).
type Outcome struct {
	Result       Result
	South, North int
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// decided returns the finished outcome for a score, the larger one winning.
func decided(south, north int) Outcome {
	o := Outcome{Result: Draw, South: south, North: north}
	if south > north {
		o.Result = SouthWins
	} else if north > south {
		o.Result = NorthWins
	}
	return o
}

// ErrIllegal is returned when a move is not legal in the position.
var ErrIllegal = errors.New("engine: illegal move")

// IsLegal reports whether m is among the legal moves at p.
func IsLegal(r Rules, p Position, m Move) bool {
	var buf [MaxMoves]Move
	for _, l := range r.LegalMoves(p, buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}
