package ai

import "mancala/engine"

// owareEval values an Oware position by the captured difference; the
// mover's best capture now, at half its seeds; the seeds on each side at
// a tenth of their worth (they feed moves and go to their owner when the
// game ends by starvation); and mobility, the non-empty pits of each
// side, since a player with none left loses the seeds on the board.
func owareEval(p *engine.Position) int {
	const m = 6
	me := p.ToMove
	own, opp := int(me)*m, int(me.Other())*m
	v := (int(p.Stores[me]) - int(p.Stores[me.Other()])) * Unit
	v += (sideSum(p, own, m) - sideSum(p, opp, m)) * Unit / 10
	v += (owareMobility(p, own) - owareMobility(p, opp)) * Unit / 5
	return v + owareThreat(p, own, opp)*Unit/2
}

// owareMobility counts the non-empty pits of the row from index from.
func owareMobility(p *engine.Position, from int) int {
	n := 0
	for _, c := range p.Pits[from : from+6] {
		if c > 0 {
			n++
		}
	}
	return n
}

// owareThreat returns the seeds the mover's best sowing of fewer than
// twelve seeds (no lap) would capture: from the pit the last seed reaches
// backwards while the opponent's pits, with the seed sown into them, hold
// 2 or 3. The grand slam is ignored.
func owareThreat(p *engine.Position, own, opp int) int {
	best := 0
	for i := 0; i < 6; i++ {
		n := int(p.Pits[own+i])
		if n == 0 || n >= 11 || i+n < 6 {
			continue
		}
		taken := 0
		for k := i + n - 6; k >= 0 && k+6 > i; k-- {
			c := int(p.Pits[opp+k]) + 1
			if c != 2 && c != 3 {
				break
			}
			taken += c
		}
		best = max(best, taken)
	}
	return best
}
