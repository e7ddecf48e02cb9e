// Package howto is "How to play": the list of the four games, then each
// game's pages, with a demonstration played on a mini board, all in the
// player's language (the pages' words through rulesbook.Book.PagesIn).
//
//	gamelist.go    the four games, each opening its rules
//	rules.go       a game's pages, tabs, page turns, Back
//	rules_pages.go each game's pages in the player's language, with the rules book's clips
//	rules_demo.go  a page's moves played in a loop on a mini board, step by step
//	rules_caption.go  the caption of each step of a demonstration
//	rules_art.go   the mini board's wood and hollows, drawn once per size
//	rules_draw.go  its lights, seeds and counts, the bar, the text, the page control
//	rules_text.go  the page's text wrapped and scrolled, the captions fitted to two lines
package howto
