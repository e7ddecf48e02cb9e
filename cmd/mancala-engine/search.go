package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mancala/ai"
	"mancala/engine"
)

// searcher answers go and solve with the ai packages. Searches are
// deterministic for a given seed (go level) or budget (go depth).
type searcher struct {
	seed uint64
}

// Go runs "go level L", "go depth D" or "go movetime MS": info lines, one
// per finished iteration, then "bestmove M".
func (sr searcher) Go(s *session, args []string, out func(string)) error {
	if len(args) != 2 {
		return fmt.Errorf("protocol: go needs level L, depth D or movetime MS")
	}
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 1 {
		return fmt.Errorf("protocol: go %s %q is not a positive number", args[0], args[1])
	}
	if err := s.mustMove(); err != nil {
		return err
	}
	ctx, r, p := context.Background(), s.rules, s.game.Position()
	info := func(i ai.Info) { out(infoLine(i)) }
	var res ai.Result
	switch args[0] {
	case "level":
		if n > 10 {
			return fmt.Errorf("protocol: level %d is not 1..10", n)
		}
		res = ai.Play(ctx, r, p, ai.Level(n), sr.seed, info)
	case "depth":
		res = ai.Search(ctx, r, p, ai.Limits{Depth: min(n, ai.MaxDepth)}, info)
	case "movetime":
		res = ai.Search(ctx, r, p, ai.Limits{Time: time.Duration(n) * time.Millisecond}, info)
	default:
		return fmt.Errorf("protocol: go %q: want level, depth or movetime", args[0])
	}
	out("bestmove " + res.Move.String())
	return nil
}

// mustMove fails when the game is over.
func (s *session) mustMove() error {
	if o := s.game.Outcome(); o.Over() {
		return fmt.Errorf("protocol: the game is over (%s)", strings.TrimPrefix(s.result(), "result "))
	}
	return nil
}

// infoLine writes a search iteration: the score is for the player to move,
// in hundredths of a seed.
func infoLine(i ai.Info) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "info depth %d score %d nodes %d nps %d time %d pv", i.Depth, i.Score, i.Nodes, i.NPS, i.Time.Milliseconds())
	for _, m := range i.PV {
		sb.WriteString(" " + m.String())
	}
	return sb.String()
}

// Solve answers "solve <value> bestmove M" with the exact value.
func (sr searcher) Solve(s *session, out func(string)) error {
	return fmt.Errorf("protocol: not implemented")
}

var _ = engine.South
