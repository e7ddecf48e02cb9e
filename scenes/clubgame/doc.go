// Package clubgame is the online board scene: one game of the online
// club (package online/club), played against another player or watched.
// It sets the same table as a local game (package table: the board, its
// seeds and animation, the plates, the strip, the panel), with both players' names, ratings, clocks and
// connections, the game's buttons (resign, draw, abort, claim, rematch)
// and, for a watcher, steps back and forward through the moves. The
// club's match is the model: the scene never blocks and starts no
// goroutine; it polls the session in Update and shows the moves the match
// queues for it.
//
//	game.go         the scene: state, Update order, Draw order, Resize
//	parts.go        the groups of the scene's methods: view, plates, words, input, stepper
//	game_match.go   where the scene meets the match: shown moves, refusals, games begun (the rematch), what it reads
//	game_input.go   taps and keys: the buttons shown, the board, Bao directions, the resign question
//	game_draw.go    the board, marks, direction targets, captions, buttons, the notice, the question
//	game_plates.go  names, ratings, connections and clocks; the bar, the strip and the moves
//	chat.go         the players' preset phrases: the menu, and the bubble on the speaker's plate
//	game_words.go   the status line (in forms that fit narrower bars), the buttons' labels, the gone banner
//	game_over.go    the game-over panel: result, reason, rating change, the rematch asked
//	game_watch.go   a watcher's steps through the moves; the seeds' sounds
//	game_debug.go   the scene's debug state: pits and buttons by name
package clubgame
