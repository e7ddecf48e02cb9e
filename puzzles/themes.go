package puzzles

import (
	"mancala/analysis"
	"mancala/engine"
)

// FindThemes says what a line does at p (see Theme): the moves' own
// records (captures, extra turns, relays, kichwa), the board (few seeds,
// an empty row to feed) and the first decision's other moves (a grand
// slam at hand).
func FindThemes(r engine.Rules, p engine.Position, line []engine.Move, first []analysis.Line) Themes {
	var ts Themes
	q, tr := p, engine.Trace{}
	for _, m := range line {
		tr.Reset()
		next := r.Apply(q, m, &tr)
		if q.ToMove == p.ToMove {
			ts |= moveThemes(r, p.ToMove, &tr)
		}
		q = next
	}
	if !ts.Has(Capture) && !ts.Has(Chain) {
		ts = ts.With(Defence)
	}
	if kichwaDecides(r, p, line) {
		ts = ts.With(Kichwa)
	}
	return ts | boardThemes(r, p, first)
}

// moveThemes are the themes of one of the player's moves, from its trace.
func moveThemes(r engine.Rules, mover engine.Side, tr *engine.Trace) Themes {
	var ts Themes
	relays := 0
	for _, e := range tr.Events {
		switch {
		case e.Kind == engine.Capture && e.Side == mover && int(e.From) < engine.MaxPits && pitOwner(r.Board(), int(e.From)) != mover:
			ts = ts.With(Capture)
		case e.Kind == engine.ExtraTurn && e.Side == mover:
			ts = ts.With(Chain)
		case e.Kind == engine.Relay:
			relays++
		}
	}
	if relays >= relayLaps {
		ts = ts.With(Relay)
	}
	return ts
}

// boardThemes are the themes of the position itself.
func boardThemes(r engine.Rules, p engine.Position, first []analysis.Line) Themes {
	var ts Themes
	b := r.Board()
	inPits := p.Total() - int(p.Stores[0]) - int(p.Stores[1])
	if b.Variant != engine.BaoGame && 4*inPits <= p.Total() {
		ts = ts.With(Endgame)
	}
	if b.Variant != engine.OwareGame {
		return ts
	}
	if rowSeeds(b, p, p.ToMove.Other()) <= 2 {
		ts = ts.With(Feeding)
	}
	var tr engine.Trace
	for _, l := range first {
		tr.Reset()
		r.Apply(p, l.Move, &tr)
		for _, e := range tr.Events {
			if e.Kind == engine.GrandSlam {
				ts = ts.With(GrandSlam)
			}
		}
	}
	return ts
}

// kichwaDecides reports whether the line's first move is a Bao capture
// sown from a kichwa whose mirror, the same pit sown the other way, is
// also legal: the direction decides.
func kichwaDecides(r engine.Rules, p engine.Position, line []engine.Move) bool {
	m := line[0]
	if !m.IsBao() {
		return false
	}
	var tr engine.Trace
	r.Apply(p, m, &tr)
	kichwa := false
	for _, e := range tr.Events {
		kichwa = kichwa || e.Kind == engine.KichwaSow
	}
	other := engine.AntiClockwise
	if m.Direction() == engine.AntiClockwise {
		other = engine.Clockwise
	}
	return kichwa && engine.IsLegal(r, p, engine.BaoMove(m.Front(), m.Pit(), other))
}

// rowSeeds counts the seeds on side s's pits of a two-row board.
func rowSeeds(b engine.Board, p engine.Position, s engine.Side) int {
	n, from := 0, int(s)*b.Pits
	for i := from; i < from+b.Pits; i++ {
		n += int(p.Pits[i])
	}
	return n
}

// relayLaps is the laps of a relay sowing that make it a theme: two
// are common in Congkak and Bao, three are worth seeing.
const relayLaps = 3

// pitOwner returns the side that owns pit index i of board b.
func pitOwner(b engine.Board, i int) engine.Side {
	if i < b.Rows*b.Pits/2 {
		return engine.South
	}
	return engine.North
}
