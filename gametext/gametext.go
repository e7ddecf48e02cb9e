// Package gametext reads a game given as text, as the analysis board's
// Import takes it: the engine protocol's two lines (what the review's
// Export writes), or an Aualé OGN record of an Oware game. It is apart
// from package analysis so that the page, which judges games, does not
// carry the readers: its Web Worker reads what is pasted.
package gametext

import (
	"errors"
	"fmt"
	"strings"

	"mancala/engine"
	"mancala/ogn"
)

// maxImport is the longest game text read: a long game with comments is
// a few kilobytes.
const maxImport = 1 << 20

// ParseGame reads a game to analyse from text: the engine protocol's two
// lines as Export writes them ("variant <rules>" then "position
// <start|position> [moves ...]"; one line or two), or an Aualé OGN record
// of an Oware game (its tags first). Whatever is wrong (unknown rules, a
// malformed position, an illegal move) is an error that says what.
func ParseGame(text string) (*engine.Game, error) {
	if len(text) > maxImport {
		return nil, fmt.Errorf("the text is %d bytes, longer than a game", len(text))
	}
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "[") {
		rec, err := ogn.Parse(text)
		return rec.Game, err
	}
	return parseProtocol(strings.Fields(text))
}

// errNoGame says what the importer reads, for text it cannot.
var errNoGame = errors.New(`no game found: paste the two lines Export writes ("variant ..." and "position ..."), or an OGN record`)

// parseProtocol reads the engine protocol's variant and position lines,
// split into words.
func parseProtocol(words []string) (*engine.Game, error) {
	if len(words) < 3 || words[0] != "variant" {
		return nil, errNoGame
	}
	rules, pos, ok := cut(words[1:], "position")
	if !ok || len(rules) == 0 || len(pos) == 0 {
		return nil, errNoGame
	}
	r, err := engine.ParseRules(strings.Join(rules, " "))
	if err != nil {
		return nil, err
	}
	spec, moves, _ := cut(pos, "moves")
	start := r.Start(engine.South)
	if len(spec) != 1 || spec[0] != "start" {
		if start, err = engine.ParsePosition(r, strings.Join(spec, " ")); err != nil {
			return nil, err
		}
	}
	return replay(r, start, moves)
}

// replay plays the moves in notation from start.
func replay(r engine.Rules, start engine.Position, moves []string) (*engine.Game, error) {
	g := engine.NewGame(r, start)
	for i, t := range moves {
		m, err := engine.ParseMove(r, t)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if err := g.Play(m, nil); err != nil {
			return nil, fmt.Errorf("move %d (%s) is not legal in that position", i+1, t)
		}
	}
	return g, nil
}

// cut splits words at the first w.
func cut(words []string, w string) (before, after []string, found bool) {
	for i, x := range words {
		if x == w {
			return words[:i], words[i+1:], true
		}
	}
	return words, nil, false
}
