package play

// The board scene's methods are grouped by what they do, each group a
// small type over the one board: the Board itself keeps the game, the turn
// flow and the scene's interface; the groups below draw it, read the
// player, run the game-over panel, the review and the computer's turn.
// Their state is the board's own small parts (selection, aiState,
// refusal, the review.Review, the Referee), so a group is a view of the board, not
// a copy: view{b}.drawSeeds(dst) draws b.
type (
	// view draws the board scene: the board, seeds, marks and counts,
	// the bar, the status line and captions (board_draw.go, board_ui.go).
	view struct{ *Board }
	// input turns the player's intents into choices and moves, and
	// refuses what cannot be obeyed (board_input.go, board_refuse.go).
	input struct{ *Board }
	// overPanel is the game-over panel: the result, the final counts,
	// Rematch, Review, Menu (board_over.go).
	overPanel struct{ *Board }
	// reviewer runs a finished game's review (package review) on the
	// board (board_review.go).
	reviewer struct{ *Board }
	// turn is the computer's turn and the hint (board_play.go).
	turn struct{ *Board }
)
