// Package owaredb holds Oware's endgame databases: for every board with
// few seeds left (the pits only, seen from the player to move), the net
// seeds the player to move gains from here on with best play (their
// captures and final share of the board minus the opponent's), built by
// retrograde analysis.
//
// Oware's endgames go round in circles, and how a circle ends depends on
// the repetition rule in force and on the game's history, not on the
// board alone. So the database keeps two bounds a board: lo, what the
// player to move can force by play that reaches a capture or the end of
// the game in a bounded number of moves, without ever repeating a
// position; and hi, what the opponent cannot keep them under by such
// play. Every rule of repetition (the sweep at a position's second or
// third occurrence) ends a circle with a value in between, so lo <= value
// <= hi whatever the rule; where lo == hi the value is exact. That holds
// for a game with no earlier position of the same captures: a position
// of the game's past could come back on the way to the play that reaches
// lo or hi, and end the game there by the sweep. The 25-seeds rule is left out: it ends a game whose
// winner, and whose sign of the net, it does not change.
package owaredb

import (
	"fmt"

	"mancala/engine"
)

// DB holds the bounds of every board of up to Seeds() seeds.
type DB struct {
	rank   *ranking
	lo, hi []int8
}

// Seeds returns the most seeds on the board the database knows.
func (d *DB) Seeds() int { return d.rank.max }

// Size returns how many boards the database holds (two bytes each).
func (d *DB) Size() int { return len(d.lo) }

// Bounds returns the bounds of p's value (see the package doc): the net
// seeds, of those now on the board, that the player to move gains from
// here on; false when p holds more seeds on its board than the database.
func (d *DB) Bounds(p engine.Position) (lo, hi int, ok bool) {
	b, s := boardOf(&p)
	if s > d.rank.max {
		return 0, 0, false
	}
	i := d.rank.index(&b, s)
	return int(d.lo[i]), int(d.hi[i]), true
}

// boardOf returns p's pits seen from its player to move and their seeds.
func boardOf(p *engine.Position) (board, int) {
	var b board
	own := int(p.ToMove) * 6
	s := 0
	for k := 0; k < pits; k++ {
		b[k] = p.Pits[(own+k)%pits]
		s += int(b[k])
	}
	return b, s
}

// String describes the database: its seeds and boards.
func (d *DB) String() string {
	return fmt.Sprintf("Oware endgame database: up to %d seeds, %d boards", d.Seeds(), d.Size())
}
