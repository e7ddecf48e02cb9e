package club

import (
	"time"

	"mancala/online/proto"
)

// games is the session's matches, and the player's games that began and
// are still to be returned by Started.
type games struct {
	matches map[string]*Match
	started []string        // games begun, not yet returned by Started
	told    map[string]bool // games returned by Started, or queued to be
}

func (g *games) add(s *Session, game string, watching bool) *Match {
	m := newMatch(s, game, watching)
	g.matches[game] = m
	return m
}

// welcome takes the live games the player is in: a game the player left
// by a reload or a restart is begun again, and Started returns it. On a
// reconnection every match catches up.
func (g *games) welcome(s *Session, w *proto.Welcome, at time.Time, again bool) {
	if again {
		for _, m := range g.matches {
			m.catchUp.open(at)
		}
	}
	for _, game := range w.Games {
		if g.matches[game] == nil {
			g.add(s, game, false).catchUp.open(time.Time{})
		}
		g.begin(game)
	}
}

// event passes a game's event to its match; the start of a game the
// player plays in makes its match. It reports whether such a game began.
func (g *games) event(s *Session, e *proto.Event, at, now time.Time) (began bool) {
	mine := e.Kind == proto.KindStart && playsIn(s.me.ID, e)
	m := g.matches[e.Game]
	if m == nil && !mine {
		return false
	}
	if m == nil {
		m = g.add(s, e.Game, false)
	}
	m.apply(e, at, now)
	if mine {
		g.begin(e.Game)
	}
	return mine
}

// playsIn reports whether the player id is one of the start's players.
func playsIn(id string, start *proto.Event) bool {
	return id != "" && (start.South != nil && start.South.ID == id || start.North != nil && start.North.ID == id)
}

// begin queues game for Started, once.
func (g *games) begin(game string) {
	if !g.told[game] {
		g.told[game] = true
		g.started = append(g.started, game)
	}
}

func (g *games) take() (game string, ok bool) {
	if len(g.started) == 0 {
		return "", false
	}
	game = g.started[0]
	g.started = g.started[1:]
	return game, true
}

// forget drops the player's own games, when another player signs in;
// watched games stay.
func (g *games) forget() {
	for id, m := range g.matches {
		if !m.watching {
			delete(g.matches, id)
		}
	}
	g.started = nil
	clear(g.told)
}
