package analysis

import (
	"context"
	"slices"

	"mancala/engine"
)

// Line is one move at a position with its value for the player who
// plays it and the line expected after it.
type Line struct {
	Move   engine.Move
	Score  int           // for the player to move at the position
	Proven bool          // the value is exact
	Depth  int           // turns the search reached after the move
	PV     []engine.Move // the move, then the expected line
}

// Lines returns the n best moves at p (every legal move when n <= 0),
// best first, each valued by evaluating the position it leads to within
// b; hist holds the game's positions before p. A position with no legal
// move has no lines.
func Lines(ctx context.Context, r engine.Rules, p engine.Position, hist []engine.Position, b Budget, n int) []Line {
	after := append(slices.Clip(hist), p)
	var lines []Line
	for _, m := range r.LegalMoves(p, nil) {
		q := r.Apply(p, m, nil)
		e := Evaluate(ctx, r, q, after, b)
		lines = append(lines, LineOf(p, m, q, e))
	}
	SortLines(lines)
	if n > 0 && len(lines) > n {
		lines = lines[:n]
	}
	return lines
}

// LineOf is move m at p, leading to q, valued e there: its value for p's
// player to move, and its line.
func LineOf(p engine.Position, m engine.Move, q engine.Position, e Eval) Line {
	return Line{Move: m, Score: forMover(q, e, p.ToMove), Proven: e.Proven, Depth: e.Depth,
		PV: append([]engine.Move{m}, e.PV...)}
}

// SortLines puts lines best first; equal ones keep their order. (An
// insertion sort: a position has at most a few dozen moves, and the
// page that shows them carries no generic sort.)
func SortLines(lines []Line) {
	for i := 1; i < len(lines); i++ {
		for j := i; j > 0 && lines[j].Score > lines[j-1].Score; j-- {
			lines[j], lines[j-1] = lines[j-1], lines[j]
		}
	}
}
