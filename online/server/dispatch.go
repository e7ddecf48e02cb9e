package server

import (
	"context"
	"errors"
	"time"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
)

// handle answers one decoded message from the client.
func (c *conn) handle(m proto.Message) {
	if h, ok := m.(*proto.Hello); ok {
		c.hello(h)
		return
	}
	if p, ok := m.(*proto.Ping); ok {
		c.send(&proto.Pong{N: p.N})
		return
	}
	if c.player == nil {
		c.refuse(proto.ErrUnauthorized, "server: say hello first")
		return
	}
	switch m := m.(type) {
	case *proto.Seek:
		c.seek(m)
	case *proto.Cancel:
		c.cancelSeek(m)
	case *proto.Computer:
		c.computer(m)
	case *proto.Invite:
		c.invite(m)
	case *proto.Join:
		c.join(m)
	case *proto.List:
		c.list(m)
	case *proto.Watch:
		c.watch(m)
	case *proto.Unwatch:
		c.unfollow(store.GameID(m.Game))
	case *proto.Move:
		c.play(m.Game, m)
	case *proto.Resign:
		c.play(m.Game, m)
	case *proto.Draw:
		c.play(m.Game, m)
	case *proto.Abort:
		c.play(m.Game, m)
	case *proto.Claim:
		c.play(m.Game, m)
	case *proto.Rematch:
		c.play(m.Game, m)
	}
}

// hello identifies the player (the token, else the cookie, else a new
// guest), welcomes them with a renewed token and follows their live games
// and the games in Seen from the events they last saw.
func (c *conn) hello(h *proto.Hello) {
	if c.player != nil {
		c.refuse(proto.ErrBadMessage, "server: hello only once per connection")
		return
	}
	p, err := c.identify(h.Token)
	if errors.Is(err, errGuests) {
		c.refuse(proto.ErrRateLimited, err.Error())
		return
	}
	if err != nil {
		c.refuse(proto.ErrUnauthorized, err.Error())
		return
	}
	c.player = &p
	c.s.lobby.connect(p.ID, c)
	mine := c.s.lobby.gamesOf(p.ID)
	w := &proto.Welcome{Player: publicPlayer(p), Token: c.s.sign.token(p.ID, c.s.now().Add(TokenLife))}
	for _, r := range mine {
		w.Games = append(w.Games, string(r.ID()))
	}
	c.send(w)
	for _, r := range mine {
		c.follow(r, h.Seen[string(r.ID())])
	}
	for g, n := range h.Seen {
		r := c.s.lobby.room(store.GameID(g))
		switch {
		case r == nil:
			c.catchUpStored(store.GameID(g), n)
		case !c.following(r.ID()):
			c.follow(r, n)
		}
	}
}

// catchUpStored sends the lasting events after seen of a game that has no
// live room: a game that ended while the client was away. A game still in
// play is never shown past what its spectators may see.
func (c *conn) catchUpStored(id store.GameID, seen int64) {
	ctx, cancel := c.storeCtx()
	defer cancel()
	g, err := c.s.cfg.Store.Game(ctx, id)
	if err != nil || g.Result == store.Ongoing {
		return
	}
	cfg, err := c.s.roomConfig(ctx, g)
	if err != nil {
		return
	}
	frames, err := room.Frames(cfg)
	if err == nil && seen < int64(len(frames)) {
		c.Deliver(frames[max(seen, 0):]...)
	}
}

func (c *conn) following(id store.GameID) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.games[id]
	return ok
}

// identify returns the player of a token (or of the cookie), or a new
// guest when there is neither.
func (c *conn) identify(token string) (store.Player, error) {
	if token == "" {
		token = c.cookie
	}
	ctx, cancel := context.WithTimeout(c.ctx, 5*time.Second)
	defer cancel()
	if token == "" {
		if !c.s.guests.allow(c.addr) {
			return store.Player{}, errGuests
		}
		return c.s.newGuest(ctx)
	}
	id, err := c.s.sign.verify(token, c.s.now())
	if err != nil {
		return store.Player{}, err
	}
	p, err := c.s.cfg.Store.Player(ctx, id)
	if err != nil {
		return store.Player{}, errBadToken
	}
	return p, nil
}

// play passes a game message to its room. A game without a live room has
// ended (or never was).
func (c *conn) play(game string, m proto.Message) {
	r := c.s.lobby.room(store.GameID(game))
	if r == nil {
		c.send(c.s.noRoom(c.ctx, game, m))
		return
	}
	if reply := r.Do(c.ctx, c.player.ID, m); reply != nil {
		c.send(reply)
	}
}

// noRoom answers a message for a game with no live room: game_over for a
// stored game, not_found otherwise. A move id already stored is
// acknowledged again.
func (s *Server) noRoom(ctx context.Context, game string, m proto.Message) proto.Message {
	g, err := s.cfg.Store.Game(ctx, store.GameID(game))
	if errors.Is(err, store.ErrNotFound) {
		return &proto.Error{Code: proto.ErrNotFound, Message: "server: no game " + game, Game: game}
	}
	if mv, ok := m.(*proto.Move); ok && err == nil {
		for _, stored := range g.Moves {
			if stored.ID == mv.ID {
				return &proto.Ack{Game: game, ID: mv.ID, Ply: stored.Ply}
			}
		}
		return &proto.Error{Code: proto.ErrGameOver, Message: "server: game " + game + " has ended", Game: game, ID: mv.ID}
	}
	return &proto.Error{Code: proto.ErrGameOver, Message: "server: game " + game + " has ended", Game: game}
}

// watch follows a live game as a spectator (or as its player, from
// another device).
func (c *conn) watch(m *proto.Watch) {
	r := c.s.lobby.room(store.GameID(m.Game))
	if r == nil {
		c.refuse(proto.ErrNotFound, "server: game "+m.Game+" is not live; fetch /api/games/"+m.Game)
		return
	}
	c.follow(r, 0)
}
