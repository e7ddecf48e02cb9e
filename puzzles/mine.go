package puzzles

import (
	"context"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
)

// screenShare is the part of the proof's budget a position gets when it
// is screened for a puzzle: most positions hold none, and only those
// that pass are proven in full.
const screenShare = 8

// Make proves a puzzle at p and, when there is one, returns it whole:
// its line, margin, proof, themes, difficulty and rating, its id and
// source as given.
func Make(ctx context.Context, r engine.Rules, p engine.Position, id, source string) (*Puzzle, bool) {
	b := ProofBudget(r)
	if !screen(ctx, r, p, b) {
		return nil, false
	}
	f, ok := Prove(ctx, r, p, b)
	if !ok {
		return nil, false
	}
	pz := &Puzzle{ID: id, Rules: r, Position: p, Line: f.Line, Margin: f.Margin, Source: source,
		Themes: FindThemes(r, p, f.Line, f.First)}
	if f.Exact {
		pz.Proof = Exact
	}
	pz.Difficulty = Difficulty(ctx, r, p, f.Line)
	pz.Rating = StartRating(pz.Difficulty)
	return pz, true
}

// screen reports whether p may hold a puzzle: its first decision is
// clear within a share of the budget, by a seed less than the proof
// asks (the full budget decides).
func screen(ctx context.Context, r engine.Rules, p engine.Position, b analysis.Budget) bool {
	if len(r.LegalMoves(p, nil)) < 2 || r.Outcome(p).Over() {
		return false
	}
	small := analysis.Budget{Nodes: b.Nodes / screenShare, SolveNodes: b.SolveNodes / screenShare}
	lines := analysis.Lines(ctx, r, p, nil, small, 0)
	margin, _ := clearMargin(lines)
	return margin >= MinMargin-1 && lines[0].Score > -ai.Win/2
}

// Difficulty grades finding line's first move at p from 1 to 5: by the
// fewest turns a search must look ahead to choose it (1 turn: 1; 2: 2;
// 3-4: 3; 5-7: 4; more, or never within 10: 5), one more for a line of
// three decisions.
func Difficulty(ctx context.Context, r engine.Rules, p engine.Position, line []engine.Move) int {
	depth := 11
	for d := 1; d <= 10; d++ {
		res := ai.Search(ctx, r, p, ai.Limits{Depth: d, Nodes: 4_000_000}, nil)
		if sameResult(r, p, res.Move, line[0]) {
			depth = d
			break
		}
	}
	grade := 5
	for i, most := range []int{1, 2, 4, 7} {
		if depth <= most {
			grade = i + 1
			break
		}
	}
	if (&Puzzle{Rules: r, Position: p, Line: line}).PlayerMoves() >= maxDecisions {
		grade++
	}
	return min(grade, 5)
}

// sameResult reports whether moves a and b lead to the same position.
func sameResult(r engine.Rules, p engine.Position, a, b engine.Move) bool {
	return a == b || r.Apply(p, a, nil) == r.Apply(p, b, nil)
}

// StartRating is a puzzle's rating before anyone has tried it, by its
// difficulty: 1000 for 1 to 2000 for 5.
func StartRating(difficulty int) int { return 750 + 250*difficulty }

// The mining rules of a game: its first plies are the opening's, not a
// puzzle's; after a puzzle the next few plies are left (the same idea
// again); a game gives at most a few.
const (
	openingPlies = 4
	afterPuzzle  = 4
	perGame      = 4
)

// MineGame looks for puzzles in a finished game: at the positions past
// the opening where the player to move had a choice, screened then
// proven (Make), leaving a few plies after each found, at most perGame.
// name gives a puzzle found at a ply its id and source; skip, when not
// nil, leaves positions out (those already examined elsewhere); found is
// called with each puzzle. It returns the positions examined.
func MineGame(ctx context.Context, g *engine.Game, name func(ply int) (id, source string), skip func(engine.Position) bool, found func(*Puzzle)) int {
	examined, kept, next := 0, 0, openingPlies
	for ply := range g.Moves() {
		p := g.PositionAt(ply)
		if ctx.Err() != nil || kept >= perGame {
			break
		}
		if ply < next || skip != nil && skip(p) {
			continue
		}
		examined++
		id, source := name(ply + 1)
		if pz, ok := Make(ctx, g.Rules(), p, id, source); ok {
			found(pz)
			kept, next = kept+1, ply+afterPuzzle
		}
	}
	return examined
}
