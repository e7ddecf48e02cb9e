package room

import (
	"time"

	"mancala/engine"
)

// NoShowAfter is how long after its room opens a player who has not come
// at all is announced gone (a player seated in a game they never
// opened, or who has not come back since the game moved to this room).
const NoShowAfter = 10 * time.Second

// presence is whether each player is connected to the room: their
// connections, since when the last one went, and whether their absence
// has been announced. An absence is announced (gone) when a player's last
// connection drops, or when they have not come at all NoShowAfter after
// the room opened; a return (back) only after an announced absence. So
// nobody hears of an absence that never was, and a player never hears of
// their own: they are connected when they hear anything.
type presence struct {
	opened    time.Time
	conns     [2]int
	goneSince [2]time.Time // since when each player has had no connection
	came      [2]bool      // each player has had a connection here
	announced [2]bool      // each player's absence was announced, their return not yet
}

func newPresence(now time.Time) presence {
	return presence{opened: now, goneSince: [2]time.Time{now, now}}
}

// arrive counts a connection of sd's player and reports whether their
// return is to be announced.
func (p *presence) arrive(sd engine.Side) (back bool) {
	p.conns[sd]++
	p.came[sd] = true
	back = p.announced[sd]
	p.announced[sd] = false
	return back
}

// depart takes a connection of sd's player away at now and reports
// whether it was their last, whose loss is to be announced.
func (p *presence) depart(sd engine.Side, now time.Time) (gone bool) {
	p.conns[sd]--
	if p.conns[sd] > 0 {
		return false
	}
	p.goneSince[sd] = now
	p.announced[sd] = true
	return true
}

// noShowAt returns when the next player who has not come will be
// announced gone, if one is still to be.
func (p *presence) noShowAt() (time.Time, bool) {
	for _, sd := range []engine.Side{engine.South, engine.North} {
		if !p.came[sd] && !p.announced[sd] {
			return p.opened.Add(NoShowAfter), true
		}
	}
	return time.Time{}, false
}

// noShows returns the players who have not come by now, NoShowAfter
// after the room opened, and notes their absence announced.
func (p *presence) noShows(now time.Time) []engine.Side {
	if now.Before(p.opened.Add(NoShowAfter)) {
		return nil
	}
	var out []engine.Side
	for _, sd := range []engine.Side{engine.South, engine.North} {
		if !p.came[sd] && !p.announced[sd] {
			p.announced[sd] = true
			out = append(out, sd)
		}
	}
	return out
}

// absent reports whether sd's player is away and has been announced so.
func (p *presence) absent(sd engine.Side) bool { return p.announced[sd] && p.conns[sd] == 0 }

// goneFor reports whether sd's player has had no connection for at least
// d at now (since the room opened, for one who has not come).
func (p *presence) goneFor(sd engine.Side, d time.Duration, now time.Time) bool {
	return p.conns[sd] == 0 && now.Sub(p.goneSince[sd]) >= d
}

// aloneSince returns when the last player's connection went, and false
// while a player is connected.
func (p *presence) aloneSince() (time.Time, bool) {
	if p.conns[0]+p.conns[1] > 0 {
		return time.Time{}, false
	}
	if p.goneSince[1].After(p.goneSince[0]) {
		return p.goneSince[1], true
	}
	return p.goneSince[0], true
}
