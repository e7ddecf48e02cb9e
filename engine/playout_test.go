package engine

import (
	"math/rand/v2"
	"testing"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6d616e63616c61)) }

// randomGame plays random legal moves from p until the game is over or
// maxPlies have been played, calling visit with every position on the way
// (p included), and returns the last position. Third repetitions are not
// applied here.
func randomGame(r Rules, p Position, rng *rand.Rand, maxPlies int, visit func(Position)) Position {
	var buf [MaxMoves]Move
	visit(p)
	for ply := 0; ply < maxPlies; ply++ {
		moves := r.LegalMoves(p, buf[:0])
		if len(moves) == 0 {
			break
		}
		p = r.Apply(p, moves[rng.IntN(len(moves))], nil)
		visit(p)
	}
	return p
}

// playoutRules are every variant, and Kalah under every option combination
// on a few board sizes.
func playoutRules(t *testing.T) []Rules {
	return append(allKalahs(t), Oware{}, Bao{})
}

// maxGamePlies bounds the length of any game in the random playouts, with
// third repetitions ending Oware and Bao games.
const maxGamePlies = 5000

// TestRandomPlayoutInvariants plays random games of every variant and
// checks after every move: the seeds are conserved and no pit overflows;
// unused slots stay empty; there are no legal moves exactly when the game
// is over; Apply with and without a Trace agree and the Trace replays, seed
// by seed, to the same position (side to move included); and every game
// ends.
func TestRandomPlayoutInvariants(t *testing.T) {
	games := 50
	if testing.Short() {
		games = 3
	}
	for _, r := range playoutRules(t) {
		rng := newRand(uint64(len(r.String())))
		for g := 0; g < games; g++ {
			checkPlayout(t, r, rng, Side(g%2))
			if t.Failed() {
				return
			}
		}
	}
}

func checkPlayout(t *testing.T, r Rules, rng *rand.Rand, first Side) {
	t.Helper()
	var buf [MaxMoves]Move
	var tr Trace
	seen := map[Position]int{}
	p := r.Start(first)
	for ply := 0; ; ply++ {
		checkPosition(t, r, p)
		seen[p]++
		moves := r.LegalMoves(p, buf[:0])
		o := r.Outcome(p)
		if (len(moves) == 0) != o.Over() {
			t.Fatalf("%s at %s: %d legal moves, outcome %s", r, FormatPosition(r, p), len(moves), outcomeString(o))
		}
		if o.Over() {
			return
		}
		if seen[p] == 3 {
			if _, ok := r.Repeated(p); ok {
				return
			}
			if b := r.Board(); b.Variant == KalahGame || b.Variant == CongkakGame {
				t.Fatalf("%s repeats %s, which sowing can never do", r, FormatPosition(r, p))
			}
		}
		if ply == maxGamePlies {
			t.Fatalf("%s: the game from %s lasts more than %d plies", r, FormatPosition(r, r.Start(first)), ply)
		}
		m := moves[rng.IntN(len(moves))]
		tr.Reset()
		q := r.Apply(p, m, &tr)
		checkTrace(t, r, p, m, q, &tr)
		checkIllegal(t, r, p, rng, moves)
		p = q
	}
}

// checkPosition checks the seeds are all there and within the board.
func checkPosition(t *testing.T, r Rules, p Position) {
	t.Helper()
	b := r.Board()
	if p.Total() != b.Seeds {
		t.Fatalf("%s: %s has %d seeds, want %d", r, FormatPosition(r, p), p.Total(), b.Seeds)
	}
	for i := b.Rows * b.Pits; i < MaxPits; i++ {
		if p.Pits[i] != 0 {
			t.Fatalf("%s: unused slot %d holds %d", r, i, p.Pits[i])
		}
	}
	if !b.Stores && b.Variant == BaoGame && p.Stores != [2]uint8{} {
		t.Fatalf("%s: Bao stores hold %v", r, p.Stores)
	}
}

// checkTrace checks that move m at p, giving q, plays the same without a
// trace, and that replaying the trace step by step reaches q without any
// count leaving the range of the board on the way.
func checkTrace(t *testing.T, r Rules, p Position, m Move, q Position, tr *Trace) {
	t.Helper()
	if plain := r.Apply(p, m, nil); plain != q {
		t.Fatalf("%s: %s at %s: without a trace %s, with one %s", r, m, FormatPosition(r, p),
			FormatPosition(r, plain), FormatPosition(r, q))
	}
	seeds := r.Board().Seeds
	s := p
	for _, e := range tr.Events {
		s = e.Step(s)
		for _, c := range s.Pits {
			if int(c) > seeds {
				t.Fatalf("%s: %s at %s: event %+v leaves a pit with %d seeds", r, m, FormatPosition(r, p), e, c)
			}
		}
	}
	if s != q || Replay(p, tr) != q {
		t.Fatalf("%s: %s at %s: replay gives %s, Apply %s", r, m, FormatPosition(r, p),
			FormatPosition(r, s), FormatPosition(r, q))
	}
	last := tr.Events[len(tr.Events)-1]
	if over := r.Outcome(q).Over(); over != (last.Kind == GameOver) {
		t.Fatalf("%s: %s at %s: game over %v, last event %s", r, m, FormatPosition(r, p), over, last.Kind)
	}
}

// checkIllegal tries a few moves that are not legal at p: each leaves p
// unchanged and the trace empty.
func checkIllegal(t *testing.T, r Rules, p Position, rng *rand.Rand, legal []Move) {
	t.Helper()
	for range 4 {
		m := Move(rng.IntN(256))
		if rng.IntN(2) == 0 && r.Board().Variant == BaoGame {
			m = BaoMove(rng.IntN(2) == 0, 1+rng.IntN(8), Direction(rng.IntN(2)))
		}
		isLegal := false
		for _, l := range legal {
			isLegal = isLegal || l == m
		}
		if isLegal {
			continue
		}
		var tr Trace
		if q := r.Apply(p, m, &tr); q != p || len(tr.Events) != 0 {
			t.Fatalf("%s: illegal move %d at %s gives %s with %d events", r, m, FormatPosition(r, p),
				FormatPosition(r, q), len(tr.Events))
		}
	}
}

// TestGameEndsWithRepetitionRules plays random games through Game, which
// applies the third-repetition rules, and checks each ends.
func TestGameEndsWithRepetitionRules(t *testing.T) {
	games := 10
	if testing.Short() {
		games = 2
	}
	var buf [MaxMoves]Move
	for _, r := range []Rules{Oware{}, Bao{}, Congkak{}, mustRules(t, "kalah sowing=avalanche")} {
		rng := newRand(7)
		for range games {
			g := NewGame(r, r.Start(South))
			for !g.Outcome().Over() {
				moves := g.LegalMoves(buf[:0])
				if len(moves) == 0 || len(g.Moves()) > maxGamePlies {
					t.Fatalf("%s: %d legal moves after %d plies, game not over", r, len(moves), len(g.Moves()))
				}
				if err := g.Play(moves[rng.IntN(len(moves))], nil); err != nil {
					t.Fatal(err)
				}
			}
			if len(g.LegalMoves(buf[:0])) != 0 {
				t.Fatalf("%s: legal moves after the end", r)
			}
		}
	}
}

// TestLegalMovesDoesNotAllocate: move generation appends to the caller's
// buffer only.
func TestLegalMovesDoesNotAllocate(t *testing.T) {
	for _, r := range []Rules{standardKalah(t), Oware{}, Congkak{}, Bao{}, mustRules(t, "kalah sowing=avalanche")} {
		rng := newRand(3)
		var positions []Position
		randomGame(r, r.Start(South), rng, 60, func(p Position) { positions = append(positions, p) })
		var buf [MaxMoves]Move
		for _, p := range positions {
			if n := testing.AllocsPerRun(20, func() { r.LegalMoves(p, buf[:0]) }); n != 0 {
				t.Errorf("%s: LegalMoves at %s allocates %.0f times", r, FormatPosition(r, p), n)
			}
			if n := testing.AllocsPerRun(20, func() { r.Apply(p, buf[0], nil) }); n != 0 {
				t.Errorf("%s: Apply at %s allocates %.0f times", r, FormatPosition(r, p), n)
			}
		}
	}
}

// standardKalah returns Kalah(6,4) with the standard rules.
func standardKalah(t testing.TB) Rules {
	k, err := NewKalah(StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	return k
}
