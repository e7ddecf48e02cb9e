// Package core is what every scene shares and what runs them: the Scene
// interface and the Context a scene gets each tick, the Manager (the
// ebiten.Game) with its scene stack and cross-fade, the App (text,
// settings, store, sounds, challenge progress) and its Routes, the
// constructors by which one scene opens another without importing it.
//
//	scene.go       Scene, Switcher and Context: what a scene gets each tick (its
//	               game time too); a scene is laid out from the moment it exists
//	manager.go     the ebiten.Game: scene stack, cross-fade, device-scale Layout,
//	               game time from an injectable clock; a still scene is not drawn again
//	app.go         App: what the scenes share
//	routes.go      Routes: the scenes a scene may open, filled by package scenes
//	job.go         Job: work off the frame that Update polls (no scene starts goroutines)
//	config.go      Config and Thinker: what the board scene plays, and who thinks
//	computer.go    the computer player and the hint: the ai search, off the frame
//	choices.go     the picker's choices (the menu keeps them): game, options, level
//	settings_apply.go  SpeedOf, saving the settings
//	challenge_state.go the challenges loaded once off the frame, progress, next
//	debug.go       DebugState: a scene's picture for browser tests
//	debug_js.go    publishing it on window.mancala (debug_other.go: nothing)
package core
