package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Move is one choice of the player to move. In the two-row games it is the
// pit index 0..m-1 from the mover's own left, written 1..m. In Bao it
// also holds the row and the direction, written like "F3>" (see BaoMove).
type Move uint8

// MaxMoves bounds the number of legal moves in any position (Bao: 16 pits
// times 2 directions).
const MaxMoves = 32

const (
	baoFlag  Move = 0x80
	baoBack  Move = 0x08
	baoAnti  Move = 0x10
	baoIndex Move = 0x07
)

// Direction is the way a Bao sowing goes round the mover's two rows.
type Direction uint8

// Clockwise runs along the mover's own front row from left to right.
const (
	Clockwise Direction = iota
	AntiClockwise
)

// String returns ">" for clockwise and "<" for anti-clockwise.
func (d Direction) String() string {
	if d == AntiClockwise {
		return "<"
	}
	return ">"
}

// PitMove returns the two-row move that sows pit n (1-based from the
// mover's left).
func PitMove(n int) Move { return Move(n - 1) }

// BaoMove returns the Bao move from the front (or back) row's column col
// (1..8 from the mover's left) in direction d.
func BaoMove(front bool, col int, d Direction) Move {
	m := baoFlag | Move(col-1)&baoIndex
	if !front {
		m |= baoBack
	}
	if d == AntiClockwise {
		m |= baoAnti
	}
	return m
}

// Pit returns the 1-based pit number of a two-row move, or the column of a
// Bao move.
func (m Move) Pit() int {
	if m&baoFlag != 0 {
		return int(m&baoIndex) + 1
	}
	return int(m) + 1
}

// Front reports whether a Bao move starts in the front row.
func (m Move) Front() bool { return m&baoBack == 0 }

// Direction returns the direction of a Bao move.
func (m Move) Direction() Direction {
	if m&baoAnti != 0 {
		return AntiClockwise
	}
	return Clockwise
}

// IsBao reports whether m is a Bao move.
func (m Move) IsBao() bool { return m&baoFlag != 0 }

// String writes the move in the project's notation: "3" or "F3>".
func (m Move) String() string {
	if !m.IsBao() {
		return strconv.Itoa(m.Pit())
	}
	row := "F"
	if !m.Front() {
		row = "B"
	}
	return row + strconv.Itoa(m.Pit()) + m.Direction().String()
}

// ParseMove reads a move written in the notation of the game r plays.
func ParseMove(r Rules, s string) (Move, error) {
	b := r.Board()
	if b.Variant == BaoGame {
		return parseBaoMove(s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > b.Pits || !canonical(s) {
		return 0, fmt.Errorf("engine: move %q is not a pit number 1..%d", s, b.Pits)
	}
	return PitMove(n), nil
}

func parseBaoMove(s string) (Move, error) {
	bad := fmt.Errorf("engine: move %q is not a Bao move like F3> or B8< (row F|B, column 1..8, direction > or <)", s)
	if len(s) != 3 || (s[0] != 'F' && s[0] != 'B') || s[1] < '1' || s[1] > '8' {
		return 0, bad
	}
	d := Clockwise
	switch s[2] {
	case '>':
	case '<':
		d = AntiClockwise
	default:
		return 0, bad
	}
	return BaoMove(s[0] == 'F', int(s[1]-'0'), d), nil
}

// FormatMoves writes moves in notation, apart by spaces ("3 6 2").
func FormatMoves(moves []Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// ParseMoves reads moves of the game r written by FormatMoves; a word that
// is not a move of r is an error.
func ParseMoves(r Rules, s string) ([]Move, error) {
	var moves []Move
	for _, f := range strings.Fields(s) {
		m, err := ParseMove(r, f)
		if err != nil {
			return nil, err
		}
		moves = append(moves, m)
	}
	return moves, nil
}
