package club

import (
	"strings"
	"time"

	"mancala/online/proto"
)

// handle applies one server message; at is when it arrived, now the
// tick's time.
func (s *Session) handle(m proto.Message, at, now time.Time) {
	switch m := m.(type) {
	case *proto.Welcome:
		s.welcome(m, at)
	case *proto.Event:
		s.event(m, at, now)
	case *proto.Error:
		if mt := s.matches[m.Game]; m.Game != "" && mt != nil {
			mt.refusal = refusalText(m)
			return
		}
		s.lobby.refusal = refusalText(m)
	default:
		s.lobby.handle(m, s.origin)
	}
}

// welcome takes the player and the renewed token, and the live games the
// player is in: a game the player left by a reload or a restart is
// begun again, and Started returns it.
func (s *Session) welcome(w *proto.Welcome, at time.Time) {
	s.me = w.Player
	if tok, err := s.keeper.Token(); err != nil || tok != w.Token {
		s.keep(w.Token)
	}
	s.link.welcomes++
	if s.link.welcomes > 1 {
		for _, m := range s.matches {
			m.catchUp.open(at)
		}
	}
	for _, g := range w.Games {
		if s.matches[g] == nil {
			m := newMatch(s, g, false)
			m.catchUp.open(time.Time{})
			s.matches[g] = m
		}
		s.begin(g)
	}
}

// event passes a game's event to its match. A game's start makes its
// match when the player plays in it.
func (s *Session) event(e *proto.Event, at, now time.Time) {
	m := s.matches[e.Game]
	if m == nil {
		if e.Kind != proto.KindStart || !s.playsIn(e) {
			return
		}
		m = newMatch(s, e.Game, false)
		s.matches[e.Game] = m
	}
	m.apply(e, at, now)
	if e.Kind == proto.KindStart && s.playsIn(e) {
		s.lobby.gameBegan()
		s.begin(e.Game)
	}
}

// playsIn reports whether the player is one of the game's.
func (s *Session) playsIn(start *proto.Event) bool {
	id := s.me.ID
	return id != "" && (start.South != nil && start.South.ID == id || start.North != nil && start.North.ID == id)
}

// begin queues game for Started, once.
func (s *Session) begin(game string) {
	if !s.told[game] {
		s.told[game] = true
		s.started = append(s.started, game)
	}
}

// Started returns a game of the player that began (by seek, invite, code,
// computer or rematch) or that was under way when the session opened (a
// reload, a restart): the game to show. Each game is returned once.
func (s *Session) Started() (game string, ok bool) {
	if len(s.started) == 0 {
		return "", false
	}
	game = s.started[0]
	s.started = s.started[1:]
	return game, true
}

// Match returns the game's match: the player's own, or else one followed
// as a spectator from now on (every event so far comes first).
func (s *Session) Match(game string) *Match {
	if m := s.matches[game]; m != nil {
		return m
	}
	m := newMatch(s, game, true)
	m.catchUp.open(time.Time{})
	s.matches[game] = m
	s.send(&proto.Watch{Game: game})
	return m
}

// Leave stops following a game: a watched one is unwatched; the player's
// own is forgotten here (it goes on at the server until it ends).
func (s *Session) Leave(game string) {
	m := s.matches[game]
	if m == nil {
		return
	}
	if m.watching {
		s.send(&proto.Unwatch{Game: game})
	}
	delete(s.matches, game)
}

// refusalTexts say a refusal for people, by code; other codes take the
// server's own message.
var refusalTexts = map[proto.Code]string{
	proto.ErrNotYourTurn: "it is not your turn",
	proto.ErrStalePly:    "the position changed before your move arrived",
	proto.ErrIllegal:     "that move is not allowed here",
	proto.ErrGameOver:    "the game is over",
	proto.ErrNotFound:    "no such game or code",
	proto.ErrExpired:     "that invite has expired or was taken",
	proto.ErrBusy:        "the computer is busy with other games; try again in a minute",
	proto.ErrNoOffer:     "there is no offer to answer",
	proto.ErrRankedOnly:  "rated games are Kalah with the ladder's options and a clock",
}

func refusalText(e *proto.Error) string {
	if t, ok := refusalTexts[e.Code]; ok {
		return t
	}
	msg := e.Message
	for _, prefix := range []string{"server: ", "room: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return msg
}
