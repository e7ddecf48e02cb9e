package engine

import "testing"

// perftCounts are frozen move counts from the start, South first. The
// small ones were counted by hand: Kalah(6,4) 6, 35 (pit 3's extra turn
// leaves 5 moves, the other 5 openings 6 replies each) and 185; Oware 6, 36
// and 190 (the emptied pit is refilled by 10 of the 36 replies); Congkak 7
// and 36 (pit 1 ends in the store, then 6 moves; every other opening relays
// into a capture that leaves North 5 pits); Kalah(4,3) 4 and 15; Bao 32
// (every pit holds 2, no move is endless).
var perftCounts = []struct {
	rules  string
	counts []uint64 // counts[d-1] is perft(d)
	short  int      // depths checked under -short
}{
	{"kalah", []uint64{6, 35, 185, 942, 4690, 23233, 114430, 563055, 2763490}, 6},
	{"kalah capture=empty", []uint64{6, 35, 185, 942, 4685, 23169, 113959, 559885}, 6},
	{"kalah sowing=avalanche", []uint64{6, 31, 144, 673, 3075, 13848, 60787, 261811}, 6},
	{"kalah pits=4 seeds=3", []uint64{4, 15, 50, 158, 488, 1510, 4637, 14102, 41831}, 7},
	{"oware", []uint64{6, 36, 190, 1014, 5219, 27332, 139157, 711414, 3592872}, 6},
	{"congkak", []uint64{7, 36, 230, 1406, 8295, 48305, 276510, 1564004}, 5},
	{"bao", []uint64{32, 848, 18060, 357488}, 3},
}

func TestPerftFrozenCounts(t *testing.T) {
	for _, c := range perftCounts {
		r := mustRules(t, c.rules)
		depths := len(c.counts)
		if testing.Short() {
			depths = c.short
		}
		for d := 1; d <= depths; d++ {
			if got := Perft(r, r.Start(South), d); got != c.counts[d-1] {
				t.Errorf("%s: perft(%d) = %d, want %d", r, d, got, c.counts[d-1])
			}
		}
		// North first is the mirror image.
		if got := Perft(r, r.Start(North), min(depths, 4)); got != c.counts[min(depths, 4)-1] {
			t.Errorf("%s: perft(%d) with North first = %d", r, min(depths, 4), got)
		}
	}
}

func TestPerftDepthZeroAndOver(t *testing.T) {
	r := mustRules(t, "kalah")
	if n := Perft(r, r.Start(South), 0); n != 1 {
		t.Errorf("perft(0) = %d, want 1", n)
	}
	over := mustPosition(t, r, "0,0,0,0,0,0/0,0,0,0,0,0 24 24 s")
	for d := 1; d <= 3; d++ {
		if n := Perft(r, over, d); n != 0 {
			t.Errorf("perft(%d) of a finished game = %d, want 0", d, n)
		}
	}
}

// naivePerft counts through the public LegalMoves and Apply only.
func naivePerft(r Rules, p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var buf [MaxMoves]Move
	var n uint64
	for _, m := range r.LegalMoves(p, buf[:0]) {
		n += naivePerft(r, r.Apply(p, m, nil), depth-1)
	}
	return n
}

// TestPerftAgreesWithApply: Perft's in-place path counts what LegalMoves and
// Apply give, from positions in the middle of random games too.
func TestPerftAgreesWithApply(t *testing.T) {
	games, depth := 6, 4
	if testing.Short() {
		games, depth = 2, 3
	}
	for _, r := range playoutRules(t) {
		rng := newRand(11)
		for g := 0; g < games; g++ {
			var positions []Position
			randomGame(r, r.Start(Side(g%2)), rng, 40, func(p Position) { positions = append(positions, p) })
			p := positions[rng.IntN(len(positions))]
			d := depth
			if r.Board().Variant == BaoGame {
				d = min(d, 3)
			}
			if got, want := Perft(r, p, d), naivePerft(r, p, d); got != want {
				t.Errorf("%s at %s: perft(%d) = %d, through Apply %d", r, FormatPosition(r, p), d, got, want)
			}
		}
	}
}
