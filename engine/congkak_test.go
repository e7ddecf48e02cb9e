package engine

import "testing"

func TestCongkakStart(t *testing.T) {
	r := mustRules(t, "congkak")
	p := r.Start(South)
	if got := FormatPosition(r, p); got != "7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s" {
		t.Errorf("start %s", got)
	}
	if p.Total() != 98 || r.Board().Seeds != 98 {
		t.Errorf("start has %d seeds, board %d, want 98", p.Total(), r.Board().Seeds)
	}
	if got := legalStrings(r, p); got != "1 2 3 4 5 6 7" {
		t.Errorf("opening moves %q", got)
	}
}

func TestCongkakLastSeedInStoreMovesAgain(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"OpeningPit1", "congkak",
			"7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s", "1",
			"0,8,8,8,8,8,8/7,7,7,7,7,7,7 1 0 s"},
		{"AfterRelay", "congkak",
			"1,0,0,0,1,1,0/5,5,5,5,5,5,5 28 32 s", "5",
			"1,0,0,0,0,0,1/5,5,5,5,5,5,5 29 32 s"},
	})
}

// TestCongkakRelay: a last seed in a pit that held seeds, on either side,
// lifts that pit with it and sows on.
func TestCongkakRelay(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"OnOwnSideThenCapture", "congkak",
			"1,2,0,0,0,1,0/5,5,5,5,5,5,5 20 39 s", "1",
			"0,0,1,1,0,1,0/5,5,0,5,5,5,5 26 39 n"},
		{"OnOpponentSideThenCaptureAtHome", "congkak",
			"7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s", "2",
			"8,0,8,8,8,8,8/0,8,8,8,8,0,8 10 0 n"},
		{"NorthRelaysOnSouthSide", "congkak",
			"7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 n", "2",
			"0,8,8,8,8,0,8/8,0,8,8,8,8,8 0 10 s"},
		{"EndsInEmptyOpponentPit", "congkak",
			"1,0,0,0,0,0,2/0,5,5,5,5,5,5 30 35 s", "7",
			"1,0,0,0,0,0,0/1,5,5,5,5,5,5 31 35 n"},
	})
}

func TestCongkakEmptyPitWithoutCapturePassesTurn(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"OwnPitOppositeEmpty", "congkak",
			"1,0,0,0,0,0,0/5,5,5,5,5,0,5 30 37 s", "1",
			"0,1,0,0,0,0,0/5,5,5,5,5,0,5 30 37 n"},
	})
}

func TestCongkakEndWhenEitherRowEmpty(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"MoverEmptiesOwnRowIntoStore", "congkak",
			"0,0,0,0,0,0,1/5,5,5,5,5,5,5 30 32 s", "7",
			"0,0,0,0,0,0,0/0,0,0,0,0,0,0 31 67 s"},
		{"CaptureEmptiesOpponentRow", "congkak",
			"1,0,0,0,0,0,3/0,0,0,0,0,4,0 45 45 s", "1",
			"0,0,0,0,0,0,0/0,0,0,0,0,0,0 53 45 n"},
	})
	runStateCases(t, []stateCase{
		{"OpponentRowEmpty", "congkak", "1,2,3,0,0,0,0/0,0,0,0,0,0,0 40 52 s", "", "north 46-52"},
		{"DrawAt49", "congkak", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 49 49 n", "", "draw 49-49"},
		{"SouthMajority", "congkak", "0,0,0,0,0,0,0/1,0,0,0,0,0,0 50 47 n", "", "south 50-48"},
	})
}

// TestCongkakRepeatedEachTakesOwnRow: the third repetition ends the game
// the way an empty row does.
func TestCongkakRepeatedEachTakesOwnRow(t *testing.T) {
	r := mustRules(t, "congkak")
	p := mustPosition(t, r, "1,2,3,0,0,0,0/5,0,0,0,0,0,1 40 46 s")
	o, ok := r.Repeated(p)
	if !ok || outcomeString(o) != "north 46-52" {
		t.Errorf("Repeated = %s, %v; want north 46-52", outcomeString(o), ok)
	}
}
