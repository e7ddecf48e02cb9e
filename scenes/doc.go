// Package scenes is the only package that draws: the scene manager, input
// intents, the menu, the variant picker, the board and the other scenes.
// Layout and animation math live in the pure subpackages layout and anim,
// tested without a display.
//
//	scene.go       Scene, Switcher and Context: what a scene gets each tick (its
//	               game time too); a scene is laid out from the moment it exists
//	app.go         App: what the scenes share (text, settings, store, sounds)
//	manager.go     the ebiten.Game: scene stack, cross-fade, device-scale Layout,
//	               game time from an injectable clock
//	intent.go      Action and Intents: what the player asked for, in canvas px
//	input.go       Input: the only code that reads ebiten's input
//	still.go       a still board is not drawn again: the screen is kept
//	debug.go       DebugState: a scene's picture for browser tests
//	debug_js.go    publishing it on window.mancala (debug_other.go: nothing)
//	game.go        NewGame: the app (text, store, settings, sounds), then the menu
//	menu.go        the menu: play, challenges, how to play, settings, a resume per saved game, quit
//	notice.go      a notice for the player below a title; tell: the player's words, the detail logged
//	notice_log_other.go  the detail to log/slog (notice_log_js.go: the browser's console)
//	saved_words.go a saved game in words: "Kalah vs level 10, move 14", the replace question
//	menu_quit_js.go   Quit is not offered in the browser (menu_quit_other.go)
//	menu_draw.go   what the menus draw with: the table, buttons, chips, wrapped text
//	menu_rules.go  "How to play": the four games, each opening its rules
//	picker.go      the variant picker: the game, who starts, the level; Play
//	picker_options.go  its rows: Kalah's options, who starts, the level
//	picker_draw.go its cards, rows and Play button
//	picker_confirm.go  Play: remember the choices; ask before replacing an unfinished game
//	board.go       the board scene: config, Thinker hook, Update order, Draw order
//	board_input.go taps, keys, Bao directions, hover preview
//	board_refuse.go  a tap that cannot be obeyed: the pit flashes, the status says why
//	computer.go    the computer player and the hint: the ai search, off the frame
//	board_play.go  moves, undo and redo, the computer's turn, hints
//	board_draw.go  the board, its marks, seeds, counts, preview and hand, through the board view
//	board_ui.go    plates, bar, status, direction targets, captions, result
//	board_save.go  the game saved after every move; Resume rebuilds it exactly
//	board_over.go  the game-over panel: result, final counts, Rematch, Review, Menu
//	review.go      a finished game's review: its summary, Export or Copy, the replay
//	review_text.go its figures (captures, extra turns, longest relay) and the export text
//	review_draw.go the replay's controls and status, the summary panel
//	review_export_other.go  Export: a file in the data folder (review_export_js.go: the clipboard)
//	board_debug.go the board's debug state: position, pits and buttons by name
//	board_sound.go the sounds of the seeds as the animation shows them
//	sound_adapter.go  Sounds over scenes/sound, or silence without a device
//	board_numbers.go  each pit's number beside it, when the settings ask
//	settings.go    the settings scene: speed, sound, volume, theme, pit numbers
//	settings_draw.go  its rows, choices, theme swatches and volume bar
//	settings_keys.go  the keyboard in the settings: focus a row, change its choice
//	settings_apply.go SpeedOf, saving the settings, the board's speed button
//	rules.go       the how-to-play scene: a game's pages, tabs, page turns, Back
//	rules_pages.go each game's pages: text and demonstration moves in notation
//	rules_demo.go  a page's moves played in a loop on a mini board, step by step
//	rules_caption.go  the caption of each step of a demonstration
//	rules_art.go   the mini board drawn by the board view, in the settings' theme
//	rules_draw.go  the side labels, the caption, the bar, the text, the page control
//	rules_text.go  the page's text and the captions word-wrapped to their boxes
//	challenge_browser.go  the challenge browser: tabs, scrolling, opening a card
//	challenge_browser_draw.go  its header, tabs, difficulty headings and cards
//	challenge_thumb.go a challenge's position as a small board on its card (board view)
//	challenge_state.go the challenges loaded once off the frame, progress, next
//	challenge_words.go goals, results, best lines and word-wrapping for people
//	board_challenge.go a challenge on the board: verdicts, perfect replies, hints
//	board_challenge_ui.go  the goal, the hint and the result panel with its buttons
//
// Packages beside it: scenes/theme (the palettes: every colour drawn),
// scenes/kit (the painter and the text), scenes/boardview (the one board
// renderer: wood, hollows, seeds, marks, counts, from the theme; and
// the pictures of the boards the menus show) with
// scenes/boardview/geom (its pure geometry).
//
// Tests need a display (xvfb-run -a); they run inside ebiten's game loop
// (main_test.go). MANCALA_SHOTS=dir writes screenshots of several states;
// MANCALA_DEBUG=1 makes the game log its tick and frame rates.
package scenes
