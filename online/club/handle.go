package club

import (
	"time"

	"mancala/online/proto"
)

// handle applies one server message; at is when it arrived, now the
// tick's time.
func (s *Session) handle(m proto.Message, at, now time.Time) {
	switch m := m.(type) {
	case *proto.Welcome:
		s.me = m.Player
		s.account.keep(s.keeper, m.Token)
		s.link.welcomes++
		s.games.welcome(s, m, at, s.link.welcomes > 1)
		if s.link.welcomes > 1 {
			s.arenas.welcome()
		}
		s.send(&proto.List{What: "challenges"}) // those addressed to the player while away
	case *proto.Event:
		if s.games.event(s, m, at, now) {
			s.lobby.gameBegan()
		}
	case *proto.Error:
		if mt := s.games.matches[m.Game]; m.Game != "" && mt != nil {
			mt.refusal = refusalOf(m)
			return
		}
		if m.Arena != "" {
			s.arenas.refused(m)
			return
		}
		if m.Puzzle != "" {
			s.puzzles.refused(m)
			return
		}
		s.members.refused(m)
		s.lobby.refusal = refusalOf(m)
	case *proto.ArenaList, *proto.ArenaState:
		s.arenas.handle(m)
	case *proto.Puzzle, *proto.PuzzleResult, *proto.PuzzleRecord:
		s.puzzles.handle(m)
	case *proto.Lists:
		s.members.listed(m)
		s.lobby.handle(m, s.origin)
	default:
		if !s.members.handle(m) {
			s.lobby.handle(m, s.origin)
		}
	}
}

// Started returns a game of the player that began (by seek, invite, code,
// computer or rematch) or that was under way when the session opened (a
// reload, a restart): the game to show. Each game is returned once.
func (s *Session) Started() (game string, ok bool) { return s.games.take() }

// Match returns the game's match: the player's own, or else one followed
// as a spectator from now on (every event so far comes first).
func (s *Session) Match(game string) *Match {
	if m := s.games.matches[game]; m != nil {
		return m
	}
	m := s.games.add(s, game, true)
	m.catchUp.open(time.Time{})
	s.send(&proto.Watch{Game: game})
	return m
}

// Leave stops following a game: a watched one is unwatched; the player's
// own is forgotten here (it goes on at the server until it ends).
func (s *Session) Leave(game string) {
	m := s.games.matches[game]
	if m == nil {
		return
	}
	if m.watching {
		s.send(&proto.Unwatch{Game: game})
	}
	delete(s.games.matches, game)
}
