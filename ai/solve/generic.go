package solve

import (
	"cmp"
	"context"
	"fmt"

	"mancala/engine"
)

// generic is the exact alpha-beta search over any engine.Rules, for the
// games the fast Kalah board does not cover. Its table is keyed by the
// whole position, stores included, so a value there is the final score
// difference itself.
type generic struct {
	r        engine.Rules
	variant  engine.Variant
	cyclic   bool // positions can repeat: the line of play is checked
	seeds    int  // seeds in the game: no value is larger
	tt       map[engine.Position]gEntry
	maxTT    int
	line     map[engine.Position]int // positions on the current line: their depth
	nodes    uint64
	maxNodes uint64
	ctx      context.Context
	err      error
}

// gEntry bounds a position's value: lo <= value <= hi.
type gEntry struct {
	lo, hi int16
	move   engine.Move
}

// noRep is the repetition depth of a result that met no repetition.
const noRep = 1 << 30

// gEntryBytes is about what one table entry costs in the map.
const gEntryBytes = 64

// solveGeneric solves p with the generic search. In the games that never
// repeat a position (Kalah, Congkak) the table is the solver's, kept from
// one solve to the next: its values are the positions' own. In Oware and
// Bao a value can depend on the line it was searched on, so each solve
// starts a new table.
func (s *Solver) solveGeneric(ctx context.Context, p engine.Position) (Result, error) {
	v := s.r.Board().Variant
	g := &generic{r: s.r, variant: v, cyclic: v == engine.OwareGame || v == engine.BaoGame,
		tt: s.gtt, maxTT: cmp.Or(s.opt.TableMB, genericTableMB) << 20 / gEntryBytes,
		line: map[engine.Position]int{}, maxNodes: s.opt.MaxNodes, ctx: ctx, seeds: p.Total()}
	if g.tt == nil || g.cyclic {
		g.tt = map[engine.Position]gEntry{}
	}
	if !g.cyclic {
		s.gtt = g.tt
	}
	val, move := g.root(p)
	if g.err != nil {
		return Result{Nodes: g.nodes}, g.err
	}
	return Result{Value: val, Best: move, Nodes: g.nodes}, nil
}

// bound is the largest absolute value a position can have.
func (g *generic) bound() int {
	if g.variant == engine.BaoGame {
		return 1
	}
	return g.seeds
}

// root searches every move of p with a full window and returns the value
// and the first move that has it.
func (g *generic) root(p engine.Position) (int, engine.Move) {
	g.line[p] = 0
	alpha, beta := -g.bound()-1, g.bound()+1
	var buf [engine.MaxMoves]engine.Move
	best, move := alpha, engine.Move(0)
	for _, m := range g.r.LegalMoves(p, buf[:0]) {
		v, _ := g.child(p, m, 1, max(alpha, best), beta)
		if g.err != nil {
			return 0, 0
		}
		if v > best {
			best, move = v, m
		}
	}
	return best, move
}

// child returns the value for p's mover of playing m at depth d, and the
// repetition depth of the result.
func (g *generic) child(p engine.Position, m engine.Move, d, alpha, beta int) (int, int) {
	c := g.r.Apply(p, m, nil)
	if c.ToMove == p.ToMove {
		return g.ab(c, d, alpha, beta)
	}
	v, rep := g.ab(c, d, -beta, -alpha)
	return -v, rep
}

// ab is fail-soft alpha-beta on position p at depth d of the line. It
// returns the value (a bound outside alpha..beta) and the least depth of
// a position on the line that the result met again (noRep: none).
func (g *generic) ab(p engine.Position, d, alpha, beta int) (int, int) {
	if o := g.r.Outcome(p); o.Over() {
		return scoreFor(g.variant, p.ToMove, o), noRep
	}
	if g.cyclic {
		if at, ok := g.line[p]; ok {
			o, _ := g.r.Repeated(p)
			return scoreFor(g.variant, p.ToMove, o), at
		}
	}
	if g.nodes++; g.nodes&0xfff == 0 {
		g.poll()
	}
	e, hit := g.tt[p]
	if hit {
		if int(e.lo) >= beta || int(e.lo) == int(e.hi) {
			return int(e.lo), noRep
		}
		if int(e.hi) <= alpha {
			return int(e.hi), noRep
		}
	}
	return g.abMoves(p, d, alpha, beta, e.move, hit)
}

// abMoves searches the moves of p, the table's move first.
func (g *generic) abMoves(p engine.Position, d, alpha, beta int, first engine.Move, hit bool) (int, int) {
	if g.cyclic {
		g.line[p] = d
		defer delete(g.line, p)
	}
	var buf [engine.MaxMoves]engine.Move
	moves := g.r.LegalMoves(p, buf[:0])
	if hit {
		moves = moveFirst(moves, first)
	}
	best, move, rep := -g.bound()-1, engine.Move(0), noRep
	for _, m := range moves {
		v, r := g.child(p, m, d+1, max(alpha, best), beta)
		if g.err != nil {
			return 0, noRep
		}
		rep = min(rep, r)
		if v > best {
			best, move = v, m
			if v >= beta {
				break
			}
		}
	}
	if rep >= d {
		g.record(p, best, alpha, beta, move)
	}
	return best, rep
}

// moveFirst moves m to the front of moves, if it is there.
func moveFirst(moves []engine.Move, m engine.Move) []engine.Move {
	for i, x := range moves {
		if x == m {
			copy(moves[1:i+1], moves[:i])
			moves[0] = m
			break
		}
	}
	return moves
}

// record stores what a search of p with window alpha..beta proved.
func (g *generic) record(p engine.Position, v, alpha, beta int, m engine.Move) {
	e, ok := g.tt[p]
	if !ok {
		if len(g.tt) >= g.maxTT {
			clear(g.tt)
		}
		e = gEntry{lo: int16(-g.bound() - 1), hi: int16(g.bound() + 1)}
	}
	if v > alpha {
		e.lo = max(e.lo, int16(v))
		e.move = m
	}
	if v < beta {
		e.hi = min(e.hi, int16(v))
	}
	g.tt[p] = e
}

// poll stops the search when the context is done or the node limit is
// reached.
func (g *generic) poll() {
	switch {
	case g.ctx.Err() != nil:
		g.err = fmt.Errorf("solve: %w", g.ctx.Err())
	case g.maxNodes > 0 && g.nodes > g.maxNodes:
		g.err = ErrTooLarge
	}
}
