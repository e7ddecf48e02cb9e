package arena

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// t0 is the fake clock's start; arenas here last an hour.
var t0 = time.Date(2026, 12, 6, 18, 0, 0, 0, time.UTC)

// ids names games g1, g2, ...
func ids() func() string {
	n := 0
	return func() string { n++; return fmt.Sprintf("g%d", n) }
}

// arenaOf returns an hour's arena with the players joined, their ratings
// 1500 and down by 10 in the order given.
func arenaOf(t *testing.T, players ...string) *Arena {
	t.Helper()
	a := New(t0.Add(time.Hour))
	for i, p := range players {
		if err := a.Join(p, 1500-10*float64(i), t0); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// playGame plays a game between p and q to result r for p (win, draw,
// loss), each making moves moves, p berserk when asked.
func playGame(t *testing.T, a *Arena, id func() string, p, q string, o Outcome, moves int, berserk bool) {
	t.Helper()
	g := a.start(id(), a.players[p], a.players[q])
	if berserk {
		if err := a.Berserk(g.ID, p); err != nil {
			t.Fatal(err)
		}
	}
	for range moves {
		a.Moved(g.ID, p)
		a.Moved(g.ID, q)
	}
	r := Draw
	if o != DrawnGame {
		r = [2]Result{SouthWins, NorthWins}[map[bool]int{true: 0, false: 1}[(o == Win) == (g.South == p)]]
	}
	if err := a.Finish(g.ID, r, "", t0); err != nil {
		t.Fatal(err)
	}
}

func TestAfterTwoWinsInARowEachWinCountsDoubleUntilAGameIsNotWon(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob"), ids()
	for _, c := range []struct {
		o     Outcome
		score int
		fire  bool
	}{{Win, 2, false}, {Win, 4, true}, {Win, 8, true}, {Win, 12, true}, {DrawnGame, 13, false}, {Win, 15, false}, {Loss, 15, false}, {Win, 17, false}, {Win, 19, true}} {
		playGame(t, a, id, "ann", "bob", c.o, 10, false)
		if e, _ := a.Entry("ann"); e.Score != c.score || e.Fire != c.fire {
			t.Fatalf("after %v: score %d on fire %v, want %d %v", c.o, e.Score, e.Fire, c.score, c.fire)
		}
	}
}

func TestABerserkWinScoresOneMoreOnlyAfterEnoughMoves(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob"), ids()
	playGame(t, a, id, "ann", "bob", Win, BerserkMoves, true)   // 3
	playGame(t, a, id, "ann", "bob", Win, BerserkMoves-1, true) // 2: too few moves
	playGame(t, a, id, "ann", "bob", Win, BerserkMoves, true)   // on fire: 4 + 1
	playGame(t, a, id, "ann", "bob", Loss, 20, true)            // 0
	e, _ := a.Entry("ann")
	var pts []int
	for _, p := range e.Played {
		pts = append(pts, p.Points)
	}
	if fmt.Sprint(pts) != "[3 2 5 0]" {
		t.Fatalf("berserk games scored %v, want [3 2 5 0]", pts)
	}
}

func TestBerserkIsRefusedAfterThePlayersFirstMove(t *testing.T) {
	a := arenaOf(t, "ann", "bob")
	g := a.Pair(t0, ids())[0]
	a.Moved(g.ID, g.South)
	if err := a.Berserk(g.ID, g.South); err != ErrNotMoving {
		t.Fatalf("berserk after a move: %v", err)
	}
	if err := a.Berserk(g.ID, g.North); err != nil {
		t.Fatalf("berserk before North's first move: %v", err)
	}
}

func TestAnAbortedGameScoresNothingAndWithdrawsWhoLeftIt(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob", "cat"), ids()
	playGame(t, a, id, "ann", "cat", Win, 10, false)
	playGame(t, a, id, "ann", "cat", Win, 10, false) // ann on fire
	g := a.start(id(), a.players["ann"], a.players["bob"])
	a.Finish(g.ID, Aborted, "bob", t0)
	ann, _ := a.Entry("ann")
	bob, _ := a.Entry("bob")
	if ann.Score != 4 || !ann.Fire || bob.Score != 0 || !bob.Withdrawn || bob.Waiting {
		t.Fatalf("after bob left: ann %d fire %v; bob %d withdrawn %v waiting %v", ann.Score, ann.Fire, bob.Score, bob.Withdrawn, bob.Waiting)
	}
	for _, g := range a.Pair(t0, id) {
		if g.South == "bob" || g.North == "bob" {
			t.Fatalf("withdrawn bob was paired: %+v", g)
		}
	}
	a.Join("bob", 1490, t0.Add(time.Minute)) // ann and cat wait: they just met
	gs := a.Pair(t0.Add(time.Minute), id)
	if len(gs) != 1 || gs[0].South != "cat" && gs[0].North != "cat" || gs[0].South != "bob" && gs[0].North != "bob" {
		t.Fatalf("bob joined again: %+v, want bob with cat (ann was his last opponent)", gs)
	}
}

func TestNobodyMeetsTheSameOpponentTwiceInARow(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob"), ids()
	g := a.Pair(t0, id)[0]
	a.Finish(g.ID, SouthWins, "", t0)
	if gs := a.Pair(t0, id); len(gs) != 0 {
		t.Fatalf("two players alone were paired again at once: %+v", gs)
	}
	a.Join("cat", 1400, t0)
	gs := a.Pair(t0, id)
	if len(gs) != 1 || gs[0].South != "cat" && gs[0].North != "cat" {
		t.Fatalf("a third player came: %+v, want cat in the one game", gs)
	}
}

func TestPairingTakesTheLeadersFirstAndNoOneTwiceInARowOverAWholeArena(t *testing.T) {
	names := make([]string, 20)
	for i := range names {
		names[i] = fmt.Sprintf("p%02d", i)
	}
	a, id := arenaOf(t, names...), ids()
	rng := rand.New(rand.NewPCG(1, 2))
	last := map[string]string{}
	firsts := map[string]int{}
	now := t0
	for round := 0; round < 200; round++ {
		now = now.Add(10 * time.Second)
		for _, g := range a.Pair(now, id) {
			if last[g.South] == g.North || last[g.North] == g.South {
				t.Fatalf("round %d: %s and %s meet twice in a row", round, g.South, g.North)
			}
			firsts[g.South]++
		}
		if w := a.waiting(); len(w) > 1 && !(len(w) == 2 && (w[0].Last == w[1].Player)) {
			t.Fatalf("round %d: %d players left waiting", round, len(w))
		}
		for _, g := range a.Playing() { // about half the games end each round
			if rng.IntN(2) == 0 {
				a.Finish(g.ID, Result(rng.IntN(3)), "", now)
				last[g.South], last[g.North] = g.North, g.South
			}
		}
	}
	for _, n := range names {
		e, _ := a.Entry(n)
		if d := 2*e.Firsts - len(e.Played) - boolInt(e.Playing != ""); d < -2 || d > 2 {
			t.Errorf("%s moved first in %d of %d games", n, e.Firsts, len(e.Played)+boolInt(e.Playing != ""))
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestTheWaitingAreMatchedByScoreThenRating(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob", "cat", "dan"), ids()
	playGame(t, a, id, "dan", "ann", Win, 10, false) // dan 2, ann 0
	playGame(t, a, id, "cat", "bob", DrawnGame, 10, false)
	a.players["ann"].Last, a.players["bob"].Last, a.players["cat"].Last, a.players["dan"].Last = "", "", "", ""
	gs := a.Pair(t0, id)
	pairs := map[string]string{}
	for _, g := range gs {
		pairs[g.South], pairs[g.North] = g.North, g.South
	}
	if pairs["dan"] != "bob" || pairs["cat"] != "ann" {
		t.Fatalf("pairs %v: want dan (2) with bob (1, rated above cat), cat (1) with ann (0)", pairs)
	}
}

func TestTiesAreBrokenByPerformanceThenByWhoJoinedFirst(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob", "cat", "dan"), ids()
	a.players["cat"].Rating, a.players["dan"].Rating = 2000, 1000
	playGame(t, a, id, "ann", "cat", Win, 10, false) // ann beats a 2000
	playGame(t, a, id, "bob", "dan", Win, 10, false) // bob beats a 1000
	st := a.Standings()
	if st[0].Entry.Player != "ann" || st[1].Entry.Player != "bob" || st[0].Performance != 2400 || st[1].Performance != 1400 {
		t.Fatalf("standings %+v: want ann (2400) before bob (1400) on 2 points each", st[:2])
	}
	if st[2].Entry.Player != "cat" || st[3].Entry.Player != "dan" || st[2].Rank != 3 {
		t.Fatalf("the losers: %+v", st[2:])
	}
	b, id2 := arenaOf(t, "eve", "fay"), ids()
	_ = id2
	if st := b.Standings(); st[0].Entry.Player != "eve" || st[1].Entry.Player != "fay" {
		t.Fatalf("with no games the earlier joiner (and higher rating) ranks first: %+v", st)
	}
}

func TestNobodyJoinsOrIsPairedOnceTheArenaIsOver(t *testing.T) {
	a := arenaOf(t, "ann", "bob")
	end := t0.Add(time.Hour)
	if gs := a.Pair(end, ids()); gs != nil {
		t.Fatalf("paired at the end: %+v", gs)
	}
	if err := a.Join("cat", 1500, end); err != ErrEnded {
		t.Fatalf("joining at the end: %v", err)
	}
	g := a.Pair(end.Add(-time.Second), ids())[0]
	a.Finish(g.ID, Draw, "", end)
	if e, _ := a.Entry("ann"); e.Waiting || e.Score != 1 {
		t.Fatalf("a game finished after the end still counts but waits for nothing: %+v", e)
	}
}

func TestAPausedPlayerFinishesTheirGameAndIsNotPairedAgain(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob", "cat"), ids()
	g := a.Pair(t0, id)[0]
	a.Pause(g.South)
	a.Finish(g.ID, SouthWins, "", t0)
	for _, h := range a.Pair(t0, id) {
		if h.South == g.South || h.North == g.South {
			t.Fatalf("paused %s was paired: %+v", g.South, h)
		}
	}
	if e, _ := a.Entry(g.South); e.Score != 2 {
		t.Fatalf("the paused player's win: %+v", e)
	}
}

func TestAnArenaTakenOverFromItsStoredStateGoesOnAsBefore(t *testing.T) {
	a, id := arenaOf(t, "ann", "bob", "cat", "dan", "eve"), ids()
	playGame(t, a, id, "ann", "bob", Win, 10, true)
	playGame(t, a, id, "ann", "cat", Win, 10, false)
	playGame(t, a, id, "dan", "eve", DrawnGame, 10, false)
	a.Pause("eve")
	live := a.Pair(t0, id) // a game in progress when the process dies
	a.Berserk(live[0].ID, live[0].North)
	a.Moved(live[0].ID, live[0].South)
	stored, err := json.Marshal(a.State())
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(stored, &s); err != nil {
		t.Fatal(err)
	}
	b := FromState(s)
	if !reflect.DeepEqual(b.State(), a.State()) {
		t.Fatalf("taken over:\n%+v\nwas\n%+v", b.State(), a.State())
	}
	for _, x := range []*Arena{a, b} { // the game in progress ends the same way in both
		x.Finish(live[0].ID, NorthWins, "", t0)
	}
	idA, idB := ids(), ids()
	if pa, pb := a.Pair(t0, idA), b.Pair(t0, idB); !reflect.DeepEqual(pa, pb) {
		t.Fatalf("next pairings differ: %+v and %+v", pa, pb)
	}
	if sa, sb := a.Standings(), b.Standings(); !reflect.DeepEqual(sa, sb) {
		t.Fatalf("standings differ")
	}
}
