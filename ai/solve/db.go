package solve

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// endgameDB holds the exact future gain, for the player to move, of every
// Kalah board with at most max seeds in its pits. Boards are ranked by
// seed count, then by the colexicographic rank of the pits as a
// composition of the seeds into 2m parts (pits me 1..m, then op 1..m).
// Values are stored one byte each, biased by 128; 0 means not yet known.
type endgameDB struct {
	f     *fastKalah
	max   int
	binom [][17]uint64   // binom[x][r] = x choose r
	off   []uint64       // off[s]: index of the first board of s seeds
	col   [16][64]uint64 // col[j][t]: (t+j) choose (j+1), t seeds in pits 0..j
	w     []uint32       // four values a word
}

// dbBytes returns the size of the database of boards up to max seeds on
// m pits a side: one byte a board.
func dbBytes(m, max int) uint64 {
	b := binomials(max + 2*m)
	return b[max+2*m][2*m]
}

// binomials returns Pascal's triangle up to row n, columns 0..16.
func binomials(n int) [][17]uint64 {
	b := make([][17]uint64, n+1)
	for x := 0; x <= n; x++ {
		b[x][0] = 1
		for r := 1; r <= 16 && r <= x; r++ {
			b[x][r] = b[x-1][r-1] + b[x-1][r]
		}
	}
	return b
}

// newEndgameDB allocates an empty database of boards up to max seeds.
func newEndgameDB(f *fastKalah, max int) *endgameDB {
	n := 2 * f.m
	d := &endgameDB{f: f, max: max, binom: binomials(max + n)}
	d.off = make([]uint64, max+2)
	for s := 0; s <= max+1; s++ {
		d.off[s] = d.binom[s+n-1][n]
	}
	for j := 0; j < n-1; j++ {
		for t := 0; t <= max; t++ {
			d.col[j][t] = d.binom[t+j][j+1]
		}
	}
	d.w = make([]uint32, (d.off[max+1]+3)/4)
	adviseHuge(unsafe.Pointer(&d.w[0]), uintptr(len(d.w))*4)
	return d
}

// index returns the rank of board b of s seeds.
func (d *endgameDB) index(b board, s int) uint64 {
	m := d.f.m
	if m == 6 {
		return d.index6(b, s)
	}
	idx, sum := d.off[s], uint64(0)
	for j := 0; j < m; j++ {
		sum += b.me >> (8 * j) & 0xff
		idx += d.col[j][sum&63]
	}
	for j := 0; j < m-1; j++ {
		sum += b.op >> (8 * j) & 0xff
		idx += d.col[m+j][sum&63]
	}
	return idx
}

// index6 is index for six pits a side, unrolled.
func (d *endgameDB) index6(b board, s int) uint64 {
	c := &d.col
	s0 := b.me & 0xff
	s1 := s0 + b.me>>8&0xff
	s2 := s1 + b.me>>16&0xff
	s3 := s2 + b.me>>24&0xff
	s4 := s3 + b.me>>32&0xff
	s5 := s4 + b.me>>40&0xff
	s6 := s5 + b.op&0xff
	s7 := s6 + b.op>>8&0xff
	s8 := s7 + b.op>>16&0xff
	s9 := s8 + b.op>>24&0xff
	s10 := s9 + b.op>>32&0xff
	return d.off[s] + c[0][s0&63] + c[1][s1&63] + c[2][s2&63] + c[3][s3&63] +
		c[4][s4&63] + c[5][s5&63] + c[6][s6&63] + c[7][s7&63] + c[8][s8&63] +
		c[9][s9&63] + c[10][s10&63]
}

// unrank returns the board of s seeds whose rank within its seed count is r.
func (d *endgameDB) unrank(s int, r uint64) board {
	n := 2 * d.f.m
	var a [16]int
	top := s + n - 1 // bar positions lie in 0..top-1
	for j := n - 2; j >= 0; j-- {
		x := top - 1
		for d.binom[x][j+1] > r {
			x--
		}
		r -= d.binom[x][j+1]
		a[j+1] = top - x - 1
		top = x
	}
	a[0] = top
	var b board
	for j := 0; j < d.f.m; j++ {
		b.me |= uint64(a[j]) << (8 * j)
		b.op |= uint64(a[d.f.m+j]) << (8 * j)
	}
	return b
}

// next returns the board after b in rank order within its seed count:
// the seeds of pit 0, plus one taken from the first later non-empty pit,
// go to the pit just before that one.
func (d *endgameDB) next(b board) board {
	m := d.f.m
	s := b.me & 0xff
	b.me &^= 0xff
	t := 0
	if rest := b.me >> 8; rest != 0 {
		t = 1 + trailingBytes(rest)
	} else {
		t = m + trailingBytes(b.op)
	}
	b = addPit(b, m, t, ^uint64(0)) // minus one
	return addPit(b, m, t-1, s+1)
}

// trailingBytes returns the index of the lowest non-zero byte of x != 0.
func trailingBytes(x uint64) int {
	n := 0
	for x&0xff == 0 {
		x >>= 8
		n++
	}
	return n
}

// addPit adds v (mod 2^64) to pit j of the 2m pits of b.
func addPit(b board, m, j int, v uint64) board {
	if j < m {
		b.me += v << (8 * j)
	} else {
		b.op += v << (8 * (j - m))
	}
	return b
}

// get returns the value at idx and whether it is known.
func (d *endgameDB) get(idx uint64) (int, bool) {
	v := atomic.LoadUint32(&d.w[idx>>2]) >> (8 * (idx & 3)) & 0xff
	return int(v) - 128, v != 0
}

// set records value v at idx.
func (d *endgameDB) set(idx uint64, v int) {
	atomic.OrUint32(&d.w[idx>>2], uint32(v+128)<<(8*(idx&3)))
}

// lookup returns the value of board b of s seeds once the database is built.
func (d *endgameDB) lookup(b board, s int) int {
	idx := d.index(b, s)
	return int(d.w[idx>>2]>>(8*(idx&3))&0xff) - 128
}

// dbKid is a move of a board being solved: where its value is found and
// how it adds to the mover's.
type dbKid struct {
	c    board // the next board, seen from its player to move
	s    int   // its seeds
	idx  uint64
	gain int
	sign int // +1 after an extra turn, -1 when the turn passes
}

// solveAt computes and records the value of board b of s seeds at idx. It
// plays every move first and then reads the values, so that the reads
// overlap. A move that banks no seed keeps s seeds but moves seeds towards
// the mover's store, so the recursion for unknown boards ends.
func (d *endgameDB) solveAt(b board, s int, idx uint64) int {
	var buf [8]dbKid
	kids, best := d.kids(b, s, buf[:0])
	var raw [8]uint32
	for i := range kids {
		raw[i] = atomic.LoadUint32(&d.w[kids[i].idx>>2])
	}
	for i := range kids {
		k := &kids[i]
		v := int(raw[i]>>(8*(k.idx&3))&0xff) - 128
		if v == -128 {
			v = d.solveAt(k.c, k.s, k.idx)
		}
		best = max(best, k.gain+k.sign*v)
	}
	d.set(idx, best)
	return best
}

// kids plays every move of b (s seeds) and returns those that go on, with
// the best value among the moves that end the game (-128: none; 0 for a
// board without moves).
func (d *endgameDB) kids(b board, s int, kids []dbKid) ([]dbKid, int) {
	best := -128
	if b.me == 0 {
		best = 0
	}
	for i := 0; i < d.f.m; i++ {
		if pit(b.me, i) == 0 {
			continue
		}
		c, g, kind := d.f.play(b, i)
		switch kind {
		case gameOver:
			best = max(best, g)
			continue
		case passTurn:
			kids = append(kids, dbKid{c: c.flip(), s: s - g, gain: g, sign: -1})
		default:
			kids = append(kids, dbKid{c: c, s: s - g, gain: g, sign: 1})
		}
		k := &kids[len(kids)-1]
		k.idx = d.index(k.c, k.s)
	}
	return kids, best
}

// dbChunk is the number of boards a build worker takes at a time.
const dbChunk = 1 << 14

// build fills the database seed count by seed count, on threads workers.
func (d *endgameDB) build(ctx context.Context, threads int) error {
	threads = max(1, min(threads, runtime.GOMAXPROCS(0)))
	for s := 0; s <= d.max; s++ {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("solve: database build: %w", err)
		}
		d.buildLevel(s, threads)
	}
	return nil
}

// buildLevel fills the boards of s seeds.
func (d *endgameDB) buildLevel(s, threads int) {
	count := d.off[s+1] - d.off[s]
	var nextChunk atomic.Uint64
	var wg sync.WaitGroup
	for t := 0; t < threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				from := nextChunk.Add(dbChunk) - dbChunk
				if from >= count {
					return
				}
				d.buildRange(s, from, min(from+dbChunk, count))
			}
		}()
	}
	wg.Wait()
}

// buildRange fills the boards of s seeds ranked from..to-1.
func (d *endgameDB) buildRange(s int, from, to uint64) {
	b := d.unrank(s, from)
	for r := from; r < to; r++ {
		idx := d.off[s] + r
		if _, ok := d.get(idx); !ok {
			d.solveAt(b, s, idx)
		}
		if r+1 < to {
			b = d.next(b)
		}
	}
}
