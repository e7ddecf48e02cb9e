package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// FormatPosition writes p in the project's one-line notation for the game
// r plays. Two-row games: "<South pits>/<North pits> <South store> <North
// store> <s|n>", each row from its owner's left (Kalah's start:
// "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"; Oware's stores are the captured seeds).
// Bao: "<South back>/<South front>/<North front>/<North back> <s|n>".
func FormatPosition(r Rules, p Position) string {
	b := r.Board()
	var sb strings.Builder
	for row := 0; row < b.Rows; row++ {
		if row > 0 {
			sb.WriteByte('/')
		}
		for i := 0; i < b.Pits; i++ {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Itoa(int(p.Pits[row*b.Pits+i])))
		}
	}
	if b.Variant != BaoGame {
		fmt.Fprintf(&sb, " %d %d", p.Stores[South], p.Stores[North])
	}
	sb.WriteString(" " + p.ToMove.String()[:1])
	return sb.String()
}

// ParsePosition reads a position written by FormatPosition for the game r
// plays. Malformed or impossible text (a wrong number of rows or pits, a
// number that is not a count, a wrong seed total) is an error that names
// what is wrong.
func ParsePosition(r Rules, s string) (Position, error) {
	b := r.Board()
	fields := strings.Fields(s)
	want := 4
	if b.Variant == BaoGame {
		want = 2
	}
	if len(fields) != want {
		return Position{}, fmt.Errorf("engine: position %q has %d fields, want %d for %s (%s)",
			s, len(fields), want, b.Variant, notationShape(b))
	}
	var p Position
	if err := parseRows(&p, b, fields[0]); err != nil {
		return Position{}, err
	}
	if b.Variant != BaoGame {
		if err := parseStores(&p, fields[1:3]); err != nil {
			return Position{}, err
		}
	}
	side, err := parseSide(fields[len(fields)-1])
	if err != nil {
		return Position{}, err
	}
	p.ToMove = side
	if t := p.Total(); t != b.Seeds {
		return Position{}, fmt.Errorf("engine: position has %d seeds in all, want %d for %s", t, b.Seeds, r)
	}
	return p, nil
}

func notationShape(b Board) string {
	if b.Variant == BaoGame {
		return "<South back>/<South front>/<North front>/<North back> <s|n>"
	}
	return "<South pits>/<North pits> <South store> <North store> <s|n>"
}

// rowNames name a position's rows by the board's rows: two, or four.
var rowNames = [5][]string{
	2: {"South row", "North row"},
	4: {"South back row", "South front row", "North front row", "North back row"},
}

func parseRows(p *Position, b Board, field string) error {
	rows := strings.Split(field, "/")
	if len(rows) != b.Rows {
		return fmt.Errorf("engine: position %q has %s, want %d for %s", field, plural(len(rows), "row"), b.Rows, b.Variant)
	}
	for r, row := range rows {
		name := rowNames[b.Rows][r]
		pits := strings.Split(row, ",")
		if len(pits) != b.Pits {
			return fmt.Errorf("engine: position's %s has %s, want %d", name, plural(len(pits), "pit"), b.Pits)
		}
		for i, t := range pits {
			n, err := parseCount(t, fmt.Sprintf("%s pit %d", name, i+1))
			if err != nil {
				return err
			}
			p.Pits[r*b.Pits+i] = n
		}
	}
	return nil
}

func parseStores(p *Position, fields []string) error {
	for s, f := range fields {
		n, err := parseCount(f, Side(s).String()+" store")
		if err != nil {
			return err
		}
		p.Stores[s] = n
	}
	return nil
}

// parseCount reads a seed count of at most 255.
func parseCount(t, what string) (uint8, error) {
	n, err := strconv.Atoi(t)
	switch {
	case err != nil && strings.HasPrefix(t, "-"):
		return 0, fmt.Errorf("engine: position's %s is negative (%s)", what, t)
	case err != nil || !canonical(t):
		return 0, fmt.Errorf("engine: position's %s is %q, not a number of seeds", what, t)
	case n < 0:
		return 0, fmt.Errorf("engine: position's %s is negative (%d)", what, n)
	case n > 255:
		return 0, fmt.Errorf("engine: position's %s holds %d seeds, more than any game has", what, n)
	}
	return uint8(n), nil
}

// canonical reports whether t is a number as the notation writes it: a
// minus sign or digits with no leading zero, and no plus sign.
func canonical(t string) bool {
	t = strings.TrimPrefix(t, "-")
	return t != "" && t[0] != '+' && (t == "0" || t[0] != '0')
}

func parseSide(t string) (Side, error) {
	switch t {
	case "s":
		return South, nil
	case "n":
		return North, nil
	}
	return South, fmt.Errorf("engine: position's side to move is %q, want s or n", t)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
