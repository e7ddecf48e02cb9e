package solve

import (
	"math/bits"
	"unsafe"
)

// table is the transposition table of the Kalah search: buckets of four
// entries of two words. An entry stores check = key1 ^ data and data. The
// key is exact: key1 and the 32 bits of key2 in data hold every pit. The
// threads of a parallel search share it with plain loads and stores
// (atomic stores made the search several times slower): an entry torn by
// two writers fails its check and reads as a miss, and a lost update
// only loses a bound.
//
// data: bits 0-31 key2, 32-39 lower bound, 40-47 upper bound (int8, the
// mover's future gain), 48-51 best move (15: none), 52-57 work (log2 of
// the nodes searched below the entry; the entry with the least work in a
// bucket is replaced).
type table struct {
	e    []uint64 // 8 words per bucket: check, data for four entries
	mask uint64   // buckets - 1
}

// tableEntryBytes is the size of one entry.
const tableEntryBytes = 16

// noMove marks an entry without a best move.
const noMove = 15

// newTable returns a table of about mb MiB (rounded down to a power of two
// buckets, at least one).
func newTable(mb int) *table {
	buckets := uint64(mb) << 20 / (4 * tableEntryBytes)
	if buckets < 1 {
		buckets = 1
	}
	buckets = 1 << (63 - bits.LeadingZeros64(buckets))
	t := &table{e: make([]uint64, buckets*8), mask: buckets - 1}
	adviseHuge(unsafe.Pointer(&t.e[0]), uintptr(len(t.e))*8)
	return t
}

// ttKey packs a board exactly: six bits a pit (every pit holds fewer than
// 64 seeds), key1 the low 64 bits, key2 the rest.
func ttKey(b board, m int) (uint64, uint64) {
	me, op := pack6(b.me), pack6(b.op)
	w := uint(6 * m)
	k1 := me | op<<w
	var k2 uint64
	if w > 0 {
		k2 = op >> (64 - w)
	}
	return k1, k2
}

// pack6 squeezes eight bytes of values below 64 into 48 bits.
func pack6(x uint64) uint64 {
	x = x&0x003f003f003f003f | (x&0x3f003f003f003f00)>>2
	x = x&0x00000fff00000fff | (x&0x0fff00000fff0000)>>4
	return x&0xffffff | (x>>32&0xffffff)<<24
}

// bucket returns the index of the first word of the key's bucket.
func (t *table) bucket(k1, k2 uint64) uint64 {
	return (keyHash(k1, k2) & t.mask) * 8
}

// keyHash mixes a board's exact key into 64 well-spread bits.
func keyHash(k1, k2 uint64) uint64 {
	h := (k1 ^ k2*0x9e3779b97f4a7c15) * 0xbf58476d1ce4e5b9
	return h ^ h>>31
}

// ttEntry is a decoded entry.
type ttEntry struct {
	lo, hi int
	move   int
	work   int
}

// probe returns the entry of the key, if present.
func (t *table) probe(k1, k2 uint64) (ttEntry, bool) {
	b := t.bucket(k1, k2)
	for i := b; i < b+8; i += 2 {
		d := t.e[i+1]
		if t.e[i]^d == k1 && d&0xffffffff == k2 {
			return decode(d), true
		}
	}
	return ttEntry{}, false
}

// decode unpacks a data word.
func decode(d uint64) ttEntry {
	return ttEntry{
		lo:   int(int8(d >> 32)),
		hi:   int(int8(d >> 40)),
		move: int(d >> 48 & 15),
		work: int(d >> 52 & 63),
	}
}

// store records that the key's value lies in [lo, hi], narrowing what the
// entry knew, with the best move and the work spent.
func (t *table) store(k1, k2 uint64, lo, hi, move, work int) {
	b := t.bucket(k1, k2)
	slot, least := b, 64
	for i := b; i < b+8; i += 2 {
		d := t.e[i+1]
		if t.e[i]^d == k1 && d&0xffffffff == k2 {
			old := decode(d)
			lo, hi = max(lo, old.lo), min(hi, old.hi)
			work = max(work, old.work)
			if move == noMove {
				move = old.move
			}
			slot = i
			break
		}
		if w := int(d >> 52 & 63); w < least {
			slot, least = i, w
		}
	}
	d := k2 | uint64(uint8(int8(lo)))<<32 | uint64(uint8(int8(hi)))<<40 |
		uint64(move)<<48 | uint64(min(work, 63))<<52
	t.e[slot+1], t.e[slot] = d, k1^d
}
