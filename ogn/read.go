package ogn

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"mancala/engine"
)

// Record is a game read from OGN: its tags, in the order written, and the
// game replayed.
type Record struct {
	Tags []Tag
	Game *engine.Game
}

// Tag is one header tag.
type Tag struct{ Name, Value string }

// Tag returns the value of the tag named name, "" when there is none.
func (r Record) Tag(name string) string {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// Rules returns the Oware that OGN records: Oware Abapa, a position met a
// second time ends the game.
func Rules() engine.Rules {
	o, _ := engine.NewOware(engine.OwareOptions{Repetition: engine.RepeatSecond})
	return o
}

// maxText is the longest record read: a long game with comments is a few
// kilobytes.
const maxText = 1 << 20

var errEmpty = errors.New("ogn: no game: the text has no tags and no moves")

// tagLine matches one header tag; a value escapes \ and " with a \.
var tagLine = regexp.MustCompile(`^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]`)

// Parse reads an OGN record and replays its moves.
func Parse(text string) (Record, error) {
	if len(text) > maxText {
		return Record{}, fmt.Errorf("ogn: the text is %d bytes, more than a game (%d)", len(text), maxText)
	}
	var rec Record
	for {
		m := tagLine.FindStringSubmatch(text)
		if m == nil {
			break
		}
		rec.Tags = append(rec.Tags, Tag{m[1], unescape(m[2])})
		text = text[len(m[0]):]
	}
	if len(rec.Tags) == 0 && strings.TrimSpace(text) == "" {
		return Record{}, errEmpty
	}
	if v := rec.Tag("Variant"); v != "" && !strings.Contains(strings.ToLower(v), "oware") {
		return Record{}, fmt.Errorf("ogn: the game is %q; only Oware is read", v)
	}
	start, err := startOf(rec.Tag("FEN"))
	if err != nil {
		return Record{}, err
	}
	rec.Game = engine.NewGame(Rules(), start)
	if err := replay(rec.Game, text); err != nil {
		return Record{}, err
	}
	return rec, checkResult(rec)
}

// unescape reads a tag's value.
func unescape(s string) string { return strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(s) }

// startOf reads the FEN tag: twelve houses counterclockwise from South's
// A, South's then North's captured seeds, and S or N to move, joined by
// dashes ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"); none is the start.
func startOf(fen string) (engine.Position, error) {
	r := Rules()
	if fen == "" {
		return r.Start(engine.South), nil
	}
	f := strings.Split(fen, "-")
	if len(f) != 15 || (f[14] != "S" && f[14] != "N") {
		return engine.Position{}, fmt.Errorf("ogn: FEN %q: want 14 counts and S or N, joined by dashes", fen)
	}
	for _, n := range f[:14] {
		if _, err := strconv.ParseUint(n, 10, 8); err != nil {
			return engine.Position{}, fmt.Errorf("ogn: FEN %q: %q is not a count of seeds", fen, n)
		}
	}
	ours := strings.Join(f[0:6], ",") + "/" + strings.Join(f[6:12], ",") + " " + f[12] + " " + f[13] + " " + strings.ToLower(f[14])
	p, err := engine.ParsePosition(r, ours)
	if err != nil {
		return engine.Position{}, fmt.Errorf("ogn: FEN %q: %w", fen, err)
	}
	return p, nil
}
