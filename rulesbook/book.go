// Package rulesbook holds the how-to-play pages of the four games as data:
// one JSON file per game in data/, embedded in the program, read and
// checked at start. Each page has a title, its words and the moves its
// mini board demonstrates, in the engine's notation. It imports the engine
// only, never ebiten, so its tests run headless and under js/wasm.
//
// A file, data/<variant>.json ("kalah", "oware", "congkak", "bao"), is a
// JSON array of pages, in reading order, each an object with:
//
//   - title: the page's title;
//   - body: its paragraphs, an array of strings;
//   - demos: the moves the mini board plays in a loop, each an object with
//     position (engine.ParsePosition's notation), move (engine.ParseMove's),
//     intro (the caption before the move), rules (optional: the rules as
//     engine.ParseRules reads them, e.g. "kalah capture=empty"; the game's
//     standard rules when left out) and say (optional: captions for the
//     move's steps where the standard ones will not do, by event name as
//     engine.EventKind.String writes it, e.g. "pass-turn").
//
// Loading checks every field: the position parses, the move is legal
// there, and each caption of say names an event the move makes.
//
// The files are the English; the other languages' words are in the
// message catalogues, under keys derived from where each text stands
// (words.go): Book.PagesIn gives a game's pages in a language.
package rulesbook

import (
	"embed"
	"fmt"
	"io/fs"
	"sync"

	"mancala/engine"
)

// Page is one topic of a game's rules.
type Page struct {
	Title string
	Body  string // paragraphs separated by "\n"
	Demos []Demo
}

// Demo is one move shown on a page's mini board.
type Demo struct {
	Rules    string // as engine.ParseRules reads them; empty: the game's standard rules
	Position string // the start, in the engine's notation
	Move     string // the move, in the engine's notation
	Intro    string // the caption shown before the move
	// Say holds the captions of the move's steps where the standard ones
	// will not do, by the kind of event they describe.
	Say  map[engine.EventKind]string
	clip Clip
}

// Clip returns the demonstration parsed and played by the engine.
func (d *Demo) Clip() Clip {
	c := d.clip
	c.Trace.Events = append([]engine.Event(nil), d.clip.Trace.Events...)
	return c
}

// Clip is a demonstration made ready to play: its rules, start and move,
// and the trace the engine records for the move.
type Clip struct {
	Rules engine.Rules
	Start engine.Position
	Move  engine.Move
	Trace engine.Trace
}

// Book is the pages of every game.
type Book struct {
	pages [engine.BaoGame + 1][]Page
}

// Pages returns the pages of game v, in reading order.
func (b *Book) Pages(v engine.Variant) []Page {
	if b == nil || int(v) >= len(b.pages) {
		return nil
	}
	return b.pages[v]
}

// data holds the pages' files built into the program.
//
//go:embed data/*.json
var data embed.FS

// embedded is the built-in book, read once on first use.
var embedded struct {
	once sync.Once
	book *Book
	err  error
}

// Embedded returns the book built into the program, read and checked on
// first use.
func Embedded() (*Book, error) {
	embedded.once.Do(func() {
		sub, err := fs.Sub(data, "data")
		if err != nil {
			embedded.err = fmt.Errorf("rulesbook: %w", err)
			return
		}
		embedded.book, embedded.err = Load(sub)
	})
	return embedded.book, embedded.err
}

// Load reads and checks one file per game at the top of fsys, named after
// the game: kalah.json, oware.json, congkak.json and bao.json.
func Load(fsys fs.FS) (*Book, error) {
	b := &Book{}
	for v := range b.pages {
		name := engine.Variant(v).String() + ".json"
		raw, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("rulesbook: %w", err)
		}
		if b.pages[v], err = Parse(engine.Variant(v), name, raw); err != nil {
			return nil, err
		}
	}
	return b, nil
}
