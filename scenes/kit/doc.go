// Package kit is what the scenes draw and listen with: the themes, the
// text, the painter of rounded shapes, the wooden buttons and chips, the
// input intents, the notice, the sounds and the words shared by several
// scenes. It knows no scene and no scene manager (package core).
//
//	theme.go       board themes: the wood and high-contrast palettes, WCAG contrast
//	theme_marks.go marks on the pits, told apart by shape as well as colour
//	paint.go       antialiased rounded shapes, textures, colours
//	text.go        text with the embedded Go fonts through etxt
//	chrome.go      what the menus draw with: the table, buttons, chips, wrapped text
//	board_art.go   the board scene's still board (table, wood, hollows) and sprites per size
//	picker_art.go  the small pictures of the four boards, drawn once per size
//	seeds.go       a stage's seeds drawn from sprites; the hand's lift; counts as text
//	intent.go      Action and Intents: what the player asked for, in canvas px
//	input.go       Input: the only code that reads ebiten's input
//	notice.go      a notice for the player below a title; Tell: the player's words, the detail logged
//	notice_log_other.go  the detail to log/slog (notice_log_js.go: the browser's console)
//	sound.go       Sounds over scenes/sound, or silence without a device
//	words.go       goals, results, best lines and word-wrapping for people
//	saved_words.go a saved game in words: "Kalah vs level 10, move 14", the replace question
package kit
