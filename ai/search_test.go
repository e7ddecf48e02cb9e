package ai

import (
	"context"
	"testing"
	"time"

	"mancala/engine"
)

// rulesOf returns the rules named like the protocol writes them.
func rulesOf(t testing.TB, s string) engine.Rules {
	t.Helper()
	r, err := engine.ParseRules(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// positionOf reads a position in notation.
func positionOf(t testing.TB, r engine.Rules, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(r, s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// allGames lists one rules value of each variant.
var allGames = []string{"kalah", "oware", "congkak", "bao"}

// winCases are positions, found by random play and checked by brute force
// in the test, where the player to move wins within turns of their own
// turns but not sooner, and not every move wins. Congkak's wins take
// chains of at most relayFree extra turns: its search does not grant
// longer chains for free (random Congkak positions often hide a win by a
// chain of twenty store landings, beyond any search's horizon).
var winCases = []struct {
	game, pos string
	turns     int
}{
	{"kalah", "1,5,1,1,0,1/5,0,0,0,0,0 26 8 s", 1},
	{"kalah", "0,0,2,0,0,0/1,5,0,2,1,0 22 15 n", 1},
	{"kalah", "1,0,0,2,1,0/0,0,0,0,2,1 20 21 s", 2},
	{"kalah", "3,1,12,0,1,0/4,1,0,0,0,0 4 22 s", 2},
	{"oware", "0,1,2,1,3,2/0,5,0,3,5,2 3 21 n", 1},
	{"oware", "1,1,2,0,4,2/0,5,0,0,6,3 3 21 n", 1},
	{"oware", "1,0,2,1,3,2/0,5,2,2,4,2 3 21 n", 2},
	{"oware", "6,0,0,0,0,0/0,2,6,6,0,1 6 21 n", 2},
	{"congkak", "1,0,2,0,0,2,1/0,0,0,0,0,1,0 57 34 s", 1},
	{"congkak", "1,0,2,0,0,0,2/0,0,0,0,0,1,0 58 34 s", 1},
	{"congkak", "0,2,1,0,1,0,0/0,0,0,4,0,2,0 57 31 s", 2},
	{"congkak", "0,2,1,0,0,7,1/0,0,0,1,0,1,2 40 43 s", 2},
	{"bao", "1,5,5,0,2,0,5,0/1,5,3,2,2,4,1,2/0,0,1,12,1,1,0,1/1,0,1,1,0,5,1,1 s", 1},
	{"bao", "1,1,1,1,1,2,2,0/0,0,4,1,0,0,0,0/5,0,6,13,2,9,2,1/2,7,0,1,0,1,0,1 n", 1},
	{"bao", "2,0,1,0,5,0,0,1/3,17,2,1,0,3,3,2/2,7,7,0,0,0,1,0/1,0,1,1,2,1,0,1 n", 2},
	{"bao", "0,10,1,3,0,0,1,1/1,4,0,10,1,1,1,0/0,1,5,5,3,5,2,1/1,0,1,1,2,1,0,2 s", 2},
}

// TestSearchFindsWinInOneAndTwo: searched exactly as many turns ahead as
// the win needs (a win in 2 takes 3 turns: mine, the reply, mine), the
// search scores the position as won and plays a move that forces the win
// in time.
func TestSearchFindsWinInOneAndTwo(t *testing.T) {
	for _, c := range winCases {
		r := rulesOf(t, c.game)
		p := positionOf(t, r, c.pos)
		if (c.turns > 1 && winsWithin(r, p, c.turns-1)) || !winsWithin(r, p, c.turns) || allWin(r, p, c.turns) {
			t.Fatalf("%s %q is not a win in exactly %d with a losing choice", c.game, c.pos, c.turns)
		}
		res := Search(context.Background(), r, p, Limits{Depth: 2*c.turns - 1}, nil)
		if res.Score < Win-maxPly || !winningMove(r, p, res.Move, c.turns) {
			t.Errorf("%s %q: played %v scoring %d; want a win in %d", c.game, c.pos, res.Move, res.Score, c.turns)
		}
	}
}

// allWin reports whether every legal move at p wins within n turns.
func allWin(r engine.Rules, p engine.Position, n int) bool {
	var buf [engine.MaxMoves]engine.Move
	for _, m := range r.LegalMoves(p, buf[:0]) {
		if !winningMove(r, p, m, n) {
			return false
		}
	}
	return true
}

// TestSearchExtraTurnChainKeepsTheSign: South wins only by chaining three
// extra turns (6, 5, 6) that empty its row, 25 to 23. A search one turn
// deep sees the whole chain as one turn and scores it for South, the
// player still to move, without negating.
func TestSearchExtraTurnChainKeepsTheSign(t *testing.T) {
	r := rulesOf(t, "kalah")
	p := positionOf(t, r, "0,0,0,0,2,1/1,1,1,0,0,0 22 20 s")
	res := Search(context.Background(), r, p, Limits{Depth: 1}, nil)
	want := []engine.Move{engine.PitMove(6), engine.PitMove(5), engine.PitMove(6)}
	if res.Score != Win+2*Unit || len(res.PV) != 3 || res.PV[0] != want[0] || res.PV[1] != want[1] || res.PV[2] != want[2] {
		t.Errorf("got score %d line %v; want %d and %v", res.Score, res.PV, Win+2*Unit, want)
	}
	if !res.Exact {
		t.Errorf("a line that ends the game needs no evaluation; Exact is false")
	}
}

// TestSearchIsDeterministicWithDepthAndNodeBudgets: the same search twice
// gives the same move, score and node count.
func TestSearchIsDeterministicWithDepthAndNodeBudgets(t *testing.T) {
	for _, g := range allGames {
		r := rulesOf(t, g)
		p := r.Start(engine.South)
		for _, lim := range []Limits{{Depth: 4}, {Nodes: 20000}} {
			a := Search(context.Background(), r, p, lim, nil)
			b := Search(context.Background(), r, p, lim, nil)
			if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
				t.Errorf("%s %+v: %+v then %+v", g, lim, a, b)
			}
		}
	}
}

// TestSearchCancelReturnsPromptlyWithALegalMove: a search without limits
// stops soon after its context is cancelled (it looks every 128 nodes,
// well under a millisecond; the test allows for a loaded machine), with a
// legal move.
func TestSearchCancelReturnsPromptlyWithALegalMove(t *testing.T) {
	for _, g := range allGames {
		r := rulesOf(t, g)
		p := r.Start(engine.South)
		for _, after := range []time.Duration{0, 30 * time.Millisecond} {
			ctx, cancel := context.WithTimeout(context.Background(), after)
			start := time.Now()
			res := Search(ctx, r, p, Limits{}, nil)
			late := time.Since(start) - after
			cancel()
			if late > 250*time.Millisecond || !engine.IsLegal(r, p, res.Move) {
				t.Errorf("%s cancelled after %v: %v late, move %v", g, after, late, res.Move)
			}
		}
	}
}

// TestSearchTimeBudgetIsKept: a time-bounded search answers within its
// budget and reports every finished iteration; its result may come from
// one more, cut short. The margin is a loaded machine's scheduling (the
// search spends its whole budget, and a test run shares the cores with
// the other packages' tests), far below what an unbounded search takes.
func TestSearchTimeBudgetIsKept(t *testing.T) {
	r := rulesOf(t, "kalah")
	budget := 150 * time.Millisecond
	depths := 0
	start := time.Now()
	res := Search(context.Background(), r, r.Start(engine.South), Limits{Time: budget}, func(i Info) {
		depths++
		if i.Depth != depths || len(i.PV) == 0 {
			t.Errorf("info %+v after %d iterations", i, depths-1)
		}
	})
	if el := time.Since(start); el > budget+2*time.Second || res.Depth < depths || res.Depth > depths+1 || depths < 1 {
		t.Errorf("took %v for a %v budget; depth %d, %d infos", el, budget, res.Depth, depths)
	}
}
