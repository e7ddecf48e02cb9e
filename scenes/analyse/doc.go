// Package analyse is the analysis board: a game (or a position) on the
// table with the engine's view of the position shown, as the best
// players' sites show theirs. It composes the one table (package table)
// like the local and the online boards, and owns only what is its own:
//
//	board.go    the scene: the game, the line shown, the table, the frame
//	path.go     the line shown: the game's, or a branch the player tried
//	search.go   the deepening search of the position shown (off the frame)
//	judge.go    Analyse game: every move judged (package analysis)
//	input.go    stepping, trying moves, the panel's taps
//	panel.go    the panel: evaluation bar, best lines, moves, graph,
//	            accuracy, mistakes, actions
//	setup.go    setting up a position by hand, refused when the rules
//	            cannot hold it (analysis.CheckSetup)
//	dialogs.go  Import a game (Export's lines, OGN) and Play from here
//	layout.go   one pure layout for drawing and hit-testing
//
// The search runs as long as a position stays on the board (natively in
// a goroutine, in the browser in the Web Worker: ai.Thinker), deepening
// round by round, and stops when the player moves on.
package analyse
