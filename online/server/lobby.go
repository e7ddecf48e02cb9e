package server

import (
	"context"
	"time"

	"mancala/online/room"
	"mancala/online/store"
)

// lobby owns the table of live rooms, the connected players and the
// waiting seeks. Everything talks to it through call; it never waits on a
// room, so a room may call it back at any time.
type lobby struct {
	s         *Server
	inbox     chan func()
	rooms     map[store.GameID]*liveRoom
	online    map[store.PlayerID]map[*conn]struct{}
	seeks     []*seek
	computers int
}

// liveRoom is a room with what the lobby knows of it.
type liveRoom struct {
	r        *room.Room
	computer bool
	players  [2]store.PlayerID
}

func newLobby(s *Server) *lobby {
	return &lobby{s: s, inbox: make(chan func(), 256), rooms: map[store.GameID]*liveRoom{},
		online: map[store.PlayerID]map[*conn]struct{}{}}
}

// run serves calls and, every second, pairs the rated seeks whose rating
// ranges have widened enough.
func (l *lobby) run(ctx context.Context) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case f := <-l.inbox:
			f()
		case <-tick.C:
			for _, p := range l.pairAll(l.s.now()) {
				go l.s.startPaired(p[0], p[1])
			}
		}
	}
}

// call runs f in the lobby's goroutine and waits for it; false when the
// server is stopping.
func (l *lobby) call(f func()) bool {
	done := make(chan struct{})
	select {
	case l.inbox <- func() { f(); close(done) }:
	case <-l.s.ctx.Done():
		return false
	}
	select {
	case <-done:
		return true
	case <-l.s.ctx.Done():
		return false
	}
}

func (l *lobby) add(lr *liveRoom) {
	l.call(func() {
		l.rooms[lr.r.ID()] = lr
	})
}

// remove forgets a closed room (not a newer room of the same game); it
// does not wait, as the room's own goroutine calls it.
func (l *lobby) remove(r *room.Room) {
	id := r.ID()
	go l.call(func() {
		if lr, ok := l.rooms[id]; ok && lr.r == r {
			delete(l.rooms, id)
			if lr.computer {
				l.computers--
			}
		}
	})
}

func (l *lobby) room(id store.GameID) *room.Room {
	var r *room.Room
	l.call(func() {
		if lr, ok := l.rooms[id]; ok {
			r = lr.r
		}
	})
	return r
}

// all returns every live room.
func (l *lobby) all() []*room.Room {
	var out []*room.Room
	l.call(func() {
		for _, lr := range l.rooms {
			out = append(out, lr.r)
		}
	})
	return out
}

// gamesOf returns the rooms of the games the player is playing: not
// those that have ended and stay for a rematch.
func (l *lobby) gamesOf(p store.PlayerID) []*room.Room {
	var out []*room.Room
	l.call(func() {
		for _, lr := range l.rooms {
			if (lr.players[0] == p || lr.players[1] == p) && !lr.r.Ended() {
				out = append(out, lr.r)
			}
		}
	})
	return out
}

func (l *lobby) connect(p store.PlayerID, c *conn) {
	l.call(func() {
		if l.online[p] == nil {
			l.online[p] = map[*conn]struct{}{}
		}
		l.online[p][c] = struct{}{}
	})
}

// disconnect forgets c and withdraws its seek.
func (l *lobby) disconnect(p store.PlayerID, c *conn) {
	l.call(func() {
		delete(l.online[p], c)
		if len(l.online[p]) == 0 {
			delete(l.online, p)
		}
		l.dropSeeks(c)
	})
}

// conns returns the connections of the players.
func (l *lobby) conns(players ...store.PlayerID) []*conn {
	var out []*conn
	l.call(func() {
		for _, p := range players {
			for c := range l.online[p] {
				out = append(out, c)
			}
		}
	})
	return out
}

// reserveComputer counts a computer game about to start and reports
// whether the cap allows it; force counts it anyway (a resumed game, a
// rematch). The room's removal gives the place back; so does
// releaseComputer when the game does not start.
func (l *lobby) reserveComputer(force bool) bool {
	ok := false
	l.call(func() {
		ok = force || l.computers < l.s.cfg.MaxComputerGames
		if ok {
			l.computers++
		}
	})
	return ok
}

func (l *lobby) releaseComputer() { l.call(func() { l.computers-- }) }
