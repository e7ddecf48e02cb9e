package ai

import (
	"encoding/binary"
	"math/bits"
	"sync"

	"mancala/engine"
)

// hashPosition returns a 64-bit hash of every pit, both stores and the
// player to move: five rounds of the splitmix64 finalizer over the
// position's bytes. A Position is built anew by every Apply, so a full
// hash of its 35 bytes is as cheap as keeping a Zobrist key up to date.
func hashPosition(p *engine.Position) uint64 {
	h := uint64(0x6a09e667f3bcc909)
	for i := 0; i < engine.MaxPits; i += 8 {
		h = mix(h ^ binary.LittleEndian.Uint64(p.Pits[i:i+8]))
	}
	tail := uint64(p.Stores[0]) | uint64(p.Stores[1])<<8 | uint64(p.ToMove)<<16
	return mix(h ^ tail)
}

// mix is the splitmix64 finalizer: every input bit affects every output bit.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// The kinds of bound a table entry holds.
const (
	boundNone uint8 = iota
	boundExact
	boundLower // the score is at least the stored one (a cut-off)
	boundUpper // the score is at most the stored one (no move raised alpha)
	boundMove  // no score: only the best move is kept
)

// entry is one slot of the transposition table: 16 bytes.
type entry struct {
	key   uint64
	score int32
	depth int8
	bound uint8
	move  engine.Move
}

// table is a fixed-size transposition table indexed by the hash's low
// bits, in buckets of two slots: the first keeps the deeper search, the
// second takes whatever the first turns away, so a deep result is not
// lost to the many shallow ones below it.
type table struct {
	slots []entry
	mask  uint64
}

// tables keeps the tables of finished searches by size for the next
// ones: a new 16 MiB table for every move would churn the memory, which
// a browser's wasm never gives back.
var tables [32]sync.Pool

// getTable returns an empty table of 1<<n entries. Emptying it makes a
// search independent of the ones before.
func getTable(n int) *table {
	if t, ok := tables[n].Get().(*table); ok {
		clear(t.slots)
		return t
	}
	return &table{slots: make([]entry, 1<<n), mask: 1<<n - 1}
}

// putTable gives t back for another search.
func putTable(t *table) {
	tables[bits.Len64(t.mask)].Put(t)
}

// probe returns the entry for key, if its bucket holds it.
func (t *table) probe(key uint64) (entry, bool) {
	b := t.slots[key&t.mask&^1:][:2]
	if e := b[0]; e.key == key && e.bound != boundNone {
		return e, true
	}
	e := b[1]
	return e, e.key == key && e.bound != boundNone
}

// store writes the result of a search of depth turns at key: into the
// first slot when it holds the same position or a shallower search (whose
// entry moves to the second), else into the second.
func (t *table) store(key uint64, depth int, score int, b uint8, m engine.Move) {
	bucket := t.slots[key&t.mask&^1:][:2]
	e := entry{key: key, score: int32(score), depth: int8(depth), bound: b, move: m}
	switch first := bucket[0]; {
	case first.key == key || depth >= int(first.depth):
		if first.key != key {
			bucket[1] = first
		}
		bucket[0] = e
	default:
		bucket[1] = e
	}
}
