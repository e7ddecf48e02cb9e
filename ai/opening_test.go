package ai

import (
	"testing"

	"mancala/ai/book"
	"mancala/engine"
)

// useTestBook makes a book of the positions, each with the move of a
// depth-6 search, the Oware book until the test ends.
func useTestBook(t *testing.T, ps ...engine.Position) {
	t.Helper()
	entries := map[uint64]book.Entry{}
	for _, p := range ps {
		res := Search(t.Context(), engine.Oware{}, p, Limits{Depth: 6}, nil)
		entries[book.Key(&p)] = book.Entry{Move: res.Move, Score: int16(res.Score), Depth: uint8(res.Depth)}
	}
	before := owareBook.Load()
	SetOwareBook(book.New(entries))
	t.Cleanup(func() { SetOwareBook(before) })
}

// TestTheBookIsLeftWhereTheGameCouldRepeat: the book's move is not played
// where the position or the one it leads to occurred before in the game,
// nor in another game than Oware, nor without a book.
func TestTheBookIsLeftWhereTheGameCouldRepeat(t *testing.T) {
	r := engine.Oware{}
	p := r.Start(engine.South)
	useTestBook(t, p)
	res, ok := BookMove(r, p, nil)
	if !ok {
		t.Fatal("the start is not in the book")
	}
	for _, past := range []engine.Position{p, r.Apply(p, res.Move, nil)} {
		if _, ok := BookMove(r, p, []engine.Position{past}); ok {
			t.Errorf("the book played where %s occurred before", engine.FormatPosition(r, past))
		}
	}
	second, _ := engine.ParseRules("oware repetition=second")
	if _, ok := BookMove(second, p, nil); !ok {
		t.Error("the book was not used under repetition=second")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	if _, ok := BookMove(k, k.Start(engine.South), nil); ok {
		t.Error("the Oware book played in Kalah")
	}
	SetOwareBook(nil)
	if _, ok := BookMove(r, p, nil); ok {
		t.Error("a move came from no book")
	}
}

// TestLevelTenPlaysTheBooksMove: level 10 answers from the book at once
// (no node searched), the hint level searches; a position the book does
// not have is searched.
func TestLevelTenPlaysTheBooksMove(t *testing.T) {
	r := engine.Oware{}
	p := r.Apply(r.Start(engine.North), engine.PitMove(3), nil)
	useTestBook(t, p)
	want, _ := BookMove(r, p, nil)
	res := Play(t.Context(), r, p, Champion, 1, nil)
	if res.Move != want.Move || res.Nodes != 0 {
		t.Errorf("level 10 played %v after %d nodes, the book %v", res.Move, res.Nodes, want.Move)
	}
	if res := Play(t.Context(), r, p, Medium, 1, nil); res.Nodes == 0 {
		t.Error("the medium level took the book's move")
	}
	off := r.Apply(p, want.Move, nil)
	if res := Play(t.Context(), r, off, Champion, 1, nil); res.Nodes == 0 {
		t.Error("level 10 searched no node out of the book")
	}
}
