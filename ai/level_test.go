package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"mancala/engine"
)

// randomPositions returns n positions of game r reached by random play,
// each with a legal move.
func randomPositions(r engine.Rules, n int, seed uint64) []engine.Position {
	rng := rand.New(rand.NewPCG(seed, 11))
	var out []engine.Position
	var buf [engine.MaxMoves]engine.Move
	for len(out) < n {
		p := r.Start(engine.Side(rng.IntN(2)))
		for ply := rng.IntN(60); ply >= 0; ply-- {
			moves := r.LegalMoves(p, buf[:0])
			if len(moves) == 0 {
				break
			}
			if ply == 0 {
				out = append(out, p)
			}
			p = r.Apply(p, moves[rng.IntN(len(moves))], nil)
		}
	}
	return out
}

// TestLevelsNeverPlayIllegalMoves: every level plays a legal move in
// random positions of every variant; levels 5-10 are cut short by a
// deadline, which must still leave a legal move.
func TestLevelsNeverPlayIllegalMoves(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 20
	}
	for _, g := range allGames {
		r := rulesOf(t, g)
		for i, p := range randomPositions(r, n, uint64(len(g))) {
			for l := Beginner; l <= Champion; l++ {
				ctx, cancel := context.WithTimeout(context.Background(), deadlineFor(l))
				m := Choose(ctx, r, p, l, uint64(i))
				cancel()
				if !engine.IsLegal(r, p, m) {
					t.Fatalf("%s level %d at %q played illegal %v", g, l, engine.FormatPosition(r, p), m)
				}
			}
		}
	}
}

// deadlineFor returns how long the test lets level l think.
func deadlineFor(l Level) time.Duration {
	if l >= Keen {
		return 5 * time.Millisecond
	}
	return time.Minute
}

// TestChooseIsDeterministicForASeed: levels 1-9 play the same move for the
// same position and seed, also the blundering ones.
func TestChooseIsDeterministicForASeed(t *testing.T) {
	for _, g := range allGames {
		r := rulesOf(t, g)
		for i, p := range randomPositions(r, 8, 3) {
			for _, l := range []Level{Beginner, Novice, Casual, Club, Keen} {
				a := Choose(context.Background(), r, p, l, uint64(i))
				b := Choose(context.Background(), r, p, l, uint64(i))
				if a != b {
					t.Errorf("%s level %d at %q: %v then %v", g, l, engine.FormatPosition(r, p), a, b)
				}
			}
		}
	}
}

// TestBeginnerBlundersButNotAlways: over many seeds, the beginner plays
// more than one move in a position with a clear best move, and the best
// move most often.
func TestBeginnerBlundersButNotAlways(t *testing.T) {
	r := rulesOf(t, "kalah")
	p := r.Start(engine.South)
	best := Choose(context.Background(), r, p, Champion, 0)
	count := map[engine.Move]int{}
	for seed := uint64(0); seed < 200; seed++ {
		count[Choose(context.Background(), r, p, Beginner, seed)]++
	}
	if len(count) < 2 {
		t.Errorf("the beginner always plays %v", count)
	}
	if m := Choose(context.Background(), r, p, Keen, 1); m != Choose(context.Background(), r, p, Keen, 2) {
		t.Errorf("level 5 blunders: %v", m)
	}
	t.Logf("beginner's moves at the start over 200 seeds: %v (level 10 plays %v)", count, best)
}

// TestHintIsTheMediumMove: the hint is what level Medium plays.
func TestHintIsTheMediumMove(t *testing.T) {
	for _, g := range allGames {
		r := rulesOf(t, g)
		for _, p := range randomPositions(r, 5, 5) {
			h := Hint(context.Background(), r, p)
			res := Search(context.Background(), r, p, Limits{Depth: 4}, nil)
			if h != res.Move {
				t.Errorf("%s %q: hint %v, 4-turn search %v", g, engine.FormatPosition(r, p), h, res.Move)
			}
		}
	}
}

// TestLevelNamesParseBack: each level's name and number parse back to it,
// as do seed 003's easy, medium and hard.
func TestLevelNamesParseBack(t *testing.T) {
	for l := Beginner; l <= Champion; l++ {
		for _, s := range []string{l.String(), string(rune('0' + int(l)%10))} {
			if l == Champion && s == "0" {
				s = "10"
			}
			if got, err := ParseLevel(s); err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v; want %v", s, got, err, l)
			}
		}
	}
	for s, want := range map[string]Level{"easy": Easy, "Medium": Medium, "HARD": Hard} {
		if got, _ := ParseLevel(s); got != want {
			t.Errorf("ParseLevel(%q) = %v; want %v", s, got, want)
		}
	}
	if _, err := ParseLevel("11"); err == nil {
		t.Error("ParseLevel(11) gave no error")
	}
	k := rulesOf(t, "kalah")
	if Easy.Limits(k).Depth != 2 || Medium.Limits(k).Depth != 4 || Hard.Limits(k).Depth != 7 {
		t.Error("easy, medium and hard must look 2, 4 and 7 turns ahead")
	}
}

// TestKalahAndOwareUseTheBaseTable: the per-game rows leave Kalah and
// Oware with levelTable's budgets, node for node, but for Oware's level
// 10, which searches fewer of Oware's slower nodes.
func TestKalahAndOwareUseTheBaseTable(t *testing.T) {
	for _, g := range []string{"kalah", "oware"} {
		r := rulesOf(t, g)
		for l := Beginner; l <= Champion; l++ {
			if g == "oware" && l == Champion {
				continue
			}
			st := levelTable[l]
			got := l.Limits(r)
			if got.Depth != st.depth || got.Nodes != st.nodes || got.Cap != st.cap || got.TTBits != ttBits(st) {
				t.Errorf("%s level %d: %+v, want %+v", g, l, got, st)
			}
			if mine, _ := l.style(r.Board().Variant); mine != st {
				t.Errorf("%s level %d blunders as %+v, want %+v", g, l, mine, st)
			}
		}
	}
}

// TestEachLevelIsAStepUp: in every game, each level looks at least as far
// ahead as the one below and blunders no more; levels 1-9 are bounded by
// depth and nodes alone, and level 10 by nodes with a time cap, so every
// level repeats its move for a seed.
func TestEachLevelIsAStepUp(t *testing.T) {
	for _, g := range allGames {
		v := rulesOf(t, g).Board().Variant
		for l := Novice; l <= Grandmaster; l++ {
			lo, _ := (l - 1).style(v)
			hi, _ := l.style(v)
			if hi.depth < lo.depth || hi.noise > lo.noise || hi.second > lo.second {
				t.Errorf("%s: level %d %+v is no step up from %+v", g, l, hi, lo)
			}
			if hi.cap != 0 || hi.depth == 0 {
				t.Errorf("%s: level %d is not bounded by depth alone: %+v", g, l, hi)
			}
		}
		top, nine := Champion.Limits(rulesOf(t, g)), Grandmaster.Limits(rulesOf(t, g))
		if top.Cap == 0 || top.Nodes <= nine.Nodes {
			t.Errorf("%s: level 10 %+v has no time cap or no more nodes than level 9 %+v", g, top, nine)
		}
	}
}
