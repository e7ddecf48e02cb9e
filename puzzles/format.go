package puzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"mancala/engine"
)

// A puzzle is written on one line, its fields apart by " | ":
//
//	id | game | position | line | themes | difficulty | rating | margin | proof | source
//
// game is engine.ParseRules's text ("kalah" for the standard game),
// position engine.ParsePosition's, line engine.ParseMoves's, themes
// their names apart by commas, margin in seeds (one decimal, "99" for a
// decisive one), proof "search" or "exact". A pack is such lines; blank
// lines and lines starting with "#" are left out.
const fieldSep = " | "

// numFields is the number of fields of a puzzle's line.
const numFields = 10

// Format writes p as one line of a pack.
func Format(p *Puzzle) string {
	return strings.Join([]string{p.ID, GameName(p.Rules), engine.FormatPosition(p.Rules, p.Position),
		engine.FormatMoves(p.Line), p.Themes.String(), strconv.Itoa(p.Difficulty), strconv.Itoa(p.Rating),
		strconv.FormatFloat(p.Margin, 'f', -1, 64), p.Proof.String(), p.Source}, fieldSep)
}

// GameName is r as a pack writes it: "kalah" for the standard Kalah,
// else r's own text.
func GameName(r engine.Rules) string {
	if k, ok := r.(engine.Kalah); ok && k.Options() == engine.StandardKalah {
		return "kalah"
	}
	return r.String()
}

// Parse reads a puzzle written by Format and checks it can be played:
// its line legal from its position and ending with the player's move.
func Parse(line string) (*Puzzle, error) {
	f := strings.Split(line, "|")
	if len(f) != numFields {
		return nil, fmt.Errorf("puzzles: %d fields, want %d: id | game | position | line | themes | difficulty | rating | margin | proof | source", len(f), numFields)
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	p := &Puzzle{ID: f[0], Source: f[9]}
	if err := p.parseGame(f[1], f[2], f[3]); err != nil {
		return nil, fmt.Errorf("puzzles: %s: %w", p.ID, err)
	}
	if err := p.parseFacts(f[4], f[5], f[6], f[7], f[8]); err != nil {
		return nil, fmt.Errorf("puzzles: %s: %w", p.ID, err)
	}
	return p, p.check()
}

// parseGame reads the game, the position and the line.
func (p *Puzzle) parseGame(game, pos, line string) error {
	r, err := engine.ParseRules(game)
	if err != nil {
		return err
	}
	p.Rules = r
	if p.Position, err = engine.ParsePosition(r, pos); err != nil {
		return err
	}
	p.Line, err = engine.ParseMoves(r, line)
	return err
}

// parseFacts reads the themes, difficulty, rating, margin and proof.
func (p *Puzzle) parseFacts(themes, difficulty, rating, margin, proof string) error {
	for _, name := range strings.Split(themes, ",") {
		t, ok := ParseTheme(name)
		if !ok {
			return fmt.Errorf("theme %q is not one of %s", name, allThemeNames())
		}
		p.Themes = p.Themes.With(t)
	}
	var err error
	if p.Difficulty, err = strconv.Atoi(difficulty); err != nil || p.Difficulty < 1 || p.Difficulty > 5 {
		return fmt.Errorf("difficulty %q is not 1 to 5", difficulty)
	}
	if p.Rating, err = strconv.Atoi(rating); err != nil || p.Rating < 100 || p.Rating > 4000 {
		return fmt.Errorf("rating %q is not 100 to 4000", rating)
	}
	if p.Margin, err = strconv.ParseFloat(margin, 64); err != nil || p.Margin < MinMargin || p.Margin > Decisive {
		return fmt.Errorf("margin %q is not %g to %g seeds", margin, MinMargin, Decisive)
	}
	switch proof {
	case "search":
	case "exact":
		p.Proof = Exact
	default:
		return fmt.Errorf(`proof %q is not "search" or "exact"`, proof)
	}
	return nil
}

// allThemeNames lists the themes' names for an error.
func allThemeNames() string {
	return Themes(1<<numThemes - 1).String()
}

// check reports whether p can be played: an id, a game not over, a line
// legal from the position that ends with a move of the player's.
func (p *Puzzle) check() error {
	if p.ID == "" || strings.ContainsAny(p.ID, " |") {
		return fmt.Errorf("puzzles: id %q: want a word", p.ID)
	}
	if len(p.Line) == 0 {
		return fmt.Errorf("puzzles: %s: no line", p.ID)
	}
	q := p.Position
	for i, m := range p.Line {
		if p.Rules.Outcome(q).Over() || !engine.IsLegal(p.Rules, q, m) {
			return fmt.Errorf("puzzles: %s: move %d (%s) of the line is not legal", p.ID, i+1, m)
		}
		if i == len(p.Line)-1 && q.ToMove != p.Mover() {
			return fmt.Errorf("puzzles: %s: the line ends with the opponent's move", p.ID)
		}
		q = p.Rules.Apply(q, m, nil)
	}
	return nil
}

// ParsePack reads a pack: a puzzle a line, ids unique. An error names the
// line it is on.
func ParsePack(text string) ([]*Puzzle, error) {
	var out []*Puzzle
	seen := map[string]bool{}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := Parse(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
		if seen[p.ID] {
			return nil, fmt.Errorf("line %d: %w: %s", n+1, errDuplicate, p.ID)
		}
		seen[p.ID] = true
		out = append(out, p)
	}
	return out, nil
}

// errDuplicate is the error of an id met twice in a pack.
var errDuplicate = errors.New("puzzles: an id used twice")
