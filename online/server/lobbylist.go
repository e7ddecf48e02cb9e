package server

import (
	"context"
	"sync"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// The lobby's sizes: the games to watch, the open challenges and the
// arenas a home shows, and how long the shared part is kept.
const (
	lobbyWatch      = 3
	lobbyChallenges = 5
	lobbyArenas     = 3
	lobbyMine       = 3
	lobbyFresh      = 3 * time.Second
)

// lobbyShared is the part of the lobby that is the same for everyone
// (the games to watch, the arenas), made at most once every lobbyFresh
// however many homes ask: a home polls, and the server pays for one.
type lobbyShared struct {
	mu     sync.Mutex
	at     time.Time
	watch  []proto.GameInfo
	arenas []proto.ArenaInfo
}

// get returns the shared part, made again when it is older than
// lobbyFresh.
func (l *lobbyShared) get(ctx context.Context, s *Server) ([]proto.GameInfo, []proto.ArenaInfo) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now := s.now(); l.at.IsZero() || now.Sub(l.at) >= lobbyFresh {
		l.watch, l.arenas, l.at = watchable(ctx, s), nextArenas(ctx, s), now
	}
	return l.watch, l.arenas
}

// watchable are the best live games to watch (rated first, then by the
// better player's rating) that carry their positions.
func watchable(ctx context.Context, s *Server) []proto.GameInfo {
	var out []proto.GameInfo
	for _, g := range s.liveGames(ctx) {
		if g.Position != "" && len(out) < lobbyWatch {
			out = append(out, g)
		}
	}
	return out
}

// nextArenas are the arenas to come and running, the soonest first.
func nextArenas(ctx context.Context, s *Server) []proto.ArenaInfo {
	l, ok := s.arenas.Do(ctx, nil, &proto.ArenaDo{Action: "list"}, false).(*proto.ArenaList)
	if !ok {
		return nil
	}
	return l.Live[:min(len(l.Live), lobbyArenas)]
}

// lobbyOf answers the "lobby" list for the player me.
func lobbyOf(ctx context.Context, s *Server, me store.PlayerID) (*proto.Lobby, error) {
	l := &proto.Lobby{Counts: *clubCounts(s)}
	l.Watch, l.Arenas = s.feed.get(ctx, s)
	cs, err := s.challenges(ctx, me)
	if err != nil {
		return nil, err
	}
	for _, c := range cs {
		if c.ForYou || len(l.Challenges) < lobbyChallenges {
			l.Challenges = append(l.Challenges, c)
		}
	}
	l.Mine, err = myLiveGames(ctx, s, me)
	return l, err
}

// myLiveGames are the player's games being played, wherever their rooms
// are.
func myLiveGames(ctx context.Context, s *Server, me store.PlayerID) ([]proto.GameInfo, error) {
	var out []proto.GameInfo
	if s.cluster == nil {
		for _, r := range s.lobby.gamesOf(me) {
			if info, over, err := r.Info(ctx); err == nil && !over && len(out) < lobbyMine {
				out = append(out, info)
			}
		}
		return out, nil
	}
	ids, err := s.cfg.Store.LiveGames(ctx, me)
	for _, id := range ids[:min(len(ids), lobbyMine)] {
		if info, ok := s.storedGameInfo(ctx, id); ok {
			out = append(out, info)
		}
	}
	return out, err
}

// trimLobby drops the lobby's last parts until it fits in one frame: the
// games to watch first, then the open challenges, then the arenas.
func trimLobby(l *proto.Lists) {
	lb := l.Lobby
	for {
		if _, err := proto.Encode(l); err == nil {
			return
		}
		switch {
		case len(lb.Watch) > 0:
			lb.Watch = lb.Watch[:len(lb.Watch)-1]
		case len(lb.Challenges) > 0:
			lb.Challenges = lb.Challenges[:len(lb.Challenges)-1]
		case len(lb.Arenas) > 0:
			lb.Arenas = lb.Arenas[:len(lb.Arenas)-1]
		default:
			lb.Mine = nil
			return
		}
	}
}
