package solve

import "mancala/engine"

// The fast Kalah board: the pits only, seen from the player to move. Each
// row is a uint64 holding one pit per byte, pit 1 (the owner's left) in the
// lowest byte. The stores are not part of the board: a Kalah position's
// value is the store difference so far plus the best future gain of its
// pits, and the search works with the gain alone.

// board is the pits of a Kalah position from the mover's side: me is the
// mover's row, op the opponent's.
type board struct{ me, op uint64 }

// flip returns the board seen from the other player.
func (b board) flip() board { return board{b.op, b.me} }

// The kinds of a sowing's end, for the player who sowed.
const (
	passTurn  = iota // the opponent moves next
	extraTurn        // the last seed fell in the mover's store
	gameOver         // the game ended; the sweep is in the gain
)

// fastKalah is Kalah with single sowing on m pits a side, played on
// boards. It agrees with engine.Kalah for the same options.
type fastKalah struct {
	m       int
	capture engine.CaptureRule
	end     engine.EndRule
	left    engine.LeftoverRule
	ones    uint64 // one seed in each of the m pits of a row
	// addMe, addOp and addStore say where rem seeds (0..2m) sown after own
	// pit i fall: the seeds added to each row and to the store.
	addMe, addOp [8][32]uint64
	addStore     [8][32]int
}

// newFastKalah returns the fast rules for Kalah options o, which must use
// single sowing.
func newFastKalah(o engine.KalahOptions) *fastKalah {
	f := &fastKalah{m: o.Pits, capture: o.Capture, end: o.End, left: o.Leftovers}
	for j := 0; j < f.m; j++ {
		f.ones |= 1 << (8 * j)
	}
	for i := 0; i < f.m; i++ {
		f.fillSowing(i)
	}
	return f
}

// fillSowing fills the sowing tables for own pit i. Track steps: 0..m-1
// own pits, m the store, m+1..2m the opponent's pits.
func (f *fastKalah) fillSowing(i int) {
	length := 2*f.m + 1
	var me, op uint64
	st := 0
	for rem := 1; rem < length; rem++ {
		k := (i + rem) % length
		switch {
		case k < f.m:
			me += 1 << (8 * k)
		case k == f.m:
			st++
		default:
			op += 1 << (8 * (k - f.m - 1))
		}
		f.addMe[i][rem], f.addOp[i][rem], f.addStore[i][rem] = me, op, st
	}
}

// pit returns the seeds in pit j (0-based) of row r.
func pit(r uint64, j int) int { return int(r >> (8 * j) & 0xff) }

// rowSum returns the seeds in a row (fewer than 256 in all).
func rowSum(r uint64) int { return int((r * 0x0101010101010101) >> 56) }

// play sows the mover's pit i (non-empty) and returns the board after the
// move, still seen from the mover, the seeds the mover gained on the store
// difference (sweep included when the game ends) and the kind of ending.
func (f *fastKalah) play(b board, i int) (board, int, int) {
	n := pit(b.me, i)
	b.me &^= 0xff << (8 * i)
	gain, rem := 0, n
	if length := 2*f.m + 1; n >= length {
		laps := n / length
		b.me += uint64(laps) * f.ones
		b.op += uint64(laps) * f.ones
		gain, rem = laps, n-laps*length
	}
	b.me += f.addMe[i&7][rem&31]
	b.op += f.addOp[i&7][rem&31]
	gain += f.addStore[i&7][rem&31]
	last := i + rem
	if last > 2*f.m {
		last -= 2*f.m + 1
	}
	kind := passTurn
	if last == f.m {
		kind = extraTurn
	} else if last < f.m && pit(b.me, last) == 1 {
		gain += f.captureAt(&b, last)
	}
	return f.endCheck(b, gain, kind)
}

// captureAt applies the capture rule to a last seed in the mover's empty
// pit j and returns the seeds banked.
func (f *fastKalah) captureAt(b *board, j int) int {
	o := f.m - 1 - j
	c := pit(b.op, o)
	if f.capture == engine.CaptureOff || (f.capture == engine.CaptureStandard && c == 0) {
		return 0
	}
	b.me &^= 0xff << (8 * j)
	b.op &^= 0xff << (8 * o)
	return c + 1
}

// endCheck applies the end rule after a sowing of the given kind and, when
// the game is over, adds the sweep of the leftover rule to gain.
func (f *fastKalah) endCheck(b board, gain, kind int) (board, int, int) {
	over := b.me == 0 || b.op == 0
	if f.end == engine.EndMoverEmpty {
		over = (kind == extraTurn && b.me == 0) || (kind == passTurn && b.op == 0)
	}
	if !over {
		return b, gain, kind
	}
	me, op := rowSum(b.me), rowSum(b.op)
	switch {
	case f.left == engine.LeftoversOwner:
		gain += me - op
	case b.me == 0:
		gain += op
	default:
		gain -= me
	}
	return board{}, gain, gameOver
}

// boardOf returns the pits of p seen from its player to move.
func (f *fastKalah) boardOf(p engine.Position) board {
	var b board
	for j := 0; j < f.m; j++ {
		b.me |= uint64(p.Pits[j]) << (8 * j)
		b.op |= uint64(p.Pits[f.m+j]) << (8 * j)
	}
	if p.ToMove == engine.North {
		b = b.flip()
	}
	return b
}
