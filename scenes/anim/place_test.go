package anim

import (
	"math"
	"math/rand"
	"testing"

	"mancala/scenes/layout"
)

// TestHeapsStayInside fills pits and stores with up to 70 seeds, one at a
// time, and checks every seed lies wholly inside where seeds rest (the
// hollow, or in Bao the circle clear of the count) and no two overlap
// badly.
func TestHeapsStayInside(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, r := range allRules(t) {
		for trial := 0; trial < 20; trial++ {
			m := layout.NewModelAcross(r.Board(), 1+float64(trial%3)/2) // round and oval pits
			sp := m.Spots[rng.Intn(len(m.Spots))]
			n := 1 + rng.Intn(70)
			bd := &board{model: &m}
			for i := 0; i < n; i++ {
				bd.insert(sp.Place, bd.newSeed())
			}
			checkHeap(t, bd, sp)
		}
	}
}

func checkHeap(t *testing.T, bd *board, sp layout.Spot) {
	t.Helper()
	ks := bd.at[indexOf(sp.Place)]
	pack := packRadius(sp.Rest, len(ks))
	for i, a := range ks {
		sa := bd.seeds[a]
		if sp.Rest.Dist(sa.tx, sa.ty)+sa.tr > sp.Rest.R+1e-9 {
			t.Fatalf("place %d, %d seeds: seed %d sticks out", sp.Place, len(ks), i)
		}
		for _, b := range ks[i+1:] {
			sb := bd.seeds[b]
			if d := math.Hypot(sa.tx-sb.tx, sa.ty-sb.ty); d < 1.5*pack {
				t.Fatalf("place %d, %d seeds: two seeds %.3f apart, pack radius %.3f", sp.Place, len(ks), d, pack)
			}
		}
	}
}
