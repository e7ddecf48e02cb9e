package clubgame

// The online board's methods are grouped by what they do, each group a
// small type over the one Game (as the local board's are, package play):
// the Game itself keeps the scene's interface, the Update order and where
// the scene meets the match (game_match.go); the groups draw it, write
// its words, read the player and step a watcher through the moves. A
// group is a view of the game, not a copy: view{g}.drawBoard(dst) draws g.
type (
	// view draws the scene: the board and its marks, the bar, the
	// strip, the game-over panel, the notice and the resign question
	// (game_draw.go, game_still.go).
	view struct{ *Game }
	// plates draws the players' plates and clocks, and sounds the
	// player's low time (game_plates.go).
	plates struct{ *Game }
	// words are what the scene says: the status line, the result and
	// its reason, the rating change, the buttons' labels (game_over.go).
	words struct{ *Game }
	// input turns taps and keys into moves, offers and answers
	// (game_input.go).
	input struct{ *Game }
	// stepper is a watcher's steps through the moves, and the seeds'
	// sounds (game_watch.go).
	stepper struct{ *Game }
)
