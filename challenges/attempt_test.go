package challenges

import (
	"errors"
	"slices"
	"testing"

	"mancala/engine"
)

// challenge builds a challenge of the rules rs at the position pos.
func challenge(t *testing.T, rs, pos, goal string) *Challenge {
	t.Helper()
	r, err := engine.ParseRules(rs)
	if err != nil {
		t.Fatal(err)
	}
	p, err := engine.ParsePosition(r, pos)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParseGoal(goal)
	if err != nil {
		t.Fatal(err)
	}
	return &Challenge{ID: "test", Rules: r, Position: p, Goal: g}
}

// moves parses moves in the notation of c's game.
func moves(t *testing.T, c *Challenge, ss ...string) []engine.Move {
	t.Helper()
	var out []engine.Move
	for _, s := range ss {
		m, err := engine.ParseMove(c.Rules, s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// check judges moves of c or stops the test.
func check(t *testing.T, c *Challenge, ss ...string) Result {
	t.Helper()
	r, err := c.Check(moves(t, c, ss...))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCaptureCountsOnlyTheOpponentsSeeds(t *testing.T) {
	// South's 5 drops its seed in the empty pit 6, opposite North's 4.
	c := challenge(t, "kalah", "0,0,0,0,1,0/4,1,1,1,1,1 19 19 s", "capture 4")
	if r := check(t, c, "5"); r.Status != Met || r.Score != 4 {
		t.Fatalf("got %+v, want met with 4 (the capturing seed is not counted)", r)
	}
	if err := reachable(challenge(t, "kalah", "0,0,0,0,1,0/4,1,1,1,1,1 19 19 s", "capture 5")); err == nil {
		t.Fatal("capture 5 proven reachable; the capturing seed must not count")
	}
}

func TestChainCountsTheExtraTurnsOfOneTurn(t *testing.T) {
	// 6 and 5 and 6 reach the store; 4 then captures and ends the turn.
	c := challenge(t, "kalah", "0,0,0,1,2,1/1,1,1,1,1,1 19 19 s", "chain 3")
	a, err := Analyse(c.Rules, c.Position, Chain, Budget{})
	if err != nil || a.Best != 3 {
		t.Fatalf("best %d (%v), want 3", a.Best, err)
	}
	if r := check(t, c, "6", "5", "6", "4"); r.Status != Met || r.Score != 3 {
		t.Fatalf("got %+v, want met with 3", r)
	}
	if r := check(t, c, "4"); r.Status != Failed || r.Score != 0 {
		t.Fatalf("got %+v, want failed with 0", r)
	}
	if r := check(t, c, "6", "5"); r.Status != Playing {
		t.Fatalf("got %+v, want playing: the turn goes on", r)
	}
}

func TestStoreCountsTheEndOfTheTurn(t *testing.T) {
	// Three seeds in the store on the way, then a capture of two.
	c := challenge(t, "kalah", "0,0,0,1,2,1/1,1,1,1,1,1 19 19 s", "store 24")
	if r := check(t, c, "6", "5", "6", "4"); r.Status != Met || r.Score != 24 {
		t.Fatalf("got %+v, want met with 24", r)
	}
	if err := reachable(challenge(t, "kalah", "0,0,0,1,2,1/1,1,1,1,1,1 19 19 s", "store 25")); err == nil {
		t.Fatal("store 25 proven reachable")
	}
}

func TestCheckIgnoresMovesAfterTheAttemptIsDecided(t *testing.T) {
	c := challenge(t, "kalah", "0,0,0,0,1,0/4,1,1,1,1,1 19 19 s", "capture 4")
	if r := check(t, c, "5", "2", "3"); r.Status != Met || r.Moves != 1 {
		t.Fatalf("got %+v, want met after 1 move", r)
	}
}

func TestCheckRejectsAnIllegalMove(t *testing.T) {
	c := challenge(t, "kalah", "0,0,0,0,1,0/4,1,1,1,1,1 19 19 s", "capture 4")
	if _, err := c.Check(moves(t, c, "1")); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("error %v, want ErrIllegal", err)
	}
}

func TestCheckGameNeedsTheChallengesStart(t *testing.T) {
	c := challenge(t, "kalah", "0,0,0,0,1,0/4,1,1,1,1,1 19 19 s", "capture 4")
	g := engine.NewGame(c.Rules, c.Rules.Start(engine.South))
	if _, err := c.CheckGame(g); err == nil {
		t.Fatal("a game from another position was judged")
	}
	g = engine.NewGame(c.Rules, c.Position)
	_ = g.Play(engine.PitMove(5), nil)
	if r, err := c.CheckGame(g); err != nil || r.Status != Met {
		t.Fatalf("got %+v, %v; want met", r, err)
	}
}

func TestReplyOnlyOnTheOpponentsTurn(t *testing.T) {
	for _, c := range embeddedSet(t).All() {
		if !c.Goal.Kind.Opposed() {
			if _, err := Reply(c, nil); err == nil {
				t.Errorf("%s: a reply in a goal without opponent", c.ID)
			}
			continue
		}
		if _, err := Reply(c, nil); err == nil {
			t.Errorf("%s: a reply before the player moved", c.ID)
		}
	}
}

func TestEveryOtherFirstMoveMissesTheGoal(t *testing.T) {
	for _, c := range embeddedSet(t).All() {
		a, err := c.analyse()
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range c.Rules.LegalMoves(c.Position, nil) {
			if slices.Contains(a.First, m) {
				continue
			}
			if missed := c.worse(a.Scores[i]); !missed {
				t.Errorf("%s: first move %s reaches %d, not in the solutions %v", c.ID, m, a.Scores[i], a.First)
			}
		}
	}
}

func TestFewFirstMovesReachEachGoal(t *testing.T) {
	for _, c := range embeddedSet(t).All() {
		a, err := c.analyse()
		if err != nil {
			t.Fatal(err)
		}
		if len(a.First) > 2 || 2*len(a.First) >= a.Legal {
			t.Errorf("%s: %d of %d first moves reach the goal, want one or two and fewer than half", c.ID, len(a.First), a.Legal)
		}
	}
}

// worse reports whether the optimum s after some first move misses the goal.
func (c *Challenge) worse(s int) bool {
	switch c.Goal.Kind {
	case WinIn, Immobilise:
		return s > c.Goal.N
	case Win:
		return s < max(c.Goal.N, 1)
	}
	return s < c.Goal.N
}

func TestWinInCountsAWinDuringTheOpponentsTurn(t *testing.T) {
	// South's 2 leaves North one move, which empties North's row: South wins.
	c := challenge(t, "kalah", "7,1,0,11,0,2/0,1,0,0,0,0 20 6 s", "win in 1")
	if r := check(t, c, "2", "2"); r.Status != Met || r.Score != 1 {
		t.Fatalf("got %+v, want met in 1 turn", r)
	}
	if _, err := Verify(c); err != nil {
		t.Fatal(err)
	}
}
