package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mancala/ai"
	"mancala/ai/solve"
	"mancala/engine"
)

// searcher answers go and solve with the ai packages. Searches are
// deterministic for a given seed (go level) or budget (go depth).
type searcher struct {
	seed    uint64
	solvers map[string]*solve.Solver // by rules: each keeps its database and table
}

func newSearcher() searcher { return searcher{solvers: map[string]*solve.Solver{}} }

// Go runs "go level L", "go depth D" or "go movetime MS": info lines, one
// per finished iteration, then "bestmove M"; with "multipv K" after the
// budget (K > 1), the K best moves' lines instead (goMultiPV).
func (sr searcher) Go(s *session, args []string, out func(string)) error {
	k, err := multiPV(args)
	if err != nil {
		return err
	}
	args = args[:2]
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 1 {
		return fmt.Errorf("protocol: go %s %q is not a positive number", args[0], args[1])
	}
	if err := s.mustMove(); err != nil {
		return err
	}
	if k > 1 && (args[0] == "level" && n <= 10 || args[0] == "depth" || args[0] == "movetime") {
		return goMultiPV(s, args[0], n, k, out)
	}
	ctx, r, p, hist := context.Background(), s.rules, s.game.Position(), ai.GameHistory(s.game)
	info := func(i ai.Info) { out(infoLine(i)) }
	if res, ok := ai.BookMove(r, p, hist); ok && s.book && (args[0] == "depth" || args[0] == "movetime") {
		info(ai.Info{Depth: res.Depth, Score: res.Score, PV: res.PV})
		out("bestmove " + res.Move.String())
		return nil
	}
	var res ai.Result
	switch args[0] {
	case "level":
		if n > 10 {
			return fmt.Errorf("protocol: level %d is not 1..10", n)
		}
		res = ai.PlayGame(ctx, s.game, ai.Level(n), sr.seed, info)
	case "depth":
		res = ai.Search(ctx, r, p, ai.Limits{Depth: min(n, ai.MaxDepth), History: hist}, info)
	case "movetime":
		res = ai.Search(ctx, r, p, ai.Limits{Time: time.Duration(n) * time.Millisecond, History: hist}, info)
	default:
		return fmt.Errorf("protocol: go %q: want level, depth or movetime", args[0])
	}
	out("bestmove " + res.Move.String())
	return nil
}

// multiPV returns how many lines go asks for: 1 without "multipv K"
// after the budget.
func multiPV(args []string) (int, error) {
	switch {
	case len(args) == 2:
		return 1, nil
	case len(args) == 4 && args[2] == "multipv":
		k, err := strconv.Atoi(args[3])
		if err != nil || k < 1 {
			return 0, fmt.Errorf("protocol: go multipv %q is not a positive number", args[3])
		}
		return k, nil
	}
	return 0, fmt.Errorf("protocol: go needs level L, depth D or movetime MS, then multipv K or nothing")
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

// Solve answers "solve <value> bestmove M": the exact final score
// difference for the player to move with perfect play, always signed (Bao:
// win, loss, or draw by the repetition guard). "solve nodes N" gives up
// after N positions with an error.
func (sr searcher) Solve(s *session, args []string, out func(string)) error {
	var opt solve.Options
	n, err := nodesArg("solve", args)
	if err != nil {
		return err
	}
	opt.MaxNodes = n
	if err := s.mustMove(); err != nil {
		return err
	}
	res, err := sr.solve(s.rules, s.game.Position(), opt)
	if err != nil {
		return err
	}
	out("solve " + solvedValue(s.rules, res.Value) + " bestmove " + res.Best.String())
	return nil
}

// nodesArg reads the optional "nodes N" of command cmd: N, or 0 when
// args are empty.
func nodesArg(cmd string, args []string) (uint64, error) {
	switch {
	case len(args) == 2 && args[0] == "nodes":
		n, err := strconv.ParseUint(args[1], 10, 64)
		if err != nil || n == 0 {
			return 0, fmt.Errorf("protocol: %s nodes %q is not a positive number", cmd, args[1])
		}
		return n, nil
	case len(args) != 0:
		return 0, fmt.Errorf("protocol: %s takes nothing or nodes N", cmd)
	}
	return 0, nil
}

// solve solves p. Without a node limit it keeps one solver per rules, so
// that the next position reuses its endgame database and table.
func (sr searcher) solve(r engine.Rules, p engine.Position, opt solve.Options) (solve.Result, error) {
	ctx := context.Background()
	if opt.MaxNodes > 0 {
		return solve.Solve(ctx, r, p, opt)
	}
	sv, ok := sr.solvers[r.String()]
	if !ok {
		var err error
		if sv, err = solve.New(r, opt); err != nil {
			return solve.Result{}, err
		}
		sr.solvers[r.String()] = sv
	}
	return sv.Solve(ctx, p)
}

// solvedValue writes a solved value: signed seeds, or Bao's win/loss/draw.
func solvedValue(r engine.Rules, v int) string {
	switch {
	case r.Board().Variant == engine.BaoGame && v > 0:
		return "win"
	case r.Board().Variant == engine.BaoGame && v < 0:
		return "loss"
	case r.Board().Variant == engine.BaoGame:
		return "draw"
	case v == 0:
		return "0"
	}
	return fmt.Sprintf("%+d", v)
}
