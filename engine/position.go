package engine

import (
	"encoding/binary"
	"math/bits"
)

// Side is one of the two players.
type Side uint8

// The two players: South sits at the bottom of the screen, North at the top.
const (
	South Side = iota
	North
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "south" or "north".
func (s Side) String() string {
	if s == North {
		return "north"
	}
	return "south"
}

// MaxPits is the number of pit slots in a Position: enough for Bao's 4x8.
const MaxPits = 32

// Position is one moment of a game: the seeds in every pit and store and the
// player to move. It is a comparable value: copy it freely, compare it with
// ==. Its meaning depends on the Rules that made it:
//
//   - two-row games with m pits a side: Pits[0..m-1] are South's pits 1..m,
//     Pits[m..2m-1] are North's pits 1..m, each numbered from its owner's
//     left; Stores holds each player's store (Oware: captured seeds).
//   - Bao: Pits[0..7] South's back row, [8..15] South's front row,
//     [16..23] North's front row, [24..31] North's back row, each row from
//     its owner's left; Stores are unused.
type Position struct {
	Pits   [MaxPits]uint8
	Stores [2]uint8
	ToMove Side
	_      [5]uint8 // pads the value to 40 bytes, copied in whole words
}

// Place names where a seed can be: a pit index into Position.Pits, a store,
// or the sower's hand.
type Place uint8

// Special places beyond the pits.
const (
	StoreSouth Place = MaxPits + iota
	StoreNorth
	Hand Place = 255
)

// StoreOf returns the place of side s's store.
func StoreOf(s Side) Place { return StoreSouth + Place(s) }

// IsStore reports whether pl is a store.
func (pl Place) IsStore() bool { return pl == StoreSouth || pl == StoreNorth }

// Owner returns the side whose store pl is. It is meaningful for stores only.
func (pl Place) Owner() Side { return Side(pl - StoreSouth) }

// Seeds returns the number of seeds at place pl (0 for the hand).
func (p *Position) Seeds(pl Place) int {
	switch {
	case int(pl) < MaxPits:
		return int(p.Pits[pl])
	case pl.IsStore():
		return int(p.Stores[pl.Owner()])
	}
	return 0
}

// Total returns the number of seeds in all pits and stores.
func (p *Position) Total() int {
	n := int(p.Stores[0]) + int(p.Stores[1])
	for _, c := range p.Pits {
		n += int(c)
	}
	return n
}

// rowEmpty reports whether the n pits (at most 8) from index from hold no
// seeds, reading them as one word.
func (p *Position) rowEmpty(from, n int) bool {
	if from+8 > MaxPits {
		return p.rowSum(from, n) == 0
	}
	w := binary.LittleEndian.Uint64(p.Pits[from : from+8])
	return w&(1<<(8*uint(n))-1) == 0
}

// rowOccupied counts the pits holding seeds among the n pits (at most 8)
// from index from, reading them as one word.
func (p *Position) rowOccupied(from, n int) int {
	if from+8 > MaxPits {
		c := 0
		for _, x := range p.Pits[from : from+n] {
			c += int(min(x, 1))
		}
		return c
	}
	const low7 = 0x7f7f7f7f7f7f7f7f
	w := binary.LittleEndian.Uint64(p.Pits[from:from+8]) & (1<<(8*uint(n)) - 1)
	nonzero := ((w & low7) + low7 | w) &^ low7
	return bits.OnesCount64(nonzero)
}

// rowSum adds the seeds of n pits from index from.
func (p *Position) rowSum(from, n int) int {
	s := 0
	for _, c := range p.Pits[from : from+n] {
		s += int(c)
	}
	return s
}
