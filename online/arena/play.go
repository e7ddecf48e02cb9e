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

// seat returns game id in progress and player's side in it (0 South, 1
// North), or ErrUnknown.
func (a *Arena) seat(id, player string) (*Game, int, error) {
	g, ok := a.games[id]
	switch {
	case !ok:
		return nil, 0, ErrUnknown
	case player == g.South:
		return g, 0, nil
	case player == g.North:
		return g, 1, nil
	}
	return nil, 0, ErrUnknown
}

// Berserk halves player's clock in game id, before their first move (the
// server halves the clock itself; the arena counts the extra point).
func (a *Arena) Berserk(id, player string) error {
	g, s, err := a.seat(id, player)
	if err != nil {
		return err
	}
	if g.Moves[s] > 0 {
		return ErrNotMoving
	}
	g.Berserk[s] = true
	return nil
}

// Moved counts a move of player in game id.
func (a *Arena) Moved(id, player string) error {
	g, s, err := a.seat(id, player)
	if err != nil {
		return err
	}
	g.Moves[s]++
	return nil
}
