package howto

import (
	"sync"

	"mancala/engine"
	"mancala/rulesbook"
)

// rulesPage is one topic of a game's rules: a title, the text (paragraphs
// separated by "\n") and the clips its mini board plays in a loop.
type rulesPage struct {
	title string
	body  string
	clips []demoClip
}

// demoClip is one move shown on the mini board: the rules (as
// engine.ParseRules reads them; empty for the game's standard rules), a
// position in the engine's notation, the move, the caption shown before
// it, and captions for its steps where the standard ones will not do.
type demoClip struct {
	rules string
	pos   string
	move  string
	intro string
	say   map[engine.EventKind]string
}

// rulesPages returns the pages of each game, in engine.Variant order, from
// the rules book's files (rulesbook/data/*.json), checked as they are
// read (on the first look, not as the game starts) and by the rules
// book's tests: every move is legal and shows what its page says. The
// game list says so and turns back when a file is malformed.
func rulesPages() *[4][]rulesPage {
	book.once.Do(func() { book.pages = bookPages() })
	return &book.pages
}

// book holds the pages once read.
var book struct {
	once  sync.Once
	pages [4][]rulesPage
}

// bookPages returns the rules book's pages for the scene: none when the
// book cannot be read (the game list says why).
func bookPages() [4][]rulesPage {
	var out [4][]rulesPage
	b, err := rulesbook.Embedded()
	if err != nil {
		return out
	}
	for v := range out {
		for _, pg := range b.Pages(engine.Variant(v)) {
			out[v] = append(out[v], rulesPage{title: pg.Title, body: pg.Body, clips: bookClips(pg.Demos)})
		}
	}
	return out
}

// bookClips returns the rules book's demonstrations as the scene's clips.
func bookClips(demos []rulesbook.Demo) []demoClip {
	var out []demoClip
	for _, d := range demos {
		out = append(out, demoClip{rules: d.Rules, pos: d.Position, move: d.Move, intro: d.Intro, say: d.Say})
	}
	return out
}
