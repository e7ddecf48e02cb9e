package ai

import "mancala/engine"

// evaluation returns the static evaluation of the game r: a score for the
// player to move of a position where the game goes on.
func evaluation(r engine.Rules) func(p *engine.Position) int {
	switch g := r.(type) {
	case engine.Kalah:
		o := g.Options()
		if o.Sowing == engine.SowAvalanche {
			return relayEval(o.Pits, o.Leftovers == engine.LeftoversOwner)
		}
		return kalahEval(o)
	case engine.Congkak:
		return relayEval(7, true)
	case engine.Oware:
		return owareEval
	}
	return baoEval
}

// sideSum adds the m pits of the row that starts at index from.
func sideSum(p *engine.Position, from, m int) int {
	n := 0
	for _, c := range p.Pits[from : from+m] {
		n += int(c)
	}
	return n
}

// kalahEval values a Kalah position by the store difference; the seeds
// still in each row, which their owner banks when the game ends (when
// leftovers go to their owner); and the mover's best threat now: an
// extra turn, or the biggest capture a sowing can make. Threats are worth
// half their seeds: the mover can carry out only one.
func kalahEval(o engine.KalahOptions) func(p *engine.Position) int {
	m, owner := o.Pits, o.Leftovers == engine.LeftoversOwner
	return func(p *engine.Position) int {
		me := p.ToMove
		own, opp := int(me)*m, int(me.Other())*m
		v := (int(p.Stores[me]) - int(p.Stores[me.Other()])) * Unit
		if owner {
			v += (sideSum(p, own, m) - sideSum(p, opp, m)) * Unit / 4
		}
		return v + kalahThreat(p, m, own, opp, o.Capture)*Unit/2
	}
}

// kalahThreat returns the seeds the mover's best single sowing would bank:
// 1 for a store landing (worth more: the mover plays again), or the seeds
// a capture takes.
func kalahThreat(p *engine.Position, m, own, opp int, rule engine.CaptureRule) int {
	best, lap := 0, 2*m+1
	for i := 0; i < m; i++ {
		n := int(p.Pits[own+i])
		if n == 0 {
			continue
		}
		j := (i + n) % lap
		switch {
		case j == m:
			best = max(best, 2)
		case j < m && rule != engine.CaptureOff && (n == lap || (n < lap && p.Pits[own+j] == 0)):
			taken := int(p.Pits[opp+m-1-j])
			if n > m-i+m-j-1 { // the sowing also dropped a seed there
				taken++
			}
			if taken > 0 || rule == engine.CaptureEmpty {
				best = max(best, taken+1)
			}
		}
	}
	return best
}

// relayEval values a Congkak (or avalanche Kalah) position, where relays
// make threats too costly to foresee: the store difference, and the seeds
// in each row at a quarter of their worth when their owner banks them at
// the end.
func relayEval(m int, owner bool) func(p *engine.Position) int {
	return func(p *engine.Position) int {
		me := p.ToMove
		v := (int(p.Stores[me]) - int(p.Stores[me.Other()])) * Unit
		if owner {
			v += (sideSum(p, int(me)*m, m) - sideSum(p, int(me.Other())*m, m)) * Unit / 4
		}
		return v
	}
}
