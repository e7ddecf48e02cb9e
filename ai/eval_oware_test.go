package ai

import (
	"testing"

	"mancala/engine"
)

// TestOwareTermsAreTheMoversView: a position and its mirror (the rows and
// the captures swapped, the other player to move) have the same terms and
// the same evaluation.
func TestOwareTermsAreTheMoversView(t *testing.T) {
	p := owarePosition(t, "0,1,13,2,3,0/4,0,2,1,9,1 5 7 n")
	m := p
	m.ToMove = p.ToMove.Other()
	m.Stores[0], m.Stores[1] = p.Stores[1], p.Stores[0]
	for i := range 6 {
		m.Pits[i], m.Pits[6+i] = p.Pits[6+i], p.Pits[i]
	}
	tp, bp := OwareTermsOf(&p)
	tm, bm := OwareTermsOf(&m)
	if tp != tm || bp != bm || owareEval(&p) != owareEval(&m) {
		t.Errorf("terms %v (%d seeds), mirrored %v (%d seeds); evaluations %d and %d", tp, bp, tm, bm, owareEval(&p), owareEval(&m))
	}
}

// TestOwareTermsCountWhatTheyName: each term of a position worked out by
// hand.
func TestOwareTermsCountWhatTheyName(t *testing.T) {
	// South to move: own row 4,0,2,1,9,1; North's 1,0,13,2,3,0.
	p := owarePosition(t, "4,0,2,1,9,1/1,0,13,2,3,0 5 7 s")
	got, board := OwareTermsOf(&p)
	want := OwareTerms{4, 0, 2, 1, 9, 1, 1, 0, 13, 2, 3, 0,
		3, 2, // pits of one or two seeds: own 2, 1 and 1; North's 1 and 2
		1, 2, // empty pits
		0, 13, // a lap house in North's row only
		2, // South's last pit sows into North's first: 1+1 = 2 taken
		0, // North's pit of 3 ends in South's empty second pit
	}
	if got != want || board != 36 {
		t.Errorf("terms %v (%d seeds), want %v (36)", got, board, want)
	}
}

// owarePosition reads an Oware position.
func owarePosition(t *testing.T, s string) engine.Position {
	t.Helper()
	return gameFrom(t, "oware", s, "").Position()
}
