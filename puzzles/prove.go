package puzzles

import (
	"context"
	"slices"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
)

// ProofBudget is what each move's value gets when a puzzle is proven or
// checked: analysis.GameBudget's, what Analyse game spends on a
// position. Node budgets make every value the same on every machine, so
// a proof can be checked anywhere (Verify).
func ProofBudget(r engine.Rules) analysis.Budget { return analysis.GameBudget(r) }

// maxDecisions is the most decisions of the player's a line holds.
const maxDecisions = 3

// Found is what Prove finds at a position.
type Found struct {
	Line   []engine.Move // the player's moves and the opponent's replies, ending with the player's
	Margin float64       // the least any other move loses at the player's decisions (Decisive: a won game thrown away)
	Exact  bool          // every value is the game's exact value
	Best   int           // the line's value for the player at the position (analysis's score)
	First  []analysis.Line
}

// Prove looks for a puzzle at p: the player to move has one move that
// keeps a clearly better result than every other (MinMargin seeds, or a
// won game every other throws away), p's best is not a lost game, and
// then, while the player's next decision is as clear, the opponent's
// best reply and that decision, up to maxDecisions of the player's. A
// move with no other legal move beside it is played and is no decision.
// Every move at a decision is valued within b (analysis.Lines); the
// opponent's reply is the first move of the search's line. False when
// p's first decision is not clear.
func Prove(ctx context.Context, r engine.Rules, p engine.Position, b analysis.Budget) (Found, bool) {
	f := Found{Margin: Decisive, Exact: true}
	q, hist, decisions := p, []engine.Position(nil), 0
	for decisions < maxDecisions && !r.Outcome(q).Over() && ctx.Err() == nil {
		var m engine.Move
		if q.ToMove == p.ToMove {
			lines := analysis.Lines(ctx, r, q, hist, b, 0)
			if !f.goesOn(lines, decisions == 0) {
				break
			}
			if margin, _ := clearMargin(lines); len(lines) > 1 {
				decisions++
				f.Margin = min(f.Margin, margin)
				f.Exact = f.Exact && allProven(lines)
			}
			m = lines[0].Move
		} else if e := analysis.Evaluate(ctx, r, q, hist, b); len(e.PV) > 0 {
			m = e.PV[0]
		} else {
			break
		}
		f.Line, hist, q = append(f.Line, m), append(hist, q), r.Apply(q, m, nil)
	}
	f.Line = trimToPlayer(r, p, f.Line)
	return f, decisions > 0 && ctx.Err() == nil
}

// goesOn reports whether the line goes on through the player's move
// valued by lines: a clear decision or a forced move, and at the first
// one that makes a puzzle.
func (f *Found) goesOn(lines []analysis.Line, first bool) bool {
	if _, clear := clearMargin(lines); len(lines) > 1 && !clear {
		return false
	}
	return !first || firstDecision(f, lines)
}

// firstDecision takes the lines of the puzzle's first decision, and
// reports whether they make one: more than one move, the best not a lost
// game.
func firstDecision(f *Found, lines []analysis.Line) bool {
	if len(lines) < 2 || lines[0].Score <= -ai.Win/2 {
		return false
	}
	f.Best, f.First = lines[0].Score, lines
	return true
}

// clearMargin returns the least the other moves lose against the best
// (lines best first), and whether it is clear: MinMargin seeds or more.
func clearMargin(lines []analysis.Line) (float64, bool) {
	if len(lines) < 2 {
		return Decisive, true
	}
	margin := Decisive
	for _, l := range lines[1:] {
		margin = min(margin, gap(lines[0].Score, l.Score))
	}
	return margin, margin >= MinMargin
}

// gap is what a move of value other loses against best, in seeds:
// Decisive when best wins and other does not.
func gap(best, other int) float64 {
	if best >= ai.Win/2 && other < ai.Win/2 {
		return Decisive
	}
	return min(Decisive, roundTenth(analysis.Seeds(best)-analysis.Seeds(other)))
}

// roundTenth rounds seeds to a tenth, as the pack writes margins.
func roundTenth(x float64) float64 {
	if x < 0 {
		return -roundTenth(-x)
	}
	return float64(int(x*10+0.5)) / 10
}

// allProven reports whether every line's value is exact.
func allProven(lines []analysis.Line) bool {
	for _, l := range lines {
		if !l.Proven {
			return false
		}
	}
	return true
}

// trimToPlayer drops the opponent's moves at the end of line, so that it
// ends with a move of p's player.
func trimToPlayer(r engine.Rules, p engine.Position, line []engine.Move) []engine.Move {
	last, q := 0, p
	for i, m := range line {
		if q.ToMove == p.ToMove {
			last = i + 1
		}
		q = r.Apply(q, m, nil)
	}
	return slices.Clip(line[:last])
}

// Verify proves p again within ProofBudget and reports whether the proof
// holds: the same line, its margin at least the one the puzzle states
// (and MinMargin), and exact where the puzzle says so.
func Verify(ctx context.Context, p *Puzzle) error {
	f, ok := Prove(ctx, p.Rules, p.Position, ProofBudget(p.Rules))
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case !ok:
		return fmtErr(p, "the first move is not the only clear one")
	case !slices.Equal(f.Line, p.Line):
		return fmtErr(p, "the proof's line is "+engine.FormatMoves(f.Line)+", the puzzle's "+engine.FormatMoves(p.Line))
	case f.Margin < p.Margin:
		return fmtErr(p, "the margin is "+formatMargin(f.Margin)+" seeds, the puzzle says "+formatMargin(p.Margin))
	case p.Proof == Exact && !f.Exact:
		return fmtErr(p, "the values are not all exact")
	}
	return nil
}
