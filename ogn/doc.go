// Package ogn reads and writes Oware games in OGN, the game files of
// Aualé (the Oware program many players keep their games in): a header of
// tags, [Name "value"] (Variant, Event, Site, Date, Round, South, North,
// Result, and FEN for a game that does not start from the start), then the
// moves, numbered as in chess ("1. A d 2. F+2 e"): A to F sow South's
// houses from South's left, a to f North's from North's left, "+N" says
// how many seeds the move captured; comments in braces and variations in
// parentheses may come between them; the result closes the text
// ("25-23", or "*" for a game not finished).
//
// Aualé plays Oware Abapa: a grand slam captures nothing, and a position
// met a second time ends the game, each player taking the seeds on their
// side: this project's Oware with repetition=second. A record is replayed
// move by move: an illegal move, a move of the wrong side or a capture
// that is not the one written is an error that names the move.
package ogn
