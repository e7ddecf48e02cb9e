package ogn

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"mancala/engine"
)

// moveToken matches a move as OGN writes it, after any move number: the
// house's letter, then the seeds it captured.
var moveToken = regexp.MustCompile(`^(?:\d+\.+)?([A-Fa-f])(?:\+(\d+))?$`)

// numberToken matches a move number alone: "12." or "12...".
var numberToken = regexp.MustCompile(`^\d+\.+$`)

// resultToken matches the result that closes the moves.
var resultToken = regexp.MustCompile(`^(\*|\d+-\d+)$`)

// replay plays the move text on g, skipping comments and variations.
func replay(g *engine.Game, text string) error {
	for n := 1; ; n++ {
		tok, rest, err := nextToken(text)
		if err != nil || tok == "" {
			return err
		}
		text = rest
		switch {
		case numberToken.MatchString(tok):
			n--
		case resultToken.MatchString(tok):
			return nothingAfter(text)
		default:
			if err := play(g, n, tok); err != nil {
				return err
			}
		}
	}
}

// nextToken returns the next word of the move text and the text after
// it, past whitespace, comments and variations; "" at the end.
func nextToken(text string) (tok, rest string, err error) {
	for {
		text = strings.TrimLeft(text, " \t\r\n")
		switch {
		case text == "":
			return "", "", nil
		case text[0] == '{':
			end := strings.IndexByte(text, '}')
			if end < 0 {
				return "", "", fmt.Errorf("ogn: a comment is not closed: %q", clip(text))
			}
			text = text[end+1:]
		case text[0] == '(':
			end, err := variationEnd(text)
			if err != nil {
				return "", "", err
			}
			text = text[end:]
		default:
			end := strings.IndexAny(text, " \t\r\n{(")
			if end < 0 {
				end = len(text)
			}
			return text[:end], text[end:], nil
		}
	}
}

// variationEnd returns where the variation opening text ends, after its
// closing parenthesis (variations nest).
func variationEnd(text string) (int, error) {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i + 1, nil
			}
		}
	}
	return 0, fmt.Errorf("ogn: a variation is not closed: %q", clip(text))
}

// nothingAfter checks that only comments follow the result.
func nothingAfter(text string) error {
	if tok, _, err := nextToken(text); err != nil || tok != "" {
		return fmt.Errorf("ogn: %q after the result", clip(tok))
	}
	return nil
}

// play plays move n of the record, written tok, on g.
func play(g *engine.Game, n int, tok string) error {
	m := moveToken.FindStringSubmatch(tok)
	if m == nil {
		return fmt.Errorf("ogn: move %d: %q is not a move (A-F or a-f, then +captures)", n, clip(tok))
	}
	if o := g.Outcome(); o.Over() {
		return fmt.Errorf("ogn: move %d (%s): the game ended before it", n, tok)
	}
	p := g.Position()
	side, pit := engine.South, int(m[1][0]-'A')+1
	if m[1][0] >= 'a' {
		side, pit = engine.North, int(m[1][0]-'a')+1
	}
	if side != p.ToMove {
		return fmt.Errorf("ogn: move %d (%s): %s is to move", n, tok, p.ToMove)
	}
	if err := g.Play(engine.PitMove(pit), nil); err != nil {
		return fmt.Errorf("ogn: move %d (%s) is illegal in %s", n, tok, engine.FormatPosition(g.Rules(), p))
	}
	got := int(g.Position().Stores[side]) - int(p.Stores[side])
	if want, err := strconv.Atoi(m[2]); err == nil && want != got {
		return fmt.Errorf("ogn: move %d (%s) captures %d seeds here, not %d", n, tok, got, want)
	}
	return nil
}

// clip shortens text quoted in an error.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// checkResult checks a finished record's result against the game
// replayed: "S-N", South's and North's seeds at the end.
func checkResult(rec Record) error {
	res := rec.Tag("Result")
	var s, n int
	if _, err := fmt.Sscanf(res, "%d-%d", &s, &n); err != nil {
		return nil // "*" or none: not finished, or not said
	}
	o := rec.Game.Outcome()
	switch {
	case !o.Over():
		return fmt.Errorf("ogn: the record ends %s, but the game is not over after its moves", res)
	case o.South != s || o.North != n:
		return fmt.Errorf("ogn: the record ends %s, the game replayed %d-%d", res, o.South, o.North)
	}
	return nil
}
