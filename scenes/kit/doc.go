// Package kit is what the scenes draw and listen with: the text, the painter of rounded shapes, the wooden buttons and chips, the
// input intents, the notice, the sounds and the words shared by several
// scenes. It knows no scene and no scene manager (package core).
//
//	paint.go       antialiased rounded shapes, textures, a stretched table
//	text.go        text with the embedded Go fonts through etxt
//	chrome.go      what the menus draw with: the table, buttons, chips, wrapped text
//	intent.go      Action and Intents: what the player asked for, in canvas px
//	input.go       Input: the only code that reads ebiten's input
//	notice.go      a notice for the player below a title; Tell: the player's words, the detail logged
//	notice_log_other.go  the detail to log/slog (notice_log_js.go: the browser's console)
//	sound.go       Sounds over scenes/sound, or silence without a device
//	words.go       goals, results, best lines and word-wrapping for people
//	saved_words.go a saved game in words: "Kalah vs level 10, move 14", the replace question
//
// The palettes are package theme's (every colour drawn); the boards are
// drawn by package boardview (the board screen, the demonstrations, the
// pictures of the boards, the thumbnails), which uses kit's painter and
// text.
package kit
