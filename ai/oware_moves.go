package ai

import "mancala/engine"

// The Oware search generates its moves itself: engine.Oware.Apply checks
// the move's legality and the next player's moves anew for each child,
// which cost the search a third of its time. owareKids plays exactly the
// engine's rules (TestOwareKidsPlayAsTheEngine compares them over random
// games) and keeps each child's Zobrist key up to date from its parent's.

const owarePits = 6

// zobrist holds the random keys of Oware positions: one per pit and seed
// count, per store and count, and one for North to move.
var zobrist = newZobrist()

type zobristKeys struct {
	pits   [2 * owarePits][49]uint64
	stores [2][49]uint64
	north  uint64
}

// newZobrist draws the keys from a fixed splitmix64 sequence.
func newZobrist() *zobristKeys {
	z, x := &zobristKeys{}, uint64(0x0123456789abcdef)
	next := func() uint64 { x += 0x9e3779b97f4a7c15; return mix(x) }
	for i := range z.pits {
		for n := range z.pits[i] {
			z.pits[i][n] = next()
		}
	}
	for s := range z.stores {
		for n := range z.stores[s] {
			z.stores[s][n] = next()
		}
	}
	z.north = next()
	return z
}

// owareKey returns the Zobrist key of an Oware position.
func owareKey(p *engine.Position) uint64 {
	z := zobrist
	k := z.stores[0][p.Stores[0]] ^ z.stores[1][p.Stores[1]]
	if p.ToMove == engine.North {
		k ^= z.north
	}
	for i := 0; i < 2*owarePits; i++ {
		k ^= z.pits[i][p.Pits[i]]
	}
	return k
}

// childKey returns the key of c, a child of p whose key is key: only the
// pits and stores that changed are updated.
func childKey(p, c *engine.Position, key uint64) uint64 {
	z := zobrist
	key ^= z.north
	for s := 0; s < 2; s++ {
		if a, b := p.Stores[s], c.Stores[s]; a != b {
			key ^= z.stores[s][a] ^ z.stores[s][b]
		}
	}
	for i := 0; i < 2*owarePits; i++ {
		if a, b := p.Pits[i], c.Pits[i]; a != b {
			key ^= z.pits[i][a] ^ z.pits[i][b]
		}
	}
	return key
}

// owareKids lists the legal moves of the Oware position p into moves and
// their children into kids, and returns how many there are: the mover's
// non-empty pits, only those that feed a starving opponent; none once a
// player has captured 25 or more.
func owareKids(p *engine.Position, moves *[engine.MaxMoves]engine.Move, kids *[engine.MaxMoves]engine.Position) int {
	n, _ := owareList(p, moves, kids, false)
	return n
}

// owareNoisyKids is owareKids for the capture search: it lists only the
// moves that may capture (see mayCapture), in the same order, and returns
// their number and the number of all legal moves.
func owareNoisyKids(p *engine.Position, moves *[engine.MaxMoves]engine.Move, kids *[engine.MaxMoves]engine.Position) (n, legal int) {
	return owareList(p, moves, kids, true)
}

// owareList lists the legal moves of p (those that may capture, when
// noisy) and their children, and returns how many it listed and how many
// legal moves p has.
func owareList(p *engine.Position, moves *[engine.MaxMoves]engine.Move, kids *[engine.MaxMoves]engine.Position, noisy bool) (n, legal int) {
	if p.Stores[0] > 24 || p.Stores[1] > 24 {
		return 0, 0
	}
	me := p.ToMove
	own, opp := int(me)*owarePits, int(me.Other())*owarePits
	starving := rowSeeds(p, opp) == 0
	for i := 0; i < owarePits; i++ {
		seeds := int(p.Pits[own+i])
		if seeds == 0 || (starving && seeds < owarePits-i) {
			continue
		}
		if legal++; noisy && !mayCapture(p, opp, i, seeds) {
			continue
		}
		c := &kids[n]
		*c = *p
		owarePlay(c, own, i)
		moves[n] = engine.Move(i)
		n++
	}
	return n, legal
}

// mayCapture reports whether sowing the seeds of the mover's pit i can
// capture: always when they go round the board (11 or more), else only
// when the last seed falls in the opponent's row (at opp) on a pit of one
// or two seeds.
func mayCapture(p *engine.Position, opp, i, seeds int) bool {
	last := i + seeds
	if seeds >= 11 {
		return true
	}
	if last < owarePits || last >= 2*owarePits {
		return false
	}
	n := p.Pits[opp+last-owarePits]
	return n == 1 || n == 2
}

// rowSeeds adds the six pits of the row that starts at from.
func rowSeeds(p *engine.Position, from int) int {
	r := p.Pits[from : from+owarePits]
	return int(r[0]) + int(r[1]) + int(r[2]) + int(r[3]) + int(r[4]) + int(r[5])
}

// owarePlay sows the mover's pit i (their row starts at own), captures,
// passes the turn and ends the game when the next player cannot move.
func owarePlay(c *engine.Position, own, i int) {
	last := owareSowPit(c, own, i)
	if last >= owarePits {
		owareTake(c, own, last)
	}
	c.ToMove = c.ToMove.Other()
	if c.Stores[0] <= 24 && c.Stores[1] <= 24 && !owareCanMove(c) {
		for s := 0; s < 2; s++ {
			c.Stores[s] += uint8(rowSeeds(c, s*owarePits))
			clear(c.Pits[s*owarePits : (s+1)*owarePits])
		}
	}
}

// owareSowPit sows pit i of the row at own, skipping the origin on every
// lap, and returns the ring step (0..11 from own) of the last seed.
func owareSowPit(c *engine.Position, own, i int) int {
	n := int(c.Pits[own+i])
	c.Pits[own+i] = 0
	if laps := n / 11; laps > 0 {
		for k := 0; k < 2*owarePits; k++ {
			c.Pits[k] += uint8(laps)
		}
		c.Pits[own+i] -= uint8(laps)
		n -= 11 * laps
		if n == 0 {
			return (i + 11) % 12
		}
	}
	k := i
	for ; n > 0; n-- {
		if k++; k == 2*owarePits {
			k = 0
		}
		c.Pits[(own+k)%12]++
	}
	return k
}

// owareTake captures backwards from ring step last while the opponent's
// pits hold 2 or 3, unless that takes every seed they have (grand slam).
func owareTake(c *engine.Position, own, last int) {
	taken, k := 0, last
	for ; k >= owarePits; k-- {
		n := c.Pits[(own+k)%12]
		if n != 2 && n != 3 {
			break
		}
		taken += int(n)
	}
	if taken == 0 || taken == rowSeeds(c, (own+owarePits)%12) {
		return
	}
	for j := last; j > k; j-- {
		pl := (own + j) % 12
		c.Stores[c.ToMove] += c.Pits[pl]
		c.Pits[pl] = 0
	}
}

// owareCanMove reports whether the player to move at c has a legal move.
func owareCanMove(c *engine.Position) bool {
	own, opp := int(c.ToMove)*owarePits, int(c.ToMove.Other())*owarePits
	if rowSeeds(c, opp) > 0 {
		return rowSeeds(c, own) > 0
	}
	for i := 0; i < owarePits; i++ {
		if int(c.Pits[own+i]) >= owarePits-i {
			return true
		}
	}
	return false
}
