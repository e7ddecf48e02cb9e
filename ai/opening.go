package ai

import (
	"sync/atomic"

	"mancala/ai/book"
	"mancala/engine"
)

// owareBook is the opening book BookMove plays from in Oware: none until
// a program sets one (package ai/openings does when it is imported).
var owareBook atomic.Pointer[book.Book]

// SetOwareBook makes b the Oware book of BookMove and level 10 (nil: no
// book).
func SetOwareBook(b *book.Book) {
	owareBook.Store(b)
}

// BookMove returns the opening book's move at p (Oware only; see package
// book), with the score and depth of the search that chose it, when the
// book has p and neither p nor the position the move leads to occurred
// earlier in hist, the game's positions before p (a repetition the book's
// search could not see).
func BookMove(r engine.Rules, p engine.Position, hist []engine.Position) (Result, bool) {
	b := owareBook.Load()
	if b == nil || r.Board().Variant != engine.OwareGame {
		return Result{}, false
	}
	e, ok := b.Lookup(&p)
	if !ok || !engine.IsLegal(r, p, e.Move) {
		return Result{}, false
	}
	next := r.Apply(p, e.Move, nil)
	for _, q := range hist {
		if q == p || q == next {
			return Result{}, false
		}
	}
	return Result{Move: e.Move, Score: int(e.Score), Depth: int(e.Depth), PV: []engine.Move{e.Move}}, true
}
