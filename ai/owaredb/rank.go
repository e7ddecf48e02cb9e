package owaredb

// A board is the twelve pits seen from the player to move: their own six
// (0..5, in sowing order), then the opponent's (6..11). The boards of s
// seeds are ranked in colexicographic order of the composition of s into
// twelve parts, after every board of fewer seeds: board b of s seeds has
// index off[s] + sum over j < 11 of C(b0+...+bj + j, j+1).
type board [pits]uint8

const pits = 12

// ranking holds the binomials a database of boards up to max seeds needs.
type ranking struct {
	max int
	off []uint64           // off[s]: index of the first board of s seeds
	col [pits - 1][]uint64 // col[j][t]: C(t+j, j+1)
}

// newRanking prepares the ranks of boards of up to max seeds.
func newRanking(max int) *ranking {
	r := &ranking{max: max, off: make([]uint64, max+2)}
	for s := 0; s <= max+1; s++ {
		r.off[s] = binomial(s+pits-1, pits)
	}
	for j := range r.col {
		r.col[j] = make([]uint64, max+1)
		for t := 0; t <= max; t++ {
			r.col[j][t] = binomial(t+j, j+1)
		}
	}
	return r
}

// binomial returns n choose k (0 when k > n).
func binomial(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	c := uint64(1)
	for i := 1; i <= k; i++ {
		c = c * uint64(n-k+i) / uint64(i)
	}
	return c
}

// size returns how many boards have at most max seeds.
func (r *ranking) size() uint64 { return r.off[r.max+1] }

// index returns the rank of b, which holds s seeds.
func (r *ranking) index(b *board, s int) uint64 {
	idx, sum := r.off[s], 0
	for j := 0; j < pits-1; j++ {
		sum += int(b[j])
		idx += r.col[j][sum]
	}
	return idx
}

// each calls f with every board of exactly s seeds, in no particular order.
func each(s int, f func(b *board)) {
	var b board
	var fill func(j, left int)
	fill = func(j, left int) {
		if j == pits-1 {
			b[j] = uint8(left)
			f(&b)
			return
		}
		for n := 0; n <= left; n++ {
			b[j] = uint8(n)
			fill(j+1, left-n)
		}
	}
	fill(0, s)
}
