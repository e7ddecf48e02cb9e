package howto

import (
	"sync"

	"mancala/engine"
	"mancala/i18n"
	"mancala/rulesbook"
)

// rulesPage is one topic of a game's rules in the player's language: a
// title, the text (paragraphs separated by "\n") and the clips its mini
// board plays in a loop.
type rulesPage struct {
	title string
	body  string
	clips []demoClip
}

// demoClip is one move shown on the mini board: the rules book's clip
// (its rules, start, move and trace, the same in every language), the
// caption shown before it, and captions for its steps where the standard
// ones will not do.
type demoClip struct {
	clip  rulesbook.Clip
	intro string
	say   map[engine.EventKind]string
}

// rulesPages returns the pages of each game in English, in
// engine.Variant order, read once: every language has the same pages, so
// this also counts them. The rules book's files (rulesbook/data/*.json)
// are checked as they are read (on the first look, not as the game
// starts) and by the rules book's tests: every move is legal and shows
// what its page says. The game list says so and turns back when a file is
// malformed.
func rulesPages() *[4][]rulesPage {
	english.once.Do(func() { english.pages = bookPages(nil) })
	return &english.pages
}

// english holds the English pages once read.
var english struct {
	once  sync.Once
	pages [4][]rulesPage
}

// bookPages returns the rules book's pages for the scene in the language
// of w (English where its catalogue lacks a text; nil is English): none
// when the book cannot be read (the game list says why).
func bookPages(w i18n.Words) [4][]rulesPage {
	var out [4][]rulesPage
	b, err := rulesbook.Embedded()
	if err != nil {
		return out
	}
	for v := range out {
		for _, pg := range b.PagesIn(engine.Variant(v), w) {
			out[v] = append(out[v], rulesPage{title: pg.Title, body: pg.Body, clips: bookClips(pg.Demos)})
		}
	}
	return out
}

// bookClips returns the rules book's demonstrations as the scene's clips.
func bookClips(demos []rulesbook.Demo) []demoClip {
	var out []demoClip
	for i := range demos {
		d := &demos[i]
		out = append(out, demoClip{clip: d.Clip(), intro: d.Intro, say: d.Say})
	}
	return out
}
