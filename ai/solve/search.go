package solve

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
)

// kalahSearch is one thread of the exact Kalah search: null-window
// alpha-beta on the mover's future gain, driven by MTD(f), with the shared
// transposition table and, below dbMax seeds, the endgame database.
type kalahSearch struct {
	f        *fastKalah
	tt       *table
	db       *endgameDB // nil without a database
	dbMax    int        // boards of up to dbMax seeds are looked up; -1: none
	etcMin   int        // enhanced transposition cut-offs above this many seeds
	ttMin    int        // the table is used above this many seeds
	nodes    uint64
	maxNodes uint64 // 0: no limit
	ctx      context.Context
	err      error // why the search stopped early
	crew     *crew // what the threads of a parallel search share; nil alone
	deferMin int   // a parallel search puts off busy kids above this many seeds
}

// passLog, when set (by tests), is told the result of each MTD(f) pass.
var passLog func(beta, v int, nodes uint64)

// ErrTooLarge is returned when the node limit (Options.MaxNodes) is
// reached before the position is solved.
var ErrTooLarge = errors.New("solve: position too large for the node limit")

// kid is one move of a node, already played.
type kid struct {
	b     board // seen from the player to move next (flipped on passTurn)
	gain  int   // the mover's gain on the store difference
	seeds int   // seeds left in the pits
	kind  int
	move  int
	score int // ordering: larger first
}

// poll stops the search when the context is done or the node limit is
// reached.
func (s *kalahSearch) poll() {
	n := s.nodes
	if s.crew != nil {
		n = s.crew.nodes.Add(pollEvery)
	}
	switch {
	case s.crew != nil && s.crew.stop.Load():
		s.err = errStopped
	case s.ctx.Err() != nil:
		s.err = fmt.Errorf("solve: %w", s.ctx.Err())
	case s.maxNodes > 0 && n > s.maxNodes:
		s.err = ErrTooLarge
	}
}

// expand plays every move of b (s seeds) into kids, best first.
func (s *kalahSearch) expand(b board, seeds int, kids []kid, ttMove int) []kid {
	for i := 0; i < s.f.m; i++ {
		if pit(b.me, i) == 0 {
			continue
		}
		c, g, kind := s.f.play(b, i)
		k := kid{b: c, gain: g, seeds: seeds - g, kind: kind, move: i}
		switch {
		case kind == gameOver:
			k.score = exactScore + g
		case i == ttMove:
			k.score = 1 << 20
		case kind == extraTurn:
			k.score = 1<<16 + i
		default:
			k.score = g<<4 + i
		}
		if kind == passTurn {
			k.b = c.flip()
		}
		kids = insertKid(kids, k)
	}
	return kids
}

// exactScore puts kids of known value first, the best of them first.
const exactScore = 1 << 22

// resolveDB gives the kids found in the database their exact value,
// issuing every read before using one, and sorts them first.
func (s *kalahSearch) resolveDB(kids []kid) {
	var idx [8]uint64
	var raw [8]uint32
	for i := range kids {
		if kids[i].kind != gameOver && kids[i].seeds <= s.dbMax {
			idx[i] = s.db.index(kids[i].b, kids[i].seeds)
			raw[i] = s.db.w[idx[i]>>2]
		}
	}
	for i := range kids {
		k := &kids[i]
		if k.kind == gameOver || k.seeds > s.dbMax {
			continue
		}
		v := int(raw[i]>>(8*(idx[i]&3))&0xff) - 128
		if k.kind == passTurn {
			v = -v
		}
		k.gain, k.kind, k.score = k.gain+v, gameOver, exactScore+k.gain+v
	}
	for i := 1; i < len(kids); i++ {
		for j := i; j > 0 && kids[j-1].score < kids[j].score; j-- {
			kids[j-1], kids[j] = kids[j], kids[j-1]
		}
	}
}

// insertKid adds k to kids, kept in decreasing score.
func insertKid(kids []kid, k kid) []kid {
	kids = append(kids, k)
	j := len(kids) - 1
	for ; j > 0 && kids[j-1].score < k.score; j-- {
		kids[j] = kids[j-1]
	}
	kids[j] = k
	return kids
}

// value returns the null-window value of a kid for the parent's beta.
func (s *kalahSearch) value(k *kid, beta int) int {
	switch k.kind {
	case gameOver:
		return k.gain
	case extraTurn:
		return k.gain + s.nw(k.b, k.seeds, beta-k.gain)
	}
	return k.gain - s.nw(k.b, k.seeds, k.gain-beta+1)
}

// nw tests whether the future gain of b (seeds in its pits) is at least
// beta. It returns a fail-soft bound: a value >= beta is a lower bound of
// the gain, a value < beta an upper bound.
func (s *kalahSearch) nw(b board, seeds, beta int) int {
	switch {
	case beta > seeds:
		return seeds
	case beta <= -seeds:
		return -seeds
	case seeds <= s.dbMax:
		return s.db.lookup(b, seeds)
	}
	if s.nodes++; s.nodes%pollEvery == 0 {
		s.poll()
	}
	var k1, k2 uint64
	var e ttEntry
	hit, ttMove := false, noMove
	if seeds > s.ttMin {
		k1, k2 = ttKey(b, s.f.m)
		e, hit = s.tt.probe(k1, k2)
	}
	if hit {
		if e.lo >= beta {
			return e.lo
		}
		if e.hi < beta {
			return e.hi
		}
		ttMove = e.move
	}
	var buf [8]kid
	kids := s.expand(b, seeds, buf[:0], ttMove)
	if s.db != nil {
		s.resolveDB(kids)
	}
	if seeds > s.etcMin {
		if v, ok := s.etc(kids, beta); ok {
			return v
		}
	}
	return s.searchKids(kids, beta, k1, k2)
}

// searchKids searches the kids in order until one reaches beta and
// records the result.
func (s *kalahSearch) searchKids(kids []kid, beta int, k1, k2 uint64) int {
	start := s.nodes
	best, at := s.cut(kids, beta)
	if s.err != nil {
		return 0
	}
	work := bits.Len64(s.nodes - start)
	if k1 == 0 {
		return best // no table below ttMin seeds
	}
	if at >= 0 {
		s.tt.store(k1, k2, best, 127, kids[at].move, work)
	} else {
		s.tt.store(k1, k2, -127, best, noMove, work)
	}
	return best
}

// cut searches the kids in order until one reaches beta, and returns the
// best value found and the index of the kid that reached beta (-1: none).
// In a parallel search a kid other than the first that another thread is
// searching now is put off until the rest are done (ABDADA's deferral),
// so that the threads share the tree out rather than repeat it.
func (s *kalahSearch) cut(kids []kid, beta int) (int, int) {
	best := -127
	var later [8]int
	n := 0
	for i := range kids {
		if i > 0 && s.crew != nil && s.crew.busy.has(s.busyKey(&kids[i])) {
			later[n], n = i, n+1
			continue
		}
		v := s.shared(&kids[i], beta)
		if s.err != nil || v >= beta {
			return v, i
		}
		best = max(best, v)
	}
	for _, i := range later[:n] {
		v := s.shared(&kids[i], beta)
		if s.err != nil || v >= beta {
			return v, i
		}
		best = max(best, v)
	}
	return best, -1
}

// etc looks for a kid whose stored bound already reaches beta (enhanced
// transposition cut-off).
func (s *kalahSearch) etc(kids []kid, beta int) (int, bool) {
	for i := range kids {
		k := &kids[i]
		switch {
		case k.kind == gameOver:
			if k.gain >= beta {
				return k.gain, true
			}
			continue
		case k.seeds <= s.dbMax:
			continue
		}
		e, hit := s.tt.probe(ttKey(k.b, s.f.m))
		if !hit {
			continue
		}
		if k.kind == extraTurn && k.gain+e.lo >= beta {
			return k.gain + e.lo, true
		}
		if k.kind == passTurn && k.gain-e.hi >= beta {
			return k.gain - e.hi, true
		}
	}
	return 0, false
}

// root tests whether the gain of the root board reaches beta, searching
// every move without shortcuts, and returns the move that reached it.
func (s *kalahSearch) root(b board, seeds, beta int) (int, int) {
	var buf [8]kid
	kids := s.expand(b, seeds, buf[:0], noMove)
	v, at := s.cut(kids, beta)
	if s.err != nil || at < 0 {
		return v, noMove
	}
	return v, kids[at].move
}

// test is one null-window pass at the root: whether the gain of b reaches
// beta, the fail-soft bound, and the move that reached it.
func (s *kalahSearch) test(b board, seeds, beta int) (int, int, error) {
	v, move := s.root(b, seeds, beta)
	return v, move, s.err
}

// searched returns the nodes searched so far.
func (s *kalahSearch) searched() uint64 { return s.nodes }

// tester runs the null-window passes of MTD(f): one search thread, or a
// team of them.
type tester interface {
	test(b board, seeds, beta int) (int, int, error)
	searched() uint64
}

// mtdf finds the exact future gain of the root board by a sequence of
// null-window tests starting at guess, and a move that achieves it.
func mtdf(t tester, b board, seeds, guess int) (int, int, error) {
	lo, hi := -seeds-1, seeds // lo <= gain <= hi
	g, move := guess, noMove
	for lo < hi {
		beta := max(lo+1, min(g, hi))
		v, m, err := t.test(b, seeds, beta)
		if err != nil {
			return 0, noMove, err
		}
		if passLog != nil {
			passLog(beta, v, t.searched())
		}
		if g = v; v >= beta {
			lo, move = v, m
		} else {
			hi = v
		}
	}
	return lo, move, nil
}
