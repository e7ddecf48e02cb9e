package puzzles

import (
	"fmt"

	"mancala/engine"
)

// Status is where an attempt at a puzzle stands.
type Status uint8

// The states of an attempt.
const (
	// Playing: the line is followed so far and not finished.
	Playing Status = iota
	// Solved: the player played every move of the line.
	Solved
	// Failed: the player left the line.
	Failed
)

// String returns "playing", "solved" or "failed".
func (s Status) String() string {
	return [...]string{"playing", "solved", "failed"}[s]
}

// Check judges an attempt: moves are both sides' moves played from the
// puzzle's position. A move of the player's is right when it is the
// line's, or leads to the same position; the first that is not fails
// the attempt. The opponent must follow the line (the board plays it).
// Moves after the attempt is decided are ignored; an illegal move is an
// error.
func (p *Puzzle) Check(moves []engine.Move) (Status, error) {
	q := p.Position
	for i, m := range moves {
		if i >= len(p.Line) {
			break
		}
		if !engine.IsLegal(p.Rules, q, m) {
			return Failed, fmt.Errorf("puzzles: %s: move %d (%s) is not legal", p.ID, i+1, m)
		}
		next, want := p.Rules.Apply(q, m, nil), p.Rules.Apply(q, p.Line[i], nil)
		if next != want {
			if q.ToMove == p.Mover() {
				return Failed, nil
			}
			return Failed, fmt.Errorf("puzzles: %s: move %d (%s) is the opponent's, off the line", p.ID, i+1, m)
		}
		q = next
	}
	if len(moves) >= len(p.Line) {
		return Solved, nil
	}
	return Playing, nil
}

// Reply returns the opponent's move of the line after moves, when the
// attempt is still playing and the opponent is to move; false otherwise.
func (p *Puzzle) Reply(moves []engine.Move) (engine.Move, bool) {
	if st, err := p.Check(moves); err != nil || st != Playing {
		return 0, false
	}
	q := p.PositionAfter(len(moves))
	if q.ToMove == p.Mover() {
		return 0, false
	}
	return p.Line[len(moves)], true
}

// PositionAfter returns the position after the line's first n moves.
func (p *Puzzle) PositionAfter(n int) engine.Position {
	q := p.Position
	for _, m := range p.Line[:min(n, len(p.Line))] {
		q = p.Rules.Apply(q, m, nil)
	}
	return q
}
