package owaredb

import (
	"context"

	"mancala/engine"
)

// Progress reports a build: the database of boards up to seeds is done
// for every board of up to done seeds.
type Progress func(done, seeds int)

// none marks an empty slot among a board's successors, or no exit.
const (
	noKid  = ^uint32(0)
	noExit = -128
)

// layer is the work of building the boards of s seeds: for each, the best
// bounds its exits give (moves that capture or end the game, whose values
// are known) and the boards of s seeds its other moves reach.
type layer struct {
	s          int
	exLo, exHi []int8
	kids       []uint32 // six a board, noKid after the last
	lo, hi     []int8   // the layer's part of the database
}

// Build builds the database of every board of up to seeds seeds, seed
// count by seed count, calling progress (when not nil) after each.
func Build(ctx context.Context, seeds int, progress Progress) (*DB, error) {
	r := newRanking(seeds)
	d := &DB{rank: r, lo: make([]int8, r.size()), hi: make([]int8, r.size())}
	for s := 0; s <= seeds; s++ {
		l := d.newLayer(s)
		d.exits(l)
		if err := l.solve(ctx); err != nil {
			return nil, err
		}
		if progress != nil {
			progress(s, seeds)
		}
	}
	return d, nil
}

// newLayer prepares the boards of s seeds.
func (d *DB) newLayer(s int) *layer {
	a, b := d.rank.off[s], d.rank.off[s+1]
	n := b - a
	l := &layer{s: s, exLo: make([]int8, n), exHi: make([]int8, n), kids: make([]uint32, 6*n),
		lo: d.lo[a:b], hi: d.hi[a:b]}
	for i := range l.kids {
		l.kids[i] = noKid
	}
	return l
}

// exits plays every move of every board of the layer: a move that ends
// the game or captures is an exit, whose bounds are known (the boards it
// leaves hold fewer seeds); the others are the board's successors.
func (d *DB) exits(l *layer) {
	var buf [6]engine.Move
	r := engine.Oware{}
	each(l.s, func(b *board) {
		i := d.rank.index(b, l.s) - d.rank.off[l.s]
		p := engine.Position{ToMove: engine.South}
		copy(p.Pits[:pits], b[:])
		lo, hi, k := int8(noExit), int8(noExit), 0
		moves := r.LegalMoves(p, buf[:0])
		if len(moves) == 0 { // the player to move takes nothing; each side takes its own
			o := r.Outcome(p)
			lo, hi = int8(o.South-o.North), int8(o.South-o.North)
		}
		for _, m := range moves {
			c := r.Apply(p, m, nil)
			if eLo, eHi, ok := d.exit(r, &c, l.s); ok {
				lo, hi = max(lo, eLo), max(hi, eHi)
				continue
			}
			cb, _ := boardOf(&c)
			l.kids[6*i+uint64(k)] = uint32(d.rank.index(&cb, l.s) - d.rank.off[l.s])
			k++
		}
		l.exLo[i], l.exHi[i] = lo, hi
	})
}

// exit returns the bounds, for South who just moved, of the child c of a
// board of s seeds, when the move ended the game or captured.
func (d *DB) exit(r engine.Oware, c *engine.Position, s int) (lo, hi int8, ok bool) {
	gain := int(c.Stores[engine.South]) - int(c.Stores[engine.North])
	if r.Outcome(*c).Over() {
		return int8(gain), int8(gain), true
	}
	if gain == 0 {
		return 0, 0, false
	}
	cb, cs := boardOf(c)
	j := d.rank.index(&cb, cs)
	return int8(gain) - d.hi[j], int8(gain) - d.lo[j], true
}

// solve finds the layer's bounds: starting from the widest (-s, s), each
// board takes the best of its exits and of its successors' bounds seen
// from the other side, until nothing changes. lo only rises and hi only
// falls, so it ends; lo is then what can be forced without circling, and
// hi what the opponent can force (see the package doc).
func (l *layer) solve(ctx context.Context) error {
	for i := range l.lo {
		l.lo[i], l.hi[i] = int8(-l.s), int8(l.s)
	}
	for changed := true; changed; {
		if err := ctx.Err(); err != nil {
			return err
		}
		changed = l.pass()
	}
	return nil
}

// pass updates every board of the layer once, in place, and reports
// whether any changed.
func (l *layer) pass() bool {
	changed := false
	for i := range l.lo {
		lo, hi := l.exLo[i], l.exHi[i]
		for _, k := range l.kids[6*i : 6*i+6] {
			if k == noKid {
				break
			}
			lo, hi = max(lo, -l.hi[k]), max(hi, -l.lo[k])
		}
		if lo != l.lo[i] || hi != l.hi[i] {
			l.lo[i], l.hi[i], changed = lo, hi, true
		}
	}
	return changed
}
