package arena

import (
	"slices"
	"time"
)

// Finish ends game id with result r at now (an aborted game names in
// leftBy who left it unplayed): each player's record takes the game's
// points, and both wait again unless they paused, were withdrawn, or the
// arena is over.
func (a *Arena) Finish(id string, r Result, leftBy string, now time.Time) error {
	g, ok := a.games[id]
	if !ok {
		return ErrUnknown
	}
	delete(a.games, id)
	g.Result, g.LeftBy = r, leftBy
	players := [2]*Entry{a.players[g.South], a.players[g.North]}
	for s, e := range players {
		o := outcome(r, s)
		opp := players[1-s]
		e.record(Played{Game: id, Opponent: opp.Player, Outcome: o, Berserk: g.Berserk[s], Rating: opp.Rating}, g.Moves[s])
		e.Playing, e.Last = "", opp.Player
		e.Withdrawn = e.Withdrawn || r == Aborted && leftBy == e.Player
		e.Waiting, e.Since = !e.Away && !e.Withdrawn && now.Before(a.End), now
	}
	return nil
}

// outcome is result r for side s (0 South, 1 North).
func outcome(r Result, s int) Outcome {
	switch {
	case r == Aborted:
		return Abort
	case r == Draw:
		return DrawnGame
	case r == SouthWins == (s == 0):
		return Win
	}
	return Loss
}

// record adds p (the player made moves moves in it) to e's record: its
// points by the streak and berserk rules, and the streak after it.
func (e *Entry) record(p Played, moves int) {
	switch p.Outcome {
	case Win:
		p.Points, p.Doubled = 2, e.Fire
		if e.Fire {
			p.Points = 4
		}
		if p.Berserk && moves >= BerserkMoves {
			p.Points++
		}
	case DrawnGame:
		p.Points = 1
	}
	e.Played = append(e.Played, p)
	e.Score += p.Points
	if p.Outcome != Abort {
		e.Fire = p.Outcome == Win && e.winsInARow() >= 2
	}
}

// winsInARow counts the wins at the end of e's record, aborted games
// passed over.
func (e *Entry) winsInARow() int {
	n := 0
	for i := len(e.Played) - 1; i >= 0; i-- {
		switch e.Played[i].Outcome {
		case Win:
			n++
		case Abort:
		default:
			return n
		}
	}
	return n
}

// Standing is a player's place in the arena's table.
type Standing struct {
	Rank        int // 1 for the first
	Entry       Entry
	Performance float64
}

// Standings ranks every player who joined: by score, then performance,
// then who joined first.
func (a *Arena) Standings() []Standing {
	var st []Standing
	for _, id := range a.order {
		e, _ := a.Entry(id)
		st = append(st, Standing{Entry: e, Performance: e.performance()})
	}
	slices.SortStableFunc(st, func(x, y Standing) int {
		switch {
		case x.Entry.Score != y.Entry.Score:
			return y.Entry.Score - x.Entry.Score
		case x.Performance > y.Performance:
			return -1
		case x.Performance < y.Performance:
			return 1
		}
		return 0
	})
	for i := range st {
		st[i].Rank = i + 1
	}
	return st
}

// performance is the mean rating of the opponents e met plus 400 ×
// (wins − losses) / games; aborted games do not count. With no game it
// is e's own rating.
func (e *Entry) performance() float64 {
	sum, n, net := 0.0, 0, 0
	for _, p := range e.Played {
		switch p.Outcome {
		case Abort:
			continue
		case Win:
			net++
		case Loss:
			net--
		}
		sum += p.Rating
		n++
	}
	if n == 0 {
		return e.Rating
	}
	return sum/float64(n) + 400*float64(net)/float64(n)
}
