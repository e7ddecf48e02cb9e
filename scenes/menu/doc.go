// Package menu is the first scene: play against the computer or a friend,
// resume a saved game, the challenges, how to play, the settings, and
// quit (menu_quit_other.go; the browser has no Quit, menu_quit_js.go).
// It opens the other scenes through the app's routes.
package menu
