package anim

import (
	"math"

	"mancala/engine"
	"mancala/scenes/layout"
)

// board is where every seed is: the heaps resting in the places, the seeds
// held in the hand, and where each one is drawn now. It knows nothing of
// events; the view moves its seeds as the trace plays.
type board struct {
	model *layout.Model
	seeds []Seed
	at    [layout.NumPlaces][]int // seeds resting in each place, bottom first
	hand  []int                   // seeds held, in the order they will drop
	handP vec                     // where the hand hovers now
	order []int                   // seeds in drawing order
	pts   []vec                   // scratch for settling
	rs    []float64
	quiet bool // heaps wait to settle (ShowGame)
}

// reset puts seeds of fresh looks in every place as p says, empties the
// hand, and snaps every seed to its rest.
func (b *board) reset(p engine.Position) {
	b.hand, b.seeds = b.hand[:0], b.seeds[:0]
	for _, sp := range b.model.Spots {
		i := layout.Index(sp.Place)
		b.at[i] = b.at[i][:0]
		for k := 0; k < p.Seeds(sp.Place); k++ {
			b.insert(sp.Place, b.newSeed())
		}
	}
	b.snap()
}

// newSeed adds a seed with a look and size of its own and returns it.
func (b *board) newSeed() int {
	n := len(b.seeds)
	h := hash(uint32(n), 0x5eed)
	b.seeds = append(b.seeds, Seed{Look: int(h % Looks), Size: 0.9 + float64(h>>8%21)/100, bounce: -1})
	return n
}

// settle eases resting seeds towards their places in the heap over n
// ticks (each tick closes 30% of the gap), bounces the ones that just
// landed, and orders everything for drawing.
func (b *board) settle(n float64) {
	k := 1 - math.Pow(0.7, n)
	for i := range b.seeds {
		sd := &b.seeds[i]
		if sd.flying || sd.Place == engine.Hand {
			continue
		}
		sd.X += (sd.tx - sd.X) * k
		sd.Y += (sd.ty - sd.Y) * k
		sd.R += (sd.tr - sd.R) * k
		sd.Z = 0
		if sd.bounce >= 0 {
			sd.Z = bounceHeight(sd.bounce)
			if sd.bounce += n; sd.bounce > 24 {
				sd.bounce = -1
			}
		}
	}
	b.sortForDrawing()
}

// bounceHeight is a landed seed's height b ticks after landing: two small
// hops, dying away.
func bounceHeight(t float64) float64 {
	return 0.09 * math.Abs(math.Sin(t*0.26)) * math.Exp(-t*0.14)
}

// sortForDrawing lists resting seeds place by place, then held and flying.
func (b *board) sortForDrawing() {
	b.order = b.order[:0]
	for _, sp := range b.model.Spots {
		for _, k := range b.at[layout.Index(sp.Place)] {
			if !b.seeds[k].flying {
				b.order = append(b.order, k)
			}
		}
	}
	for k := range b.seeds {
		if b.seeds[k].flying || b.seeds[k].Place == engine.Hand {
			b.order = append(b.order, k)
		}
	}
}

// snap puts every resting seed at its place in the heap at once.
func (b *board) snap() {
	for i := range b.seeds {
		sd := &b.seeds[i]
		if sd.Place != engine.Hand {
			sd.X, sd.Y, sd.Z, sd.R, sd.bounce, sd.flying = sd.tx, sd.ty, 0, sd.tr, -1, false
		}
	}
	b.sortForDrawing()
}

// settled reports whether every seed is still in its heap.
func (b *board) settled() bool {
	for i := range b.seeds {
		if !b.seeds[i].resting() {
			return false
		}
	}
	return true
}
