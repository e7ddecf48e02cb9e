package arena

import (
	"slices"
	"time"
)

// Pair pairs the players waiting at now (see the package doc) and returns
// the games to start, each named by id(), its first mover South; the
// players are then in those games. Nobody is paired at or after the end.
func (a *Arena) Pair(now time.Time, id func() string) []Game {
	if !now.Before(a.End) {
		return nil
	}
	w := a.waiting()
	paired := map[string]bool{}
	var games []Game
	for i, p := range w {
		if paired[p.Player] {
			continue
		}
		for _, q := range w[i+1:] {
			if paired[q.Player] || p.Last == q.Player || q.Last == p.Player {
				continue
			}
			paired[p.Player], paired[q.Player] = true, true
			games = append(games, a.start(id(), p, q))
			break
		}
	}
	return games
}

// waiting returns the players waiting to be paired, by score, then
// rating, the highest first, then by who joined first.
func (a *Arena) waiting() []*Entry {
	var w []*Entry
	for _, id := range a.order {
		if e := a.players[id]; e.Waiting && !e.Withdrawn && !e.Away && e.Playing == "" {
			w = append(w, e)
		}
	}
	slices.SortStableFunc(w, func(x, y *Entry) int {
		switch {
		case x.Score != y.Score:
			return y.Score - x.Score
		case x.Rating > y.Rating:
			return -1
		case x.Rating < y.Rating:
			return 1
		}
		return 0
	})
	return w
}

// start puts p and q in game id: South is the one who has moved first
// less often than second (Firsts − Seconds), then the lower rating, then
// the later joiner.
func (a *Arena) start(id string, p, q *Entry) Game {
	south, north := p, q
	bp, bq := p.Firsts-p.Seconds, q.Firsts-q.Seconds
	if bq < bp || bq == bp && (q.Rating < p.Rating || q.Rating == p.Rating && q.Joined.After(p.Joined)) {
		south, north = q, p
	}
	south.Firsts++
	north.Seconds++
	for _, e := range [2]*Entry{south, north} {
		e.Playing, e.Waiting = id, false
	}
	g := &Game{ID: id, South: south.Player, North: north.Player}
	a.games[id] = g
	return *g
}

// side returns player's side in g: 0 South, 1 North.
func side(g *Game, player string) (int, bool) {
	switch player {
	case g.South:
		return 0, true
	case g.North:
		return 1, true
	}
	return 0, false
}

// Berserk halves player's clock in game id, before their first move (the
// server halves the clock itself; the arena counts the extra point).
func (a *Arena) Berserk(id, player string) error {
	g, ok := a.games[id]
	if !ok {
		return ErrUnknown
	}
	s, ok := side(g, player)
	if !ok {
		return ErrUnknown
	}
	if g.Moves[s] > 0 {
		return ErrNotMoving
	}
	g.Berserk[s] = true
	return nil
}

// Moved counts a move of player in game id.
func (a *Arena) Moved(id, player string) error {
	g, ok := a.games[id]
	if !ok {
		return ErrUnknown
	}
	s, ok := side(g, player)
	if !ok {
		return ErrUnknown
	}
	g.Moves[s]++
	return nil
}
