package room

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// The limits of what players say in a game: one phrase per SayEvery per
// player, MaxSays in all per player per game.
const (
	SayEvery = 2 * time.Second
	MaxSays  = 20
)

// talk is what each side has said: how many phrases and when the last.
type talk struct {
	said [2]int
	last [2]time.Time
}

// say sends me's preset phrase to everyone in the room, within the
// limits; the phrase itself proto has checked.
func (s *state) say(me engine.Side, m *proto.Say) proto.Message {
	now := s.cfg.Clock.Now()
	t := &s.talk
	if t.said[me] >= MaxSays || t.said[me] > 0 && now.Sub(t.last[me]) < SayEvery {
		return errorf(proto.ErrRateLimited, s.id, "one phrase every %v, %d a game", SayEvery, MaxSays)
	}
	t.said[me]++
	t.last[me] = now
	s.aud.notice(&proto.Event{Kind: proto.KindSay, Side: me.String(), Phrase: m.Phrase})
	return nil
}

// watchers is how many spectators follow the game: subscribers that are
// not one of its players' connections.
func (a *audience) watchers() int {
	n := 0
	for _, sb := range a.subs {
		if sb.side == none {
			n++
		}
	}
	return n
}

// countWatchers tells everyone how many watch the game when a spectator
// has come or gone.
func (a *audience) countWatchers() {
	a.notice(&proto.Event{Kind: proto.KindWatch, Watchers: a.watchers()})
}
