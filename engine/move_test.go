package engine

import "testing"

// TestMovesReadBackAsWritten: FormatMoves and ParseMoves are inverses in
// every game, and a word that is no move is refused.
func TestMovesReadBackAsWritten(t *testing.T) {
	bao, _ := ParseRules("bao")
	kalah, _ := NewKalah(StandardKalah)
	for _, c := range []struct {
		r     Rules
		moves []Move
	}{{kalah, []Move{PitMove(3), PitMove(6), PitMove(1)}}, {bao, []Move{BaoMove(true, 3, Clockwise), BaoMove(false, 8, AntiClockwise)}}} {
		got, err := ParseMoves(c.r, FormatMoves(c.moves))
		if err != nil || len(got) != len(c.moves) || FormatMoves(got) != FormatMoves(c.moves) {
			t.Errorf("%s read back as %v, %v", FormatMoves(c.moves), got, err)
		}
	}
	if _, err := ParseMoves(kalah, "3 x"); err == nil {
		t.Error("\"3 x\" was read as moves")
	}
}
