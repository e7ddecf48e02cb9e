package main

import (
	"mancala/challenges"
	"mancala/engine"
)

// minCapture is the fewest seeds a capture challenge asks for, by variant.
var minCapture = map[engine.Variant]int{
	engine.KalahGame: 4, engine.OwareGame: 4, engine.CongkakGame: 6, engine.BaoGame: 4,
}

// judge decides whether the analysis a of p makes a challenge of kind k
// worth curating: the optimum is reached by one first move (or two of
// five or more) and is not trivial. It returns the goal (the exact
// optimum) and how interesting the position is.
func judge(v engine.Variant, p engine.Position, k challenges.Kind, a challenges.Analysis) (challenges.Goal, float64, bool) {
	rare := len(a.First) == 1 || (len(a.First) == 2 && a.Legal >= 5)
	if a.Legal < 3 || !rare || a.Best == challenges.Unreached {
		return challenges.Goal{}, 0, false
	}
	gap := float64(gapOf(k, a))
	line := float64(len(a.Line))
	g := challenges.Goal{Kind: k, N: a.Best}
	switch k {
	case challenges.Capture:
		return g, float64(a.Best) + 2*line + gap, a.Best >= minCapture[v]
	case challenges.Chain:
		return g, 2*float64(a.Best) + gap, a.Best >= 2
	case challenges.Store:
		gain := a.Best - int(p.Stores[p.ToMove])
		return g, 2*line + gap, gain >= 4 && len(a.Line) >= 2
	case challenges.Win:
		return g, line + 2*gap, a.Best >= 1
	}
	return g, 3*float64(a.Best) + float64(a.Legal-len(a.First)), a.Best >= 2 || a.Legal >= 5
}

// gapOf is how much worse the best move that misses the optimum does.
func gapOf(k challenges.Kind, a challenges.Analysis) int {
	other, found := 0, false
	for _, s := range a.Scores {
		if s == a.Best {
			continue
		}
		if !found || (k == challenges.WinIn || k == challenges.Immobilise) == (s < other) {
			other, found = s, true
		}
	}
	if !found {
		return 0
	}
	if k == challenges.WinIn || k == challenges.Immobilise {
		return min(other, 5) - a.Best
	}
	return a.Best - other
}

// suggest proposes a difficulty 1..5, to be curated by hand.
func suggest(g challenges.Goal, a challenges.Analysis) int {
	d := 1
	switch {
	case g.Kind == challenges.Win:
		d = 2 + len(a.Line)/6
	case g.Kind == challenges.WinIn || g.Kind == challenges.Immobilise:
		d = g.N
	case len(a.Line) > 1:
		d = len(a.Line)
	default:
		d = 1 + g.N/5
	}
	if len(a.First) == 1 && a.Legal >= 5 {
		d++
	}
	return max(1, min(d, 5))
}
