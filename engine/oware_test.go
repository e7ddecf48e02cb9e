package engine

import "testing"

func TestOwareSowing(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Pit6IntoOpponentPits1To4", "oware",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "6",
			"4,4,4,4,4,0/5,5,5,5,4,4 0 0 n"},
		{"Pit1StaysOnOwnSide", "oware",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "1",
			"0,5,5,5,5,4/4,4,4,4,4,4 0 0 n"},
		{"NorthSowsIntoSouthPits", "oware",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", "5",
			"5,5,5,4,4,4/4,4,4,4,0,5 0 0 s"},
		{"ElevenSeedsStopShortOfOrigin", "oware",
			"11,0,0,0,0,0/0,0,0,0,0,3 16 18 s", "1",
			"0,1,1,1,1,1/1,1,1,1,1,4 16 18 n"},
	})
}

// TestOwareTwelveOrMoreSkipOrigin: a pit of 12+ seeds passes over its own
// emptied pit on every lap (RULES.md).
func TestOwareTwelveOrMoreSkipOrigin(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"TwelveSkipOnce", "oware",
			"12,0,0,0,0,0/0,0,0,0,0,0 18 18 s", "1",
			"0,2,1,1,1,1/1,1,1,1,1,1 18 18 n"},
		{"TwentyThreeSkipTwice", "oware",
			"23,0,0,0,0,0/1,1,1,1,1,1 10 9 s", "1",
			"0,3,2,2,2,2/3,3,3,3,3,3 10 9 n"},
		{"TwelveFromPit6CapturesAfterSkip", "oware",
			"1,0,0,0,0,12/0,1,1,1,1,1 12 18 s", "6",
			"2,1,1,1,1,0/0,2,2,2,2,2 14 18 n"},
	})
	r := mustRules(t, "oware")
	p := mustPosition(t, r, "23,0,0,0,0,0/1,1,1,1,1,1 10 9 s")
	var tr Trace
	r.Apply(p, PitMove(1), &tr)
	skips := 0
	for _, e := range tr.Events {
		switch {
		case e.Kind == SkipOrigin:
			skips++
		case e.Kind == Drop && e.To == 0:
			t.Errorf("a seed fell into the origin pit")
		}
	}
	if skips != 2 {
		t.Errorf("23 seeds skip the origin %d times, want 2", skips)
	}
}

func TestOwareCapture(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"LastSeedMakesTwo", "oware",
			"2,0,0,0,0,1/1,4,4,4,4,4 10 14 s", "6",
			"2,0,0,0,0,0/0,4,4,4,4,4 12 14 n"},
		{"LastSeedMakesThree", "oware",
			"2,0,0,0,0,1/2,4,4,4,4,4 10 13 s", "6",
			"2,0,0,0,0,0/0,4,4,4,4,4 13 13 n"},
		{"LastSeedMakesFourNoCapture", "oware",
			"2,0,0,0,0,1/3,4,4,4,4,4 10 12 s", "6",
			"2,0,0,0,0,0/4,4,4,4,4,4 10 12 n"},
		{"LastSeedMakesOneNoCapture", "oware",
			"2,0,0,0,0,1/0,4,4,4,4,4 10 15 s", "6",
			"2,0,0,0,0,0/1,4,4,4,4,4 10 15 n"},
		{"NorthCapturesOnSouthSide", "oware",
			"1,4,4,4,4,4/2,0,0,0,0,1 14 10 n", "6",
			"0,4,4,4,4,4/2,0,0,0,0,0 14 12 s"},
		{"NoCaptureOnOwnSide", "oware",
			"1,1,0,0,0,0/4,4,4,4,4,4 10 12 s", "1",
			"0,2,0,0,0,0/4,4,4,4,4,4 10 12 n"},
	})
}

// TestOwareBackwardCaptureChain: after the last pit, the pits before it are
// taken while they are the opponent's and hold 2 or 3.
func TestOwareBackwardCaptureChain(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"ChainStopsAtMoversOwnSide", "oware",
			"0,0,0,0,3,1/1,2,1,4,4,4 14 14 s", "5",
			"0,0,0,0,0,2/0,0,1,4,4,4 19 14 n"},
		{"ChainStopsAtFirstPitNotTwoOrThree", "oware",
			"1,0,0,0,0,4/1,3,2,1,4,4 15 13 s", "6",
			"1,0,0,0,0,0/2,4,0,0,4,4 20 13 n"},
		{"ChainOfFive", "oware",
			"1,0,0,0,0,5/1,1,2,2,1,4 16 15 s", "6",
			"1,0,0,0,0,0/0,0,0,0,0,4 28 15 n"},
	})
}

// TestOwareNoCaptureBecauseGrandSlam: a move whose captures would take
// every seed the opponent has is played but captures nothing.
func TestOwareNoCaptureBecauseGrandSlam(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"TwoPits", "oware",
			"1,0,0,0,0,2/1,1,0,0,0,0 22 21 s", "6",
			"1,0,0,0,0,0/2,2,0,0,0,0 22 21 n"},
		{"OnePit", "oware",
			"1,0,0,0,0,1/1,0,0,0,0,0 22 23 s", "6",
			"1,0,0,0,0,0/2,0,0,0,0,0 22 23 n"},
		{"CaptureWhenOneSeedIsOutOfReach", "oware",
			"1,0,0,0,0,2/1,1,0,0,0,1 22 20 s", "6",
			"1,0,0,0,0,0/0,0,0,0,0,1 26 20 n"},
	})
	r := mustRules(t, "oware")
	p := mustPosition(t, r, "1,0,0,0,0,2/1,1,0,0,0,0 22 21 s")
	var tr Trace
	r.Apply(p, PitMove(6), &tr)
	slams, captures := 0, 0
	for _, e := range tr.Events {
		switch e.Kind {
		case GrandSlam:
			slams++
		case Capture:
			captures++
		}
	}
	if slams != 1 || captures != 0 {
		t.Errorf("grand slam trace has %d grand-slam and %d capture events, want 1 and 0", slams, captures)
	}
}

// TestOwareFeeding: when the opponent has no seeds, only moves that give
// them some are legal; with none, the game ends and the mover takes every
// seed left.
func TestOwareFeeding(t *testing.T) {
	runStateCases(t, []stateCase{
		{"OnlyFeedingMoves", "oware", "1,0,3,0,2,1/0,0,0,0,0,0 20 21 s", "5 6", "ongoing"},
		{"FiveFromPit1CannotFeed", "oware", "5,0,0,0,0,0/0,0,0,0,0,0 20 23 s", "", "south 25-23"},
		{"SixFromPit1Feeds", "oware", "6,0,0,0,0,0/0,0,0,0,0,0 20 22 s", "1", "ongoing"},
		{"NorthMustFeed", "oware", "0,0,0,0,0,0/4,0,0,3,0,1 20 20 n", "4 6", "ongoing"},
		{"NoFeedingMoveMoverTakesAll", "oware", "1,0,3,0,1,0/0,0,0,0,0,0 20 23 s", "", "south 25-23"},
		{"MoverWithoutSeedsCannotMove", "oware", "0,0,0,0,0,0/1,0,3,0,1,0 23 20 s", "", "north 23-25"},
		{"SweptDraw", "oware", "2,0,0,0,0,0/0,0,0,0,0,0 22 24 s", "", "draw 24-24"},
		{"NoFeedingNeededWhileOpponentHasSeeds", "oware", "1,0,3,0,1,0/0,0,0,0,0,1 20 22 s", "1 3 5", "ongoing"},
	})
	runMoveCases(t, []moveCase{
		{"GameEndsWhenNextPlayerCannotBeFed", "oware",
			"0,0,3,0,1,0/0,0,0,0,0,1 20 23 n", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 25 23 s"},
		{"FeedingMovePlayed", "oware",
			"1,0,3,0,2,1/0,0,0,0,0,0 20 21 s", "5",
			"1,0,3,0,0,2/1,0,0,0,0,0 20 21 n"},
	})
}

// TestOwareTwentyFiveWinsAtOnce: 25 or more captured ends the game; the
// seeds left on the board stay there and count for nobody.
func TestOwareTwentyFiveWinsAtOnce(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"CaptureReaches26", "oware",
			"1,0,0,0,0,2/1,1,0,0,0,1 22 20 s", "6",
			"1,0,0,0,0,0/0,0,0,0,0,1 26 20 n"},
	})
	runStateCases(t, []stateCase{
		{"SouthHas25", "oware", "1,0,0,0,0,0/0,0,0,0,0,1 25 21 n", "", "south 25-21"},
		{"NorthHas25", "oware", "1,2,0,0,0,0/0,0,0,0,0,1 19 25 s", "", "north 19-25"},
		{"TwentyFourGoesOn", "oware", "1,2,0,0,0,0/0,0,0,0,0,1 20 24 s", "1 2", "ongoing"},
	})
}

// TestOwareThirdRepetitionEachTakesOwnSeeds: one seed a side, six pits
// apart, chase each other round the board; after twelve plies the position
// is back, and at its third occurrence the game ends with each player
// taking the seeds on their side: the game's position is the swept one,
// and the last move's trace sweeps the pits, then ends the game.
func TestOwareThirdRepetitionEachTakesOwnSeeds(t *testing.T) {
	r := mustRules(t, "oware")
	start := mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	g := NewGame(r, start)
	var buf [MaxMoves]Move
	var tr Trace
	for ply := 1; ply <= 24; ply++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) != 1 {
			t.Fatalf("ply %d at %s: legal moves %v, want one", ply, FormatPosition(r, g.Position()), moves)
		}
		before := g.Position()
		tr.Reset()
		if err := g.Play(moves[0], &tr); err != nil {
			t.Fatal(err)
		}
		if over := g.Outcome().Over(); over != (ply == 24) {
			t.Fatalf("ply %d: over = %v (repetitions %d)", ply, over, g.Repetitions())
		}
		if Replay(before, &tr) != g.Position() {
			t.Fatalf("ply %d: the trace replays to %s, the game is at %s", ply,
				FormatPosition(r, Replay(before, &tr)), FormatPosition(r, g.Position()))
		}
	}
	if got := FormatPosition(r, g.Position()); got != "0,0,0,0,0,0/0,0,0,0,0,0 23 25 s" || g.Repetitions() != 3 {
		t.Errorf("after 24 plies: %s, %d repetitions; want every pit swept", got, g.Repetitions())
	}
	if got := eventKinds(tr.Events[len(tr.Events)-3:]); got != "sweep sweep game-over" {
		t.Errorf("the last move ends with %s, want the two sweeps and game-over", got)
	}
	if got := outcomeString(g.Outcome()); got != "north 23-25" {
		t.Errorf("outcome %s, want north 23-25", got)
	}
	if n := len(g.LegalMoves(buf[:0])); n != 0 {
		t.Errorf("%d legal moves after the third repetition", n)
	}
	if err := g.Play(PitMove(6), nil); err != ErrIllegal {
		t.Errorf("a move after the third repetition: %v, want ErrIllegal", err)
	}
}
func TestOwareIllegalMoveChangesNothing(t *testing.T) {
	r := mustRules(t, "oware")
	cases := []struct {
		position string
		move     Move
	}{
		{"0,4,4,4,4,4/4,4,4,4,4,8 0 0 s", PitMove(1)},          // empty pit
		{"1,0,3,0,2,1/0,0,0,0,0,0 20 21 s", PitMove(1)},        // does not feed
		{"1,0,3,0,2,1/0,0,0,0,0,0 20 21 s", PitMove(3)},        // does not feed
		{"1,0,0,0,0,0/0,0,0,0,0,1 25 21 n", PitMove(6)},        // game won
		{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", PitMove(7)},          // out of range
		{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", BaoMove(true, 1, 0)}, // a Bao move
	}
	for _, c := range cases {
		checkRejected(t, r, c.position, c.move)
	}
}
