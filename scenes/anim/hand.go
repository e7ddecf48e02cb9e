package anim

import (
	"math"

	"mancala/engine"
)

// toHand sends seeds ks up into the hand, which hovers at t.to.
func (b *board) toHand(t *task, ks []int) {
	base := len(b.hand)
	for i, k := range ks {
		b.seeds[k].Place = engine.Hand
		b.seeds[k].flying = true
		off := handOffset(base + i)
		t.fl = append(t.fl, flight{seed: k, from: b.seedAt(k), z0: b.seeds[k].Z,
			to: vec{t.to.x + off.x, t.to.y + off.y}, z1: handHeight, dur: t.dur})
	}
	b.hand = append(b.hand, ks...)
}

// dropOne flies the next held seed to its rest in pl.
func (b *board) dropOne(t *task, pl engine.Place) {
	if len(b.hand) == 0 {
		return
	}
	k := b.hand[0]
	b.hand = b.hand[1:]
	b.insert(pl, k)
	sd := &b.seeds[k]
	d := math.Hypot(sd.tx-sd.X, sd.ty-sd.Y)
	t.fl = append(t.fl, flight{seed: k, from: b.seedAt(k), z0: sd.Z, to: vec{sd.tx, sd.ty},
		arc: 0.15 + 0.12*d, dur: t.dur, land: true})
	sd.flying = true
}

// streamInto flies seeds ks one after another along arcs to their rest in
// pl, the first at once and the last so as to land as t ends.
func (b *board) streamInto(t *task, ks []int, pl engine.Place) {
	n := float64(len(ks))
	for i, k := range ks {
		b.insert(pl, k)
		sd := &b.seeds[k]
		delay := 0.0
		if n > 1 {
			delay = float64(i) * (t.dur - moveTicks) / (n - 1)
		}
		t.fl = append(t.fl, flight{seed: k, from: b.seedAt(k), to: vec{sd.tx, sd.ty},
			arc: 0.5, delay: delay, dur: moveTicks, land: true})
		sd.flying = true
	}
}

// placeHand lines up the held seeds that are not in flight under the hand.
func (b *board) placeHand() {
	for i, k := range b.hand {
		if b.seeds[k].flying {
			continue
		}
		off := handOffset(i)
		b.seeds[k].X, b.seeds[k].Y, b.seeds[k].Z = b.handP.x+off.x, b.handP.y+off.y, handHeight
	}
}

// handIndex returns where seed k is in the hand, or 0.
func (b *board) handIndex(k int) int {
	for i, h := range b.hand {
		if h == k {
			return i
		}
	}
	return 0
}

// handOffset returns the k-th held seed's place around the hand's centre:
// a small sunflower cluster.
func handOffset(k int) vec {
	a, d := float64(k)*2.39996, math.Sqrt(float64(k))*SeedR*1.2
	return vec{d * math.Cos(a), d * math.Sin(a)}
}

// above returns the point the hand hovers at over place pl.
func (b *board) above(pl engine.Place) vec {
	sp := b.model.Spot(pl)
	if sp == nil {
		return b.handP
	}
	x, y := sp.Hollow.Center()
	return vec{x, y}
}

func (b *board) seedAt(k int) vec { return vec{b.seeds[k].X, b.seeds[k].Y} }
