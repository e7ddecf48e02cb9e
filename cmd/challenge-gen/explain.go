package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"mancala/challenges"
	"mancala/engine"
)

// explain prints, for each challenge of the file, the board, the goal and
// what each move of the solution line does: the notes a person needs to
// write a title and a hint.
func explain(file string, w io.Writer) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	list, err := challenges.Parse(file, b)
	if err != nil {
		return err
	}
	for _, c := range list {
		line, err := challenges.Solution(c)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "== %s (%s, d%d): %s\n%s", c.ID, c.Mover(), c.Difficulty, c.Goal, board(c.Rules, c.Position))
		describeLine(w, c, line)
	}
	return nil
}

// board draws p as rows of numbers, North's row reversed so that the
// columns face each other as on the screen.
func board(r engine.Rules, p engine.Position) string {
	b := r.Board()
	var sb strings.Builder
	for row := b.Rows - 1; row >= 0; row-- {
		north := row >= b.Rows/2
		fmt.Fprintf(&sb, "   %s ", map[bool]string{true: "N", false: "S"}[north])
		for i := 0; i < b.Pits; i++ {
			j := i
			if north {
				j = b.Pits - 1 - i
			}
			fmt.Fprintf(&sb, "%3d", p.Pits[row*b.Pits+j])
		}
		sb.WriteString("\n")
	}
	if b.Stores {
		fmt.Fprintf(&sb, "   stores S %d N %d\n", p.Stores[0], p.Stores[1])
	} else if b.Variant == engine.OwareGame {
		fmt.Fprintf(&sb, "   captured S %d N %d\n", p.Stores[0], p.Stores[1])
	}
	return sb.String()
}

// describeLine prints each move of line with its captures and turns.
func describeLine(w io.Writer, c *challenges.Challenge, line []engine.Move) {
	p := c.Position
	for _, m := range line {
		var tr engine.Trace
		q := c.Rules.Apply(p, m, &tr)
		fmt.Fprintf(w, "   %s plays %s:%s\n", p.ToMove, m, events(&tr))
		p = q
	}
	fmt.Fprintf(w, "%s\n", board(c.Rules, p))
}

// events summarises the captures and turn changes of a trace.
func events(tr *engine.Trace) string {
	var sb strings.Builder
	relays := 0
	for _, e := range tr.Events {
		switch e.Kind {
		case engine.Relay:
			relays++
		case engine.Capture:
			fmt.Fprintf(&sb, " capture %d from %d;", e.Count, e.From)
		case engine.ExtraTurn:
			sb.WriteString(" extra turn;")
		case engine.GrandSlam:
			sb.WriteString(" grand slam;")
		case engine.GameOver:
			sb.WriteString(" game over;")
		}
	}
	if relays > 0 {
		fmt.Fprintf(&sb, " %d relays;", relays)
	}
	return sb.String()
}
