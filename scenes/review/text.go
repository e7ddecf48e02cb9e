package review

import (
	"fmt"
	"strings"

	"mancala/engine"
	"mancala/i18n"
)

// gameFigures are the simple figures of a finished game, by the side that
// moved.
type gameFigures struct {
	captures [2]int // moves that captured
	seeds    [2]int // seeds those captures took
	extra    [2]int // extra turns earned
	relay    [2]int // the most relays in one move
}

// figuresOf replays g's moves with their traces and counts each side's
// captures, extra turns and longest relay.
func figuresOf(g *engine.Game) gameFigures {
	var f gameFigures
	var tr engine.Trace
	for i, m := range g.Moves() {
		p := g.PositionAt(i)
		s := p.ToMove
		tr.Reset()
		g.Rules().Apply(p, m, &tr)
		seeds, relays := 0, 0
		for _, e := range tr.Events {
			switch e.Kind {
			case engine.Capture:
				seeds += e.Count
			case engine.ExtraTurn:
				f.extra[s]++
			case engine.Relay:
				relays++
			}
		}
		if seeds > 0 {
			f.captures[s]++
			f.seeds[s] += seeds
		}
		f.relay[s] = max(f.relay[s], relays)
	}
	return f
}

// words says side s's figures in one sentence in w's language, e.g.
// "You: 3 captures (14 seeds), 4 extra turns, longest relay 6." The relay
// is named only where the game had one.
func (f *gameFigures) words(w i18n.Words, s engine.Side, name string) string {
	args := []i18n.Arg{i18n.S("name", name), i18n.S("captures", w.T("review.captures", i18n.Count(f.captures[s]))),
		i18n.S("seeds", w.T("review.seeds", i18n.Count(f.seeds[s]))),
		i18n.S("extraTurns", w.T("review.extraTurns", i18n.Count(f.extra[s])))}
	if f.relay[0]+f.relay[1] > 0 {
		return w.T("review.figuresRelay", append(args, i18n.N("relay", f.relay[s]))...)
	}
	return w.T("review.figures", args...)
}

// exportText is the game as the engine protocol reads it (see
// cmd/mancala-engine): the rules, then the start and every move, so that
// `show` gives the final position.
func exportText(g *engine.Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "variant %s\nposition %s", g.Rules(), engine.FormatPosition(g.Rules(), g.Start()))
	if len(g.Moves()) > 0 {
		b.WriteString(" moves")
		for _, m := range g.Moves() {
			b.WriteString(" " + m.String())
		}
	}
	b.WriteString("\n")
	return b.String()
}

// summaryText is the review panel's words: each side's figures and what
// the last Export or Copy did (said); one paragraph each. The moves
// follow as chips (layout).
func (r *Review) summaryText(w i18n.Words, f *gameFigures, said string) string {
	s := f.words(w, engine.South, r.names[engine.South]) + paragraph + f.words(w, engine.North, r.names[engine.North])
	if said != "" {
		s += paragraph + said
	}
	return s
}
