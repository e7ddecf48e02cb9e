package ai

import (
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// TestOwareKidsPlayAsTheEngine: at every position of many random games,
// some with big pits that sow laps, owareKids lists the engine's legal
// moves and children, and each child's key kept from its parent's equals
// the key computed afresh.
func TestOwareKidsPlayAsTheEngine(t *testing.T) {
	r := engine.Oware{}
	rng := rand.New(rand.NewPCG(5, 20))
	var moves [engine.MaxMoves]engine.Move
	var kids [engine.MaxMoves]engine.Position
	for game := 0; game < 400; game++ {
		p := randomOwareStart(rng)
		for ply := 0; ply < 300; ply++ {
			want := r.LegalMoves(p, nil)
			n := owareKids(&p, &moves, &kids)
			if n != len(want) {
				t.Fatalf("%s: %d moves, engine %d", engine.FormatPosition(r, p), n, len(want))
			}
			for i, m := range want {
				if moves[i] != m || kids[i] != r.Apply(p, m, nil) {
					t.Fatalf("%s move %s: child differs from the engine's", engine.FormatPosition(r, p), m)
				}
				if childKey(&p, &kids[i], owareKey(&p)) != owareKey(&kids[i]) {
					t.Fatalf("%s move %s: incremental key differs", engine.FormatPosition(r, p), m)
				}
			}
			if n == 0 {
				break
			}
			p = kids[rng.IntN(n)]
		}
	}
}

// randomOwareStart spreads the 48 seeds at random, at times into a few big
// pits, with random captures already made.
func randomOwareStart(rng *rand.Rand) engine.Position {
	var p engine.Position
	p.ToMove = engine.Side(rng.IntN(2))
	captured := rng.IntN(16)
	p.Stores[0] = uint8(rng.IntN(captured + 1))
	p.Stores[1] = uint8(captured) - p.Stores[0]
	pits := 12
	if rng.IntN(3) == 0 {
		pits = 1 + rng.IntN(3)
	}
	for s := 48 - captured; s > 0; s-- {
		p.Pits[rng.IntN(pits)*(12/pits)%12]++
	}
	return p
}

// TestOwareNoisyKidsMissNoCapture: at every position of many random
// games, the capture search's list (owareNoisyKids) holds every move that
// captures, in owareKids's order, with the same children, and counts all
// the legal moves; the moves it leaves out capture nothing.
func TestOwareNoisyKidsMissNoCapture(t *testing.T) {
	r := engine.Oware{}
	rng := rand.New(rand.NewPCG(6, 21))
	var moves, noisy [engine.MaxMoves]engine.Move
	var kids, noisyKids [engine.MaxMoves]engine.Position
	listed, captures := 0, 0
	for game := 0; game < 400; game++ {
		p := randomOwareStart(rng)
		for ply := 0; ply < 300; ply++ {
			n := owareKids(&p, &moves, &kids)
			k, legal := owareNoisyKids(&p, &noisy, &noisyKids)
			if legal != n {
				t.Fatalf("%s: %d legal moves counted, %d listed", engine.FormatPosition(r, p), legal, n)
			}
			j := 0
			for i := range n {
				captured := kids[i].Stores[p.ToMove] > p.Stores[p.ToMove]
				if j < k && noisy[j] == moves[i] {
					if noisyKids[j] != kids[i] {
						t.Fatalf("%s move %s: the noisy child differs", engine.FormatPosition(r, p), moves[i])
					}
					j++
				} else if captured {
					t.Fatalf("%s: move %s captures and is not listed", engine.FormatPosition(r, p), moves[i])
				}
				captures += b2i(captured)
			}
			if j != k {
				t.Fatalf("%s: the noisy list is not in order", engine.FormatPosition(r, p))
			}
			if listed += k; n == 0 {
				break
			}
			p = kids[rng.IntN(n)]
		}
	}
	if captures == 0 || listed < captures {
		t.Errorf("%d listed for %d captures", listed, captures)
	}
}
