package engine

import "testing"

// chase plays the only legal move of g until the game is over or plies
// moves are played, failing when a position has another move; it returns
// the plies played.
func chase(t *testing.T, g *Game, plies int) int {
	t.Helper()
	var buf [MaxMoves]Move
	for ply := 1; ply <= plies; ply++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) != 1 {
			t.Fatalf("ply %d at %s: legal moves %v, want one", ply, FormatPosition(g.Rules(), g.Position()), moves)
		}
		if err := g.Play(moves[0], nil); err != nil {
			t.Fatal(err)
		}
		if g.Outcome().Over() {
			return ply
		}
	}
	return plies
}

// TestOwareSecondRepetitionEndsTheGame: under repetition=second the chase
// of TestOwareThirdRepetitionEachTakesOwnSeeds ends after twelve plies, at
// the start position's second occurrence, each player taking the seeds on
// their side: 0,0,0,0,0,1/0,0,0,0,0,1 22 24 s is swept to
// 0,0,0,0,0,0/0,0,0,0,0,0 23 25 s, north winning 23-25.
func TestOwareSecondRepetitionEndsTheGame(t *testing.T) {
	r := mustRules(t, "oware repetition=second")
	start := mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	g := NewGame(r, start)
	if ply := chase(t, g, 30); ply != 12 {
		t.Fatalf("game over after %d plies, want 12", ply)
	}
	swept := mustPosition(t, r, "0,0,0,0,0,0/0,0,0,0,0,0 23 25 s")
	if g.Position() != swept || g.Repetitions() != 2 {
		t.Errorf("after 12 plies: %s, %d repetitions; want the swept %s, 2", FormatPosition(r, g.Position()), g.Repetitions(), FormatPosition(r, swept))
	}
	if got := outcomeString(g.Outcome()); got != "north 23-25" {
		t.Errorf("outcome %s, want north 23-25", got)
	}
	if err := g.Play(PitMove(6), nil); err != ErrIllegal {
		t.Errorf("a move after the second repetition: %v, want ErrIllegal", err)
	}
}

// TestOwareSecondRepetitionSweepCanDraw: 0,0,0,0,0,1/0,0,0,0,0,1 23 23 s
// comes back after twelve plies; each takes the one seed on their side, 24-24.
func TestOwareSecondRepetitionSweepCanDraw(t *testing.T) {
	r := mustRules(t, "oware repetition=second")
	g := NewGame(r, mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 23 23 s"))
	if ply := chase(t, g, 30); ply != 12 {
		t.Fatalf("game over after %d plies, want 12", ply)
	}
	if got := outcomeString(g.Outcome()); got != "draw 24-24" {
		t.Errorf("outcome %s, want draw 24-24", got)
	}
}

// TestOwareThirdRepetitionIsTheDefault: plain "oware" and
// "oware repetition=third" play on at the second occurrence.
func TestOwareThirdRepetitionIsTheDefault(t *testing.T) {
	for _, spec := range []string{"oware", "oware repetition=third"} {
		r := mustRules(t, spec)
		if RepeatLimit(r) != 3 || r.String() != "oware" {
			t.Errorf("%s: limit %d, written %q", spec, RepeatLimit(r), r.String())
		}
		g := NewGame(r, mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s"))
		if ply := chase(t, g, 30); ply != 24 {
			t.Errorf("%s: game over after %d plies, want 24", spec, ply)
		}
	}
}

// TestOwareRepetitionOptionRoundTrips: the rules write the option back as
// the protocol reads it, and NewOware refuses an unknown rule.
func TestOwareRepetitionOptionRoundTrips(t *testing.T) {
	r := mustRules(t, "oware repetition=second")
	if r.String() != "oware repetition=second" || RepeatLimit(r) != 2 {
		t.Errorf("written %q, limit %d", r.String(), RepeatLimit(r))
	}
	if o := r.(Oware).Options(); o.Repetition != RepeatSecond {
		t.Errorf("options %+v", o)
	}
	if _, err := NewOware(OwareOptions{Repetition: 2}); err == nil {
		t.Error("NewOware accepted repetition rule 2")
	}
	if RepeatLimit(mustRules(t, "kalah")) != 3 {
		t.Error("kalah's repeat limit is not 3")
	}
}
