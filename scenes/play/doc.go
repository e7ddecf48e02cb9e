// Package play is the board scene: one game of any variant, animated from
// the engine's traces, against the computer or a friend; its game-over
// panel; and, composed onto it, a finished game's review (package review)
// and a challenge's Referee. The
// Board keeps the game and the turn flow; its methods are grouped by what
// they do into small types over the board (parts.go). The board, its
// seeds, marks and counts, the plates, the bar's buttons and the
// game-over panel are the parts of the one table (package table).
//
//	board.go       the board scene: Update order, Draw order, accessors
//	parts.go       the groups of the board's methods: view, input, overPanel, reviewer, turn
//	board_play.go  moves, undo and redo, the computer's turn, hints
//	board_input.go taps, keys, Bao directions, hover preview
//	board_refuse.go  a tap that cannot be obeyed: the pit flashes, the status says why
//	board_draw.go  lights, seeds, counts, the preview and the hand
//	board_ui.go    plates, bar, status, direction targets, captions, result
//	board_numbers.go  each pit's number beside it, when the settings ask
//	board_sound.go the sounds of the seeds as the animation shows them
//	board_save.go  the game saved after every move; Resume rebuilds it exactly
//	board_over.go  the game-over panel: result, final counts, Rematch, Review, Menu
//	board_debug.go the board's debug state: position, pits and buttons by name
//	still.go       the board's frame key: a still board is not drawn again
//	board_review.go  the finished game's review (package review) run on the board
//	board_challenge.go     the Referee: verdicts, attempts, perfect replies, hints
//	board_challenge_ui.go  the goal, the hint and the result panel with its buttons
package play
