// Package scenes is the game's front end, and the only code that draws.
// It wires the scene packages together: NewGame builds the app (text,
// store, settings, sounds) and the routes between the scenes, and returns
// the manager showing the menu. ARCHITECTURE.md at the repository's root
// draws the packages:
//
//	core/              Scene, Context, Manager with its fade, App, Routes, Job
//	kit/               theme, text, painter, buttons and chips, intents and input, notice, sounds
//	menu/              the menu
//	picker/            the variant picker
//	play/              the board scene, its game-over panel, a challenge's Referee
//	review/            a finished game's review, composed onto the board scene
//	challengebrowser/  the challenge browser
//	howto/             how to play: the list of games, each game's pages and demonstrations
//	settings/          the settings
//	layout/, anim/, sound/  pure layout, the sowing animation, the sounds
//	scenetest/         the tests' driver, switcher, apps and routes
//
// No scene package imports another: a scene opens the next through the
// app's Routes, which routes.go fills. game.go builds the app.
//
// Tests need a display (xvfb-run -a); they run inside ebiten's game loop
// (scenetest.Main). MANCALA_SHOTS=dir writes screenshots of several
// states; MANCALA_DEBUG=1 makes the game log its tick and frame rates;
// MANCALA_STRESS=N plays the challenge flow N times (stress_test.go).
package scenes
