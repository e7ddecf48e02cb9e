package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"mancala/ai/owaredb"
	"mancala/engine"
)

// withOwareDB runs f with a database of boards up to seeds loaded.
func withOwareDB(t *testing.T, seeds int, f func(d *owaredb.DB)) {
	t.Helper()
	d, err := owaredb.Build(context.Background(), seeds, nil)
	if err != nil {
		t.Fatal(err)
	}
	UseOwareDB(d)
	defer UseOwareDB(nil)
	f(d)
}

// TestOwareSearchPlaysTheDatabaseValue: in random endgames of up to 8
// seeds whose value the database knows exactly, the search, probing it,
// proves the position won, lost or drawn as the database says. With
// nothing captured yet what it proves takes in the value; with 40 or more
// seeds captured, the 25-seeds rule can end the game with seeds left on
// the board, which count for nobody: the winner is the same. (Below the
// root the database's bounds are widened by the sweeps of the line's
// earlier positions, see bounded, so its exact values prove less there.)
func TestOwareSearchPlaysTheDatabaseValue(t *testing.T) {
	withOwareDB(t, 8, func(d *owaredb.DB) {
		rng := rand.New(rand.NewPCG(20, 14))
		r, checked := engine.Oware{}, 0
		for checked < 200 {
			p := randomOwareEndgame(rng, 1+rng.IntN(8))
			lo, hi, _ := d.Bounds(p)
			if lo != hi || len(r.LegalMoves(p, nil)) == 0 {
				continue
			}
			checked++
			have := int(p.Stores[p.ToMove]) - int(p.Stores[p.ToMove.Other()])
			res := Search(context.Background(), r, p, Limits{Depth: 30}, nil)
			want := exactScore(have + lo)
			l, h, proved := provenRange(res)
			if !proved || (p.Stores == [2]uint8{} && (have+lo < l || have+lo > h)) || sign(res.Score) != sign(want) {
				t.Fatalf("%s: score %d exact %v, database %d", engine.FormatPosition(r, p), res.Score, res.Exact, want)
			}
		}
	})
}

// sign returns -1, 0 or 1.
func sign(v int) int { return min(1, max(-1, v)) }

// randomOwareEndgame spreads s seeds over the pits and, half the time,
// the other 48-s between the captures, neither at 25 yet; else nothing
// is captured.
func randomOwareEndgame(rng *rand.Rand, s int) engine.Position {
	p := engine.Position{ToMove: engine.Side(rng.IntN(2))}
	for range s {
		p.Pits[rng.IntN(12)]++
	}
	if rng.IntN(2) == 0 {
		return p
	}
	south := 24 - s + rng.IntN(s+1)
	p.Stores = [2]uint8{uint8(south), uint8(48 - s - south)}
	return p
}

// TestTheFirstOwareSearchBuildsTheDatabase: with OwareDBOnFirstUse set
// up, a Kalah search starts nothing; the first Oware search starts the
// build in the background, which saves the database in the folder and
// lets the next searches probe it.
func TestTheFirstOwareSearchBuildsTheDatabase(t *testing.T) {
	owareDBSeeds = 4
	defer func() { owareDBSeeds = OwareDBSeeds; UseOwareDB(nil) }()
	dir := t.TempDir()
	done := make(chan error, 1)
	OwareDBOnFirstUse(dir, nil, func(err error) { done <- err })
	Search(context.Background(), engine.Kalah{}, engine.Kalah{}.Start(engine.South), Limits{Depth: 2}, nil)
	select {
	case <-done:
		t.Fatal("a Kalah search started the Oware database")
	case <-time.After(50 * time.Millisecond):
	}
	Search(context.Background(), engine.Oware{}, engine.Oware{}.Start(engine.South), Limits{Depth: 2}, nil)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, owaredb.FileName(4))); err != nil {
		t.Fatal(err)
	}
	if d := owareTables(engine.Oware{}); d == nil || d.Seeds() != 4 {
		t.Fatal("the Oware search does not probe the database")
	}
}

// TestOwareSearchTakesTheDatabaseOnlyWhereNoPastPositionCanReturn: the
// database's bounds assume a game with no earlier position of the same
// captures. In these games, under repetition=second, a position of the
// game comes back on the way to the play the database assumes for some
// position of the search, and ends the game there by the sweep. The
// search, given the history, proves nothing that brute force contradicts.
// (Probing the database everywhere, it proved each game lost by two seeds
// more; the database's value there is now only an estimate.)
func TestOwareSearchTakesTheDatabaseOnlyWhereNoPastPositionCanReturn(t *testing.T) {
	games := []struct{ start, moves string }{
		{"0,1,0,0,0,0/1,0,0,1,0,0 0 6 s", "2 1 3 2 4 3 5 4 6 6 1 5 2 6 1 1 3 2 2 3 3 4 4 5 6 1"},
		{"0,0,0,0,0,0/1,0,0,0,0,2 10 0 n", "6 2 1 1 2 2 3 3 4 4 5 5 1 6 6 1 1 2 2 3 3 4 4 5 6 6 1 1 5 2"},
		{"0,0,0,0,1,0/0,0,0,1,0,1 20 3 n", "4 5 5 6 6 2 1 3 2 4 3 1 4 5 5 6 1 2"},
	}
	withOwareDB(t, 6, func(d *owaredb.DB) {
		for _, c := range games {
			g := smallOwareGame(t, "oware repetition=second", c.start, c.moves)
			want, ok := newBruteOware(g.Rules(), 1_000_000).value(g.Position(), GameHistory(g))
			res := searchGameTo(g, 30)
			if lo, hi, proved := provenRange(res); !ok || proved && (want < lo || want > hi) {
				t.Errorf("%s moves %s: score %d exact %v, brute force %d (%v)", c.start, c.moves, res.Score, res.Exact, want, ok)
			}
		}
	})
}

// smallOwareGame plays moves from start, an Oware position of few seeds
// written as FormatPosition writes it (ParsePosition wants all 48).
func smallOwareGame(t *testing.T, spec, start, moves string) *engine.Game {
	t.Helper()
	r, err := engine.ParseRules(spec)
	if err != nil {
		t.Fatal(err)
	}
	var p engine.Position
	var rows [2]string
	var side string
	if _, err := fmt.Sscanf(strings.Replace(start, "/", " ", 1), "%s %s %d %d %s", &rows[0], &rows[1], &p.Stores[0], &p.Stores[1], &side); err != nil {
		t.Fatal(err)
	}
	for i, w := range strings.Split(rows[0]+","+rows[1], ",") {
		n, err := strconv.Atoi(w)
		if err != nil {
			t.Fatal(err)
		}
		p.Pits[i] = uint8(n)
	}
	if side == "n" {
		p.ToMove = engine.North
	}
	ms, err := engine.ParseMoves(r, moves)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(r, p)
	for _, m := range ms {
		if err := g.Play(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestOwareMatchGameProvesTheSameAtEveryBudget replays a game of a match
// against another engine (repetition=second, our side North, which lost
// 23-25; testdata/oware_match_game.txt) in which a search at 500 ms a move
// proved the position after 119 moves lost by two seeds, and another, in
// the same game, won by two. From move 107 on, eight seeds are on the
// board, which a database of eight seeds knows as well as the full one.
// At each of North's turns, searches with several budgets must prove
// nothing that contradicts another's proof.
func TestOwareMatchGameProvesTheSameAtEveryBudget(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "oware_match_game.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := engine.ParseRules("oware repetition=second")
	moves, err := engine.ParseMoves(r, string(text))
	if err != nil {
		t.Fatal(err)
	}
	withOwareDB(t, 8, func(*owaredb.DB) {
		g := engine.NewGame(r, r.Start(engine.South))
		for k, m := range moves {
			if k >= 107 && g.Position().ToMove == engine.North {
				checkBudgetsAgree(t, g)
			}
			if err := g.Play(m, nil); err != nil {
				t.Fatal(err)
			}
		}
		checkBudgetsAgree(t, g)
	})
}

// checkBudgetsAgree searches g's position with its history at several
// node budgets and fails when what two of them prove cannot both hold.
func checkBudgetsAgree(t *testing.T, g *engine.Game) {
	t.Helper()
	lo, hi := -48, 48
	var seen []string
	for _, nodes := range []uint64{20_000, 100_000, 400_000} {
		res := Search(context.Background(), g.Rules(), g.Position(), Limits{Nodes: nodes, History: GameHistory(g)}, nil)
		if l, h, ok := provenRange(res); ok {
			lo, hi = max(lo, l), min(hi, h)
			seen = append(seen, fmt.Sprintf("%d nodes: %d..%d", nodes, l, h))
		}
	}
	if lo > hi {
		t.Errorf("after %d moves: %v", len(g.Moves()), seen)
	}
}

// TestTheFirstOwareSearchBuildsTheDatabaseInMemory: as the browser's
// worker asks, the first Oware search (not a Kalah one) builds the small
// database in memory before it searches, so it probes it already.
func TestTheFirstOwareSearchBuildsTheDatabaseInMemory(t *testing.T) {
	defer UseOwareDB(nil)
	UseOwareDB(nil)
	OwareDBBuiltOnFirstUse(4)
	Search(context.Background(), engine.Kalah{}, engine.Kalah{}.Start(engine.South), Limits{Depth: 2}, nil)
	if owareDB.Load() != nil {
		t.Fatal("a Kalah search built the Oware database")
	}
	if d := owareTables(engine.Oware{}); d == nil || d.Seeds() != 4 {
		t.Fatal("the first Oware search does not probe the database it built")
	}
	firstUse.Lock()
	defer firstUse.Unlock()
	if firstUse.build != nil {
		t.Fatal("the database is to be built again")
	}
}
