package server

import (
	"math"
	"time"

	"mancala/online/store"
)

// seek is a player waiting to be paired.
type seek struct {
	player store.Player
	conn   *conn
	spec   string // engine notation, every option spelt out
	clock  store.TimeControl
	rated  bool
	since  time.Time
}

// Rating ranges of rated seeks: a seek accepts opponents within
// RangeStart of its rating, widening by RangeStep every RangeEvery it
// waits, up to RangeMax.
const (
	RangeStart = 100.0
	RangeStep  = 50.0
	RangeEvery = 5 * time.Second
	RangeMax   = 600.0
)

// width is the rating range of a seek that has waited since.
func width(since, now time.Time) float64 {
	steps := math.Floor(now.Sub(since).Seconds() / RangeEvery.Seconds())
	return math.Min(RangeStart+RangeStep*steps, RangeMax)
}

// matches reports whether two seeks make a game at now: different
// players, the same variant, clock and kind; rated ones within the wider
// of their two ranges.
func matches(a, b *seek, now time.Time) bool {
	if a.player.ID == b.player.ID || a.spec != b.spec || a.clock != b.clock || a.rated != b.rated {
		return false
	}
	if !a.rated {
		return true
	}
	gap := math.Abs(a.player.Rating.Rating - b.player.Rating.Rating)
	return gap <= math.Max(width(a.since, now), width(b.since, now))
}

// addSeek pairs sk with the longest-waiting matching seek, or queues it;
// a player's earlier seek is replaced. It runs in the lobby.
func (l *lobby) addSeek(sk *seek) *seek {
	l.dropPlayerSeeks(sk.player.ID)
	for i, o := range l.seeks {
		if matches(sk, o, sk.since) {
			l.seeks = append(l.seeks[:i], l.seeks[i+1:]...)
			return o
		}
	}
	l.seeks = append(l.seeks, sk)
	return nil
}

// pairAll pairs the queued seeks that match at now, oldest first.
func (l *lobby) pairAll(now time.Time) [][2]*seek {
	var pairs [][2]*seek
	for i := 0; i < len(l.seeks); i++ {
		for j := i + 1; j < len(l.seeks); j++ {
			if matches(l.seeks[i], l.seeks[j], now) {
				pairs = append(pairs, [2]*seek{l.seeks[i], l.seeks[j]})
				l.seeks = append(l.seeks[:j], l.seeks[j+1:]...)
				l.seeks = append(l.seeks[:i], l.seeks[i+1:]...)
				i--
				break
			}
		}
	}
	return pairs
}

func (l *lobby) dropSeeks(c *conn) {
	kept := l.seeks[:0]
	for _, sk := range l.seeks {
		if sk.conn != c {
			kept = append(kept, sk)
		}
	}
	l.seeks = kept
}

func (l *lobby) dropPlayerSeeks(p store.PlayerID) {
	kept := l.seeks[:0]
	for _, sk := range l.seeks {
		if sk.player.ID != p {
			kept = append(kept, sk)
		}
	}
	l.seeks = kept
}

// takeSeek takes sk out of the queue and reports whether it was there.
func (l *lobby) takeSeek(sk *seek) bool {
	for i, o := range l.seeks {
		if o == sk {
			l.seeks = append(l.seeks[:i], l.seeks[i+1:]...)
			return true
		}
	}
	return false
}

// Seek is a seek as the processes of a cluster pass it to each other: a
// seek without its connection.
type Seek struct {
	Player store.Player
	Spec   string
	Clock  store.TimeControl
	Rated  bool
	Since  time.Time
}

func (sk *seek) public() Seek {
	return Seek{Player: sk.player, Spec: sk.spec, Clock: sk.clock, Rated: sk.rated, Since: sk.since}
}

func (sk Seek) seek() *seek {
	return &seek{player: sk.Player, spec: sk.Spec, clock: sk.Clock, rated: sk.Rated, since: sk.Since}
}

// Matches reports whether two seeks make a game at now (see matches).
func (sk Seek) Matches(o Seek, now time.Time) bool { return matches(sk.seek(), o.seek(), now) }

// sameAs reports whether o is the same player's seek with the same
// settings.
func (sk Seek) sameAs(o Seek) bool {
	return sk.Player.ID == o.Player.ID && sk.Spec == o.Spec && sk.Clock == o.Clock && sk.Rated == o.Rated
}
