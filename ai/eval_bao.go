package ai

import "mancala/engine"

// Bao's rows within Position.Pits: South's back and front row, North's
// front and back row, eight pits each.
const baoCols = 8

// baoSide returns the seeds on side s's two rows.
func baoSide(p *engine.Position, s engine.Side) int {
	return sideSum(p, int(s)*2*baoCols, 2*baoCols)
}

// baoFront returns the index of side s's front row.
func baoFront(s engine.Side) int { return baoCols + int(s)*baoCols }

// baoEval values a Bao position, a game won by leaving the opponent no
// move: the seeds on each side (captures move seeds across), the seeds in
// each front row (an empty front row loses; front seeds capture and are
// captured), mobility (pits of two or more seeds can be sown), and the
// mover's best capture now, at half its seeds.
func baoEval(p *engine.Position) int {
	me, you := p.ToMove, p.ToMove.Other()
	v := (baoSide(p, me) - baoSide(p, you)) * Unit
	v += (sideSum(p, baoFront(me), baoCols) - sideSum(p, baoFront(you), baoCols)) * Unit / 4
	v += (baoMobility(p, me) - baoMobility(p, you)) * Unit / 2
	return v + baoThreat(p, me)*Unit/2
}

// baoMobility counts side s's pits of two or more seeds.
func baoMobility(p *engine.Position, s engine.Side) int {
	n := 0
	for _, c := range p.Pits[int(s)*2*baoCols : (int(s)+1)*2*baoCols] {
		if c >= 2 {
			n++
		}
	}
	return n
}

// baoLoop lists side s's loop of pits as the engine sows it: the front row
// from the owner's left, then the back row from the owner's right.
func baoLoop(s engine.Side) (l [2 * baoCols]int) {
	front, back := baoFront(s), int(s)*3*baoCols
	for i := 0; i < baoCols; i++ {
		l[i], l[2*baoCols-1-i] = front+i, back+i
	}
	return l
}

// baoLoops holds both sides' loops.
var baoLoops = [2][2 * baoCols]int{baoLoop(engine.South), baoLoop(engine.North)}

// baoThreat returns the most seeds a single sowing of the mover, in either
// direction, would capture with its first landing: a last seed in an
// occupied front pit facing a non-empty opponent pit (relays and chains
// are not followed).
func baoThreat(p *engine.Position, me engine.Side) int {
	loop, best := &baoLoops[me], 0
	for i, pl := range loop {
		n := int(p.Pits[pl])
		if n < 2 {
			continue
		}
		for _, j := range [2]int{(i + n) & 15, (i - n) & 15} {
			if j < baoCols && j != i && p.Pits[loop[j]] > 0 {
				facing := baoFront(me.Other()) + baoCols - 1 - j
				best = max(best, int(p.Pits[facing]))
			}
		}
	}
	return best
}
