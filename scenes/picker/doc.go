// Package picker is the variant picker: the game, Kalah's options, who
// starts and the computer's level; Play opens the board through the app's
// routes.
//
//	picker.go          the scene: Update, Draw, the cards and rows
//	picker_options.go  its rows: Kalah's options, who starts, the level
//	picker_draw.go     its cards, rows and Play button
//	picker_confirm.go  Play: remember the choices; ask before replacing an unfinished game
package picker
