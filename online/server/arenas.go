package server

import (
	"context"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
	"mancala/online/tourney"
)

// arenaHost is what the server gives its arenas' director.
type arenaHost struct{ s *Server }

func (h arenaHost) Store() store.Store { return h.s.cfg.Store }

func (h arenaHost) Now() time.Time { return h.s.now() }

// StartGame opens the room of an arena game; the players' connections
// here follow it, the others' through the cluster.
func (h arenaHost) StartGame(g store.Game) error {
	_, err := h.s.openRoom(g)
	return err
}

// Settings reads a variant and clock as every game of the server.
func (h arenaHost) Settings(variant, clock string, rated bool) (store.Settings, *proto.Error) {
	return settings(variant, clock, rated)
}

// Players reads the players as lists show them.
func (h arenaHost) Players(ctx context.Context, ids []store.PlayerID) map[store.PlayerID]proto.Player {
	out := make(map[store.PlayerID]proto.Player, len(ids))
	for _, id := range ids {
		if p, err := h.s.cfg.Store.Player(ctx, id); err == nil {
			out[id] = publicPlayer(p)
		}
	}
	return out
}

// arenaWatcher is a connection's part in the arenas: it asks the
// director, and is what the director sends the arenas' news to.
type arenaWatcher struct{ c *conn }

func (w arenaWatcher) Deliver(frames ...[]byte) { w.c.Deliver(frames...) }

func (w arenaWatcher) Player() store.PlayerID { return w.c.player.ID }

// do answers an arena request.
func (w arenaWatcher) do(m *proto.ArenaDo) {
	ctx, cancel := context.WithTimeout(w.c.ctx, 10*time.Second)
	defer cancel()
	if a := w.c.s.arenas.Do(ctx, w, m, w.c.player.Guest()); a != nil {
		w.c.send(a)
	}
}

// newDirector makes the arenas' director of the server.
func newDirector(s *Server) *tourney.Director {
	return tourney.New(tourney.Config{Host: arenaHost{s}, Owner: newID("arenas-"), Schedule: s.cfg.Arenas,
		Tick: s.cfg.ArenaTick, Log: s.cfg.Log, NewGameID: func() string { return newID("") }})
}
