package ai

import "mancala/engine"

// OwareTerms are the features Oware's evaluation weighs, each counted
// from the view of the player to move ("own" row, then the opponent's):
//
//	0-5    the seeds in each own pit, in sowing order
//	6-11   the seeds in each of the opponent's pits, in sowing order
//	12, 13 own and opponent's pits with one or two seeds (a sowing into
//	       them makes two or three: the targets of captures)
//	14, 15 own and opponent's empty pits
//	16, 17 the seeds of the largest own and opponent's pit when it holds
//	       twelve or more (a lap round the board: a house that can
//	       capture a whole row)
//	18     the seeds the mover's best sowing would capture now
//	19     the seeds the opponent's best sowing would capture, were it
//	       theirs to move
//
// The evaluation adds to the captured difference (a seed is worth Unit)
// each term times its weight, blended by the seeds on the board between
// an opening weight (48 seeds) and an endgame one (none): see owareEval.
type OwareTerms [OwareTermCount]int

// OwareTermCount is the number of terms of Oware's evaluation.
const OwareTermCount = 20

// owareAllSeeds is the seeds of a full board, the opening's end of the
// blend.
const owareAllSeeds = 48

// OwareTermsOf returns the terms of p and the seeds on its board.
func OwareTermsOf(p *engine.Position) (t OwareTerms, board int) {
	const m = 6
	me := p.ToMove
	own, opp := int(me)*m, int(me.Other())*m
	for i := range m {
		a, b := int(p.Pits[own+i]), int(p.Pits[opp+i])
		t[i], t[m+i] = a, b
		board += a + b
		t[12] += b2i(a == 1 || a == 2)
		t[13] += b2i(b == 1 || b == 2)
		t[14] += b2i(a == 0)
		t[15] += b2i(b == 0)
		t[16] = max(t[16], a)
		t[17] = max(t[17], b)
	}
	t[16], t[17] = lapHouse(t[16]), lapHouse(t[17])
	t[18], t[19] = owareThreat(p, own, opp), owareThreat(p, opp, own)
	return t, min(board, owareAllSeeds)
}

// lapHouse keeps the seeds of a pit that sows a lap round the board.
func lapHouse(n int) int {
	if n < 12 {
		return 0
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// owareEval values an Oware position for the player to move: the
// captured difference plus the weighted terms (OwareTerms), each weight
// blended between its opening and its endgame value by the seeds on the
// board. The weights (owareWeights) are fitted to the results of
// self-play games by cmd/oware-tune.
func owareEval(p *engine.Position) int {
	t, board := OwareTermsOf(p)
	opening, ending := 0, 0
	for i, x := range t {
		opening += owareWeights[0][i] * x
		ending += owareWeights[1][i] * x
	}
	v := (int(p.Stores[p.ToMove]) - int(p.Stores[p.ToMove.Other()])) * Unit
	return v + (opening*board+ending*(owareAllSeeds-board))/owareAllSeeds
}

// owareThreat returns the seeds that own's best sowing whose last seed
// falls in opp's row without a lap would capture there: from the pit the
// last seed reaches backwards while the pits, with the seed sown into
// them, hold 2 or 3. The grand slam is ignored.
func owareThreat(p *engine.Position, own, opp int) int {
	best := 0
	for i := 0; i < 6; i++ {
		n := int(p.Pits[own+i])
		if i+n < 6 || i+n > 11 { // the last seed must fall in opp's row
			continue
		}
		taken := 0
		for k := i + n - 6; k >= 0; k-- {
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
