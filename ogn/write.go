package ogn

import (
	"fmt"
	"slices"
	"strings"

	"mancala/engine"
)

// roster is the tags Aualé writes first, in its order.
var roster = []string{"Variant", "Event", "Site", "Date", "Round", "South", "North", "Result"}

// lineWidth is where the move text wraps.
const lineWidth = 78

// Format writes game g of Oware as OGN: the roster of tags ("?" where
// tags has none), tags' others after them by name, FEN when the game does
// not start from the start, then the moves, numbered, each capture's
// seeds after its house, and the result ("*" until the game is over).
func Format(g *engine.Game, tags map[string]string) string {
	var sb strings.Builder
	res := result(g)
	for _, name := range roster {
		v := tags[name]
		switch {
		case name == "Variant":
			v = "Oware Abapa"
		case name == "Result":
			v = res
		case v == "":
			v = "?"
		}
		writeTag(&sb, name, v)
	}
	for _, name := range otherTags(tags) {
		writeTag(&sb, name, tags[name])
	}
	if start := g.Start(); start != g.Rules().Start(engine.South) {
		writeTag(&sb, "FEN", fen(start))
	}
	sb.WriteString("\n")
	writeMoves(&sb, g, res)
	return sb.String()
}

// writeTag writes one tag line, its value escaped.
func writeTag(sb *strings.Builder, name, value string) {
	v := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(value)
	fmt.Fprintf(sb, "[%s \"%s\"]\n", name, v)
}

// otherTags returns the names of tags outside the roster (FEN aside:
// Format writes the game's own), sorted.
func otherTags(tags map[string]string) []string {
	var names []string
	for name := range tags {
		known := name == "FEN"
		for _, r := range roster {
			known = known || name == r
		}
		if !known {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// fen writes position p as the FEN tag does.
func fen(p engine.Position) string {
	f := make([]string, 0, 15)
	for _, n := range p.Pits[:12] {
		f = append(f, fmt.Sprint(n))
	}
	f = append(f, fmt.Sprint(p.Stores[engine.South]), fmt.Sprint(p.Stores[engine.North]), map[engine.Side]string{engine.South: "S", engine.North: "N"}[p.ToMove])
	return strings.Join(f, "-")
}

// result is the game's result as OGN writes it: each side's seeds at the
// end, South's first, or "*".
func result(g *engine.Game) string {
	if o := g.Outcome(); o.Over() {
		return fmt.Sprintf("%d-%d", o.South, o.North)
	}
	return "*"
}

// writeMoves writes the numbered moves and the result, wrapped.
func writeMoves(sb *strings.Builder, g *engine.Game, res string) {
	var words []string
	for i, m := range g.Moves() {
		p, q := g.PositionAt(i), g.PositionAt(i+1)
		w := string(rune('A' + m.Pit() - 1))
		if p.ToMove == engine.North {
			w = strings.ToLower(w)
		}
		if c := int(q.Stores[p.ToMove]) - int(p.Stores[p.ToMove]); c > 0 {
			w += fmt.Sprintf("+%d", c)
		}
		if i%2 == 0 { // Oware has no extra turn: the sides alternate
			w = fmt.Sprintf("%d. %s", i/2+1, w) // a line never ends with a number
		}
		words = append(words, w)
	}
	words = append(words, res)
	line := 0
	for i, w := range words {
		if i > 0 && line+1+len(w) > lineWidth {
			sb.WriteString("\n")
			line = 0
		} else if i > 0 {
			sb.WriteString(" ")
			line++
		}
		sb.WriteString(w)
		line += len(w)
	}
	sb.WriteString("\n")
}
