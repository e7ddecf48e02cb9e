// Package table is the one table every board scene sets: a local game
// (package play), an online game (package clubgame), a replay and the
// analysis compose its parts instead of drawing a board of their own.
//
//	table.go   Table: the board view and the shown seeds (an anim.Stage) at the canvas scale, drawn in layers
//	plates.go  a side's plate, a clock's pill, the status line, a flat button
//	panel.go   the game-over panel's frame, title and lines
//	strip.go   the move strip under the board: the latest moves that fit, the shown one lit
//
// A part draws what its scene tells it, in the scene's layout; the scene
// keeps what is its own: who moves, where the moves come from, its
// buttons and their answers.
package table
