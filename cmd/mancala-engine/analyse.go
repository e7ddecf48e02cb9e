package main

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
)

// goMultiPV answers "go level L|depth D|movetime MS multipv K" for K > 1:
// every legal move searched within the budget (movetime shared among
// them), then one info line per line, the best first, numbered, and
// bestmove the first.
func goMultiPV(s *session, kind string, n, k int, out func(string)) error {
	b := analysis.Budget{SolveNodes: analysis.GameBudget(s.rules).SolveNodes}
	switch kind {
	case "level":
		lim := ai.Level(n).Limits(s.rules)
		b.Nodes, b.Depth = lim.Nodes, lim.Depth
	case "depth":
		b.Depth = min(n, ai.MaxDepth)
	case "movetime":
		moves := len(s.rules.LegalMoves(s.game.Position(), nil))
		b.Time = time.Duration(n) * time.Millisecond / time.Duration(max(1, moves))
	}
	lines := analysis.Lines(context.Background(), s.rules, s.game.Position(), ai.GameHistory(s.game), b, k)
	for i, l := range lines {
		out(lineInfo(i+1, l))
	}
	out("bestmove " + lines[0].Move.String())
	return nil
}

// lineInfo writes line i of a multipv answer: "info multipv I depth D
// score S [proven] pv M...".
func lineInfo(i int, l analysis.Line) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "info multipv %d depth %d score %d", i, l.Depth, l.Score)
	if l.Proven {
		sb.WriteString(" proven")
	}
	sb.WriteString(" pv")
	for _, m := range l.PV {
		sb.WriteString(" " + m.String())
	}
	return sb.String()
}

// analyse answers "analyse [nodes N]": every move of the session's game
// judged (package analysis; N nodes a position, the game budget by
// default), one "analysed" line a move, then each side's accuracy.
func (s *session) analyse(args []string, out func(string)) error {
	b := analysis.GameBudget(s.rules)
	n, err := nodesArg("analyse", args)
	if err != nil {
		return err
	}
	if n > 0 {
		b.Nodes = n
	}
	if len(s.game.Moves()) == 0 {
		return fmt.Errorf("protocol: analyse needs a game with moves (position ... moves ...)")
	}
	rev := analysis.Judge(context.Background(), s.game, b, nil)
	for _, j := range rev.Moves {
		out(judgedLine(j))
	}
	out(fmt.Sprintf("accuracy south %.1f north %.1f", rev.Accuracy(engine.South), rev.Accuracy(engine.North)))
	return nil
}

// judgedLine writes one judged move: "analysed ply P side S move M best
// B verdict V loss L score X [proven]"; the loss is in seeds, "all" for
// a decided game thrown away, and the score the value the move kept for
// its player, in hundredths of a seed.
func judgedLine(j analysis.Judged) string {
	loss := strconv.FormatFloat(j.Loss, 'f', 1, 64)
	if math.IsInf(j.Loss, 1) {
		loss = "all"
	}
	line := fmt.Sprintf("analysed ply %d side %s move %s best %s verdict %s loss %s score %d",
		j.Ply, j.Mover, j.Move, j.Best, j.Verdict, loss, j.After)
	if j.Proven {
		line += " proven"
	}
	return line
}
