// Package challengebrowser is the challenge browser: a tab per game, the
// challenges by difficulty as cards, scrolling, and a card opening its
// challenge on the board through the app's routes.
//
//	browser.go         tabs, scrolling, opening a card
//	browser_draw.go    its header, tabs, difficulty headings and cards
//	challenge_thumb.go a challenge's position as a small board on its card
package challengebrowser
