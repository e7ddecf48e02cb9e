package engine

import (
	"fmt"
	"testing"
)

func TestKalahSowing(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Pit1FourSeedsIntoPits2To5", "kalah",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "1",
			"0,5,5,5,5,4/4,4,4,4,4,4 0 0 n"},
		{"Pit6FourSeedsStoreThenOpponentPits1To3", "kalah",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "6",
			"4,4,4,4,4,0/5,5,5,4,4,4 1 0 n"},
		{"NorthSowsTowardsItsOwnStore", "kalah",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", "6",
			"5,5,5,4,4,4/4,4,4,4,4,0 0 1 s"},
		{"SkipsOpponentStore", "kalah",
			"1,0,0,0,0,8/1,1,1,1,1,1 22 11 s", "6",
			"2,0,0,0,0,0/2,2,2,2,2,2 23 11 n"},
		{"NorthSkipsSouthStore", "kalah",
			"1,1,1,1,1,1/1,0,0,0,0,8 11 22 n", "6",
			"2,2,2,2,2,2/2,0,0,0,0,0 11 23 s"},
		{"SkipsOpponentStoreThenCapturesOnOwnSide", "kalah",
			"1,0,0,0,0,10/1,1,1,1,1,1 20 11 s", "6",
			"2,1,0,0,0,0/2,2,2,0,2,2 24 11 n"},
		{"Seed001WorkedExampleThreeSeedsToStore", "kalah pits=5",
			"4,4,3,0,4/4,4,4,4,4 3 2 s", "3",
			"4,4,0,1,5/4,4,4,4,4 4 2 s"},
		{"SmallBoardThreePits", "kalah pits=3 seeds=2",
			"2,2,2/2,2,2 0 0 s", "1",
			"0,3,3/2,2,2 0 0 n"},
		{"OnePitBoard", "kalah pits=1 seeds=3",
			"3/3 0 0 s", "1",
			"0/0 6 0 n"},
	})
}

func TestKalahSowingSkipsOpponentStoreInTrace(t *testing.T) {
	r := mustRules(t, "kalah")
	p := mustPosition(t, r, "1,0,0,0,0,8/1,1,1,1,1,1 22 11 s")
	var tr Trace
	r.Apply(p, PitMove(6), &tr)
	skips, drops := 0, 0
	for _, e := range tr.Events {
		switch {
		case e.Kind == SkipStore:
			skips++
			if e.From != StoreNorth {
				t.Errorf("skip-store event passes over %d, want North's store", e.From)
			}
		case e.Kind == Drop && e.To == StoreNorth:
			t.Errorf("a seed was dropped into the opponent's store")
		case e.Kind == Drop:
			drops++
		}
	}
	if skips != 1 || drops != 8 {
		t.Errorf("trace has %d skips and %d drops, want 1 and 8: %v", skips, drops, tr.Events)
	}
}

func TestKalahExtraTurn(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"LastSeedInStoreMovesAgain", "kalah",
			"4,4,4,4,2,1/4,4,4,4,4,4 2 3 s", "6",
			"4,4,4,4,2,0/4,4,4,4,4,4 3 3 s"},
		{"ExtraTurnsChain", "kalah",
			"4,4,4,4,2,1/4,4,4,4,4,4 2 3 s", "6 5 6",
			"4,4,4,4,0,0/4,4,4,4,4,4 5 3 s"},
		{"NorthExtraTurn", "kalah",
			"4,4,4,4,4,4/4,4,4,4,4,1 0 3 n", "6",
			"4,4,4,4,4,4/4,4,4,4,4,0 0 4 n"},
		{"CaptureEarnsNoExtraTurn", "kalah",
			"1,0,4,4,4,4/4,4,4,4,4,4 3 4 s", "1",
			"0,0,4,4,4,4/4,4,4,4,0,4 8 4 n"},
	})
}

// TestKalahOpeningPitEndsInStore: with s seeds a pit on six pits, pit 7-s
// is s steps from the store, so it opens with an extra turn (seed 000:
// pit 3 for 4 seeds; pit 4, 2, 1 for 3, 5, 6).
func TestKalahOpeningPitEndsInStore(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Seeds4Pit3", "kalah seeds=4",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "3",
			"4,4,0,5,5,5/4,4,4,4,4,4 1 0 s"},
		{"Seeds3Pit4", "kalah seeds=3",
			"3,3,3,3,3,3/3,3,3,3,3,3 0 0 s", "4",
			"3,3,3,0,4,4/3,3,3,3,3,3 1 0 s"},
		{"Seeds5Pit2", "kalah seeds=5",
			"5,5,5,5,5,5/5,5,5,5,5,5 0 0 s", "2",
			"5,0,6,6,6,6/5,5,5,5,5,5 1 0 s"},
		{"Seeds6Pit1", "kalah seeds=6",
			"6,6,6,6,6,6/6,6,6,6,6,6 0 0 s", "1",
			"0,7,7,7,7,7/6,6,6,6,6,6 1 0 s"},
		{"Seeds4Pit3North", "kalah seeds=4",
			"4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", "3",
			"4,4,4,4,4,4/4,4,0,5,5,5 0 1 n"},
	})
	// Only that pit earns the extra turn at the start.
	for seeds := 1; seeds <= 6; seeds++ {
		r, err := NewKalah(KalahOptions{Pits: 6, Seeds: seeds})
		if err != nil {
			t.Fatal(err)
		}
		start := r.Start(South)
		for pit := 1; pit <= 6; pit++ {
			q := r.Apply(start, PitMove(pit), nil)
			if extra := q.ToMove == South; extra != (pit == 7-seeds) {
				t.Errorf("%s: opening pit %d gives extra turn %v", r, pit, extra)
			}
		}
	}
}

func TestKalahCapture(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"StandardLastSeedInEmptyOwnPitTakesOpposite", "kalah",
			"1,0,4,4,4,4/4,4,4,4,4,4 3 4 s", "1",
			"0,0,4,4,4,4/4,4,4,4,0,4 8 4 n"},
		{"StandardNorthCaptures", "kalah",
			"4,4,4,4,4,4/1,0,4,4,4,4 4 3 n", "1",
			"4,4,4,4,0,4/0,0,4,4,4,4 4 8 s"},
		{"StandardOppositeEmptyNothingHappens", "kalah",
			"1,0,4,4,4,4/4,4,4,4,0,4 3 8 s", "1",
			"0,1,4,4,4,4/4,4,4,4,0,4 3 8 n"},
		{"EmptyOppositeEmptyBanksTheLastSeed", "kalah capture=empty",
			"1,0,4,4,4,4/4,4,4,4,0,4 3 8 s", "1",
			"0,0,4,4,4,4/4,4,4,4,0,4 4 8 n"},
		{"EmptyOppositeSeedsCapturesAsStandard", "kalah capture=empty",
			"1,0,4,4,4,4/4,4,4,4,4,4 3 4 s", "1",
			"0,0,4,4,4,4/4,4,4,4,0,4 8 4 n"},
		{"OffNeverCaptures", "kalah capture=off",
			"1,0,4,4,4,4/4,4,4,4,4,4 3 4 s", "1",
			"0,1,4,4,4,4/4,4,4,4,4,4 3 4 n"},
		{"StandardEmptyPitOnOpponentSideDoesNothing", "kalah",
			"4,4,4,4,4,2/0,4,4,4,4,4 1 5 s", "6",
			"4,4,4,4,4,0/1,4,4,4,4,4 2 5 n"},
		{"EmptyEmptyPitOnOpponentSideDoesNothing", "kalah capture=empty",
			"4,4,4,4,4,2/0,4,4,4,4,4 1 5 s", "6",
			"4,4,4,4,4,0/1,4,4,4,4,4 2 5 n"},
		{"OccupiedOwnPitDoesNothing", "kalah",
			"1,1,4,4,4,4/4,4,4,4,4,4 3 3 s", "1",
			"0,2,4,4,4,4/4,4,4,4,4,4 3 3 n"},
		{"Pit1FacesOpponentPit6", "kalah",
			"0,0,1,0,0,8/1,1,1,1,1,5 20 9 s", "6",
			"0,0,1,0,0,0/2,2,2,2,2,0 28 9 n"},
	})
}

// TestKalahLapOf13CapturesIntoEmptiedOrigin: 13 seeds on six pits go once
// round (12 pits and the own store) and the last one lands in the origin,
// emptied when lifted, so it captures (seed 000).
func TestKalahLapOf13CapturesIntoEmptiedOrigin(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Pit1", "kalah",
			"13,0,0,0,0,0/1,1,1,1,1,1 10 19 s", "1",
			"0,1,1,1,1,1/2,2,2,2,2,0 14 19 n"},
		{"Pit4", "kalah",
			"0,0,0,13,0,0/3,0,0,0,0,0 12 20 s", "4",
			"1,1,1,0,1,1/4,1,0,1,1,1 15 20 n"},
		{"North", "kalah",
			"1,1,1,1,1,1/13,0,0,0,0,0 19 10 n", "1",
			"2,2,2,2,2,0/0,1,1,1,1,1 19 14 s"},
		{"CaptureOffOnlyLaps", "kalah capture=off",
			"13,0,0,0,0,0/1,1,1,1,1,1 10 19 s", "1",
			"1,1,1,1,1,1/2,2,2,2,2,2 11 19 n"},
		{"SmallBoardLapOf7", "kalah pits=3 seeds=2",
			"7,0,0/1,1,1 1 1 s", "1",
			"0,1,1/2,2,0 5 1 n"},
	})
}

// TestKalahLapOf14OrMoreNeverCaptures: with 14+ seeds every pit has had a
// seed on the first lap, so the last seed never lands in an empty pit.
func TestKalahLapOf14OrMoreNeverCaptures(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Pit1With14", "kalah",
			"14,0,0,0,0,0/1,1,1,1,1,1 9 19 s", "1",
			"1,2,1,1,1,1/2,2,2,2,2,2 10 19 n"},
	})
	for _, capture := range []string{"standard", "empty"} {
		r := mustRules(t, "kalah capture="+capture)
		for n := 14; n <= 42; n++ {
			for pit := 0; pit < 6; pit++ {
				// n seeds in one pit, one in each of North's pits, the
				// rest in the stores: every other own pit is empty, the
				// most tempting case for a capture.
				var p Position
				p.Pits[pit] = uint8(n)
				for i := 6; i < 12; i++ {
					p.Pits[i] = 1
				}
				p.Stores[North] = uint8(42 - n)
				var tr Trace
				q := r.Apply(p, PitMove(pit+1), &tr)
				for _, e := range tr.Events {
					if e.Kind == Capture {
						t.Fatalf("%s: %d seeds from pit %d captured at %s", r, n, pit+1, FormatPosition(r, p))
					}
				}
				if q.Stores[North] != p.Stores[North] {
					t.Fatalf("%s: North's store changed", r)
				}
			}
		}
	}
}

func TestKalahEnd(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"EitherRowEndsWhenMoverEmptiesOwnRow", "kalah",
			"0,0,0,0,0,2/4,4,4,4,4,4 10 12 s", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 11 37 n"},
		{"MoverEmptyGoesOnWhileNextPlayerHasSeeds", "kalah end=mover-empty",
			"0,0,0,0,0,2/4,4,4,4,4,4 10 12 s", "6",
			"0,0,0,0,0,0/5,4,4,4,4,4 11 12 n"},
		{"EitherRowEndsInsideExtraTurnChain", "kalah",
			"0,0,0,0,2,1/4,4,4,4,4,4 10 11 s", "6 5 6",
			"0,0,0,0,0,0/0,0,0,0,0,0 13 35 s"},
		{"MoverEmptyEndsWhenExtraTurnFindsNoSeeds", "kalah end=mover-empty",
			"0,0,0,0,0,1/4,4,4,4,4,4 10 13 s", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 11 37 s"},
		{"EitherRowEndsRightAfterCaptureEmptiesOpponent", "kalah",
			"1,0,0,0,0,5/0,0,0,0,3,0 20 19 s", "1",
			"0,0,0,0,0,0/0,0,0,0,0,0 29 19 n"},
		{"EitherRowEndsRightAfterCaptureEmptiesMover", "kalah",
			"1,0,0,0,0,0/0,0,0,0,3,4 20 20 s", "1",
			"0,0,0,0,0,0/0,0,0,0,0,0 24 24 n"},
		{"MoverEmptyGoesOnAfterCaptureEmptiesMover", "kalah end=mover-empty",
			"1,0,0,0,0,0/0,0,0,0,3,4 20 20 s", "1",
			"0,0,0,0,0,0/0,0,0,0,0,4 24 20 n"},
		{"LeftoversEmptierTakesTheOtherRow", "kalah leftovers=emptier",
			"0,0,0,0,0,2/4,4,4,4,4,4 10 12 s", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 36 12 n"},
		{"LeftoversEmptierAfterCaptureEmptiesOpponent", "kalah leftovers=emptier",
			"1,0,0,0,0,5/0,0,0,0,3,0 20 19 s", "1",
			"0,0,0,0,0,0/0,0,0,0,0,0 24 24 n"},
		{"MoverEmptyLeftoversEmptierInsideChain", "kalah end=mover-empty leftovers=emptier",
			"1,2,3,0,0,0/0,0,0,0,0,1 15 26 n", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 15 33 n"},
		{"MoverEmptyLeftoversOwnerInsideChain", "kalah end=mover-empty",
			"1,2,3,0,0,0/0,0,0,0,0,1 15 26 n", "6",
			"0,0,0,0,0,0/0,0,0,0,0,0 21 27 n"},
	})
}

func TestKalahEndState(t *testing.T) {
	runStateCases(t, []stateCase{
		{"StartOngoing", "kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "1 2 3 4 5 6", "ongoing"},
		{"OnlyNonEmptyOwnPits", "kalah", "0,4,0,4,0,4/4,4,4,4,4,4 6 6 s", "2 4 6", "ongoing"},
		{"NorthMovesOwnPits", "kalah", "4,4,4,4,4,4/0,0,4,0,0,4 8 8 n", "3 6", "ongoing"},
		{"EitherRowOverWhenOpponentRowEmpty", "kalah",
			"1,2,3,0,0,0/0,0,0,0,0,0 15 27 s", "", "north 21-27"},
		{"MoverEmptyGoesOnWhenOpponentRowEmpty", "kalah end=mover-empty",
			"1,2,3,0,0,0/0,0,0,0,0,0 15 27 s", "1 2 3", "ongoing"},
		{"MoverEmptyOverWhenMoverRowEmpty", "kalah end=mover-empty",
			"1,2,3,0,0,0/0,0,0,0,0,0 15 27 n", "", "north 21-27"},
		{"EmptierTakesLeftovers", "kalah leftovers=emptier",
			"1,2,3,0,0,0/0,0,0,0,0,0 15 27 s", "", "north 15-33"},
		{"EqualStoresDraw", "kalah", "0,0,0,0,0,0/0,0,0,0,0,0 24 24 s", "", "draw 24-24"},
		{"SweptDraw", "kalah", "0,0,0,0,0,0/0,0,0,0,0,4 24 20 s", "", "draw 24-24"},
		{"SouthWinsMajority", "kalah", "0,0,0,0,0,0/0,0,0,0,0,0 25 23 n", "", "south 25-23"},
	})
}

func TestKalahAvalancheRelays(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"RelayOnOwnSideThenCapture", "kalah sowing=avalanche",
			"1,1,0,0,0,0/2,2,2,2,2,2 15 19 s", "1",
			"0,0,1,0,0,0/2,2,0,2,2,2 18 19 n"},
		{"SingleSowingStopsInOccupiedPit", "kalah",
			"1,1,0,0,0,0/2,2,2,2,2,2 15 19 s", "1",
			"0,2,0,0,0,0/2,2,2,2,2,2 15 19 n"},
		{"RelayEndsInEmptyOpponentPit", "kalah sowing=avalanche",
			"1,0,0,0,1,1/0,3,0,0,0,0 19 23 s", "5",
			"1,0,0,0,0,0/1,3,0,0,0,0 20 23 n"},
		{"RelayEndsInStoreExtraTurn", "kalah sowing=avalanche",
			"0,0,0,1,1,0/4,4,4,4,4,4 10 12 s", "4",
			"0,0,0,0,0,1/4,4,4,4,4,4 11 12 s"},
		{"RelayChainOnOpponentSide", "kalah sowing=avalanche",
			"1,0,0,0,0,2/2,0,0,1,0,0 20 22 s", "6",
			"1,0,0,0,0,0/0,1,1,0,1,1 21 22 n"},
	})
}

// TestKalahPitsAndSeedsRange: the engine accepts 1..8 pits a side and 1..10
// seeds a pit (RULES.md), and nothing else.
func TestKalahPitsAndSeedsRange(t *testing.T) {
	for pits := -1; pits <= 10; pits++ {
		for seeds := -1; seeds <= 12; seeds++ {
			k, err := NewKalah(KalahOptions{Pits: pits, Seeds: seeds})
			ok := pits >= 1 && pits <= 8 && seeds >= 1 && seeds <= 10
			if ok != (err == nil) {
				t.Errorf("NewKalah(pits=%d, seeds=%d) error %v, want ok=%v", pits, seeds, err, ok)
			}
			if !ok {
				if _, err := ParseRules(fmt.Sprintf("kalah pits=%d seeds=%d", pits, seeds)); err == nil {
					t.Errorf("ParseRules accepts pits=%d seeds=%d", pits, seeds)
				}
				continue
			}
			p := k.Start(South)
			if p.Total() != 2*pits*seeds || k.Board().Seeds != p.Total() {
				t.Errorf("%s: start has %d seeds, board says %d", k, p.Total(), k.Board().Seeds)
			}
			var buf [MaxMoves]Move
			if n := len(k.LegalMoves(p, buf[:0])); n != pits {
				t.Errorf("%s: %d legal opening moves, want %d", k, n, pits)
			}
		}
	}
	bad := []KalahOptions{
		{Pits: 6, Seeds: 4, Capture: CaptureOff + 1},
		{Pits: 6, Seeds: 4, End: EndMoverEmpty + 1},
		{Pits: 6, Seeds: 4, Leftovers: LeftoversEmptier + 1},
		{Pits: 6, Seeds: 4, Sowing: SowAvalanche + 1},
	}
	for _, o := range bad {
		if _, err := NewKalah(o); err == nil {
			t.Errorf("NewKalah(%+v) accepted an option out of range", o)
		}
	}
}

func TestKalahIllegalMoveChangesNothing(t *testing.T) {
	r := mustRules(t, "kalah")
	cases := []struct{ position, move string }{
		{"0,4,4,4,4,4/4,4,4,4,4,8 0 0 s", "1"},          // empty pit
		{"1,2,3,0,0,0/0,0,0,0,0,0 15 27 s", "1"},        // game over
		{"1,2,3,0,0,0/0,0,0,0,0,0 15 27 s", "3"},        // game over
		{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", ""},           // out of range: Move(6)
		{"0,0,0,0,0,0/0,0,0,0,0,0 24 24 s", "1"},        // both rows empty
		{"1,2,3,0,0,0/0,0,0,0,0,0 15 27 n", "1"},        // North has no seeds
		{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", "F1>"},        // a Bao move
		{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "outofrange"}, // Move(200)
	}
	for _, c := range cases {
		var m Move
		switch c.move {
		case "":
			m = Move(6)
		case "F1>":
			m = BaoMove(true, 1, Clockwise)
		case "outofrange":
			m = Move(200)
		default:
			m = mustMove(t, r, c.move)
		}
		checkRejected(t, r, c.position, m)
	}
}
