// Package openings holds the opening books level 10 plays from: Oware's,
// built by cmd/oware-book (make oware-book). A program that imports it for
// its side effect gives the books to package ai:
//
//	import _ "mancala/ai/openings"
//
// The engine, the worker that thinks for the browser's game, the desktop
// game and the club's server do; the game's page does not, since its
// download has a budget and its computer player thinks in the worker.
package openings

import (
	_ "embed"

	"mancala/ai"
	"mancala/ai/book"
)

//go:embed oware.book
var owareBook []byte

func init() {
	ai.SetOwareBook(Oware())
}

// Oware decodes the embedded Oware book (ai/openings/oware.book).
func Oware() *book.Book {
	b, err := book.Decode(owareBook)
	if err != nil {
		panic("openings: oware.book: " + err.Error()) // the file is ours: see its test
	}
	return b
}
