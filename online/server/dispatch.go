package server

import (
	"context"
	"errors"
	"time"

	"mancala/online/proto"
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
	case *proto.Berserk:
		c.play(m.Game, m)
	case *proto.ArenaDo:
		arenaWatcher{c}.do(m)
	case *proto.ChallengePlayer:
		member{c}.challenge(m)
	case *proto.Profile:
		member{c}.profile(m)
	case *proto.Say:
		c.play(m.Game, m)
	case *proto.Claim:
		c.play(m.Game, m)
	case *proto.Rematch:
		c.play(m.Game, m)
	case *proto.PuzzleAsk, *proto.PuzzleSolve:
		puzzler{c}.answer(m)
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
	if c.s.cluster != nil {
		c.helloCluster(h, p)
		return
	}
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

// helloCluster is hello in a cluster: the player's live games are the
// store's, wherever their rooms are.
func (c *conn) helloCluster(h *proto.Hello, p store.Player) {
	ctx, cancel := c.storeCtx()
	mine, err := c.s.cfg.Store.LiveGames(ctx, p.ID)
	cancel()
	if err != nil {
		c.refuse(proto.ErrInternal, "server: the store is not reachable now; try again")
		c.cancel()
		return
	}
	w := &proto.Welcome{Player: publicPlayer(p), Token: c.s.sign.token(p.ID, c.s.now().Add(TokenLife))}
	for _, id := range mine {
		w.Games = append(w.Games, string(id))
	}
	c.send(w)
	for _, id := range mine {
		c.followGame(id, h.Seen[string(id)])
	}
	for g, n := range h.Seen {
		if !c.following(store.GameID(g)) && !c.followLive(store.GameID(g), n) {
			c.catchUpStored(store.GameID(g), n)
		}
	}
}

// followLive follows a game of the cluster that is still being played.
func (c *conn) followLive(id store.GameID, seen int64) bool {
	ctx, cancel := c.storeCtx()
	g, err := c.s.cfg.Store.Game(ctx, id)
	cancel()
	if err != nil || g.Result != store.Ongoing {
		return false
	}
	return c.followGame(id, seen) == nil
}

// catchUpStored sends the lasting events after seen of a game that has no
// live room: a game that ended while the client was away. A game still in
// play is never shown past what its spectators may see.
func (c *conn) catchUpStored(id store.GameID, seen int64) {
	ctx, cancel := c.storeCtx()
	defer cancel()
	frames, over := Host{c.s}.StoredFrames(ctx, id)
	if over && seen < int64(len(frames)) {
		c.Deliver(frames[max(seen, 0):]...)
	}
}

func (c *conn) following(id store.GameID) bool {
	if c.s.cluster != nil {
		return c.s.cluster.Following(connView{c}, id)
	}
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
	r := c.followed(store.GameID(game))
	if r == nil {
		r = c.s.lobby.room(store.GameID(game))
	}
	if r == nil && c.s.cluster != nil {
		c.playElsewhere(store.GameID(game), m)
		return
	}
	if r == nil {
		c.send(c.s.noRoom(c.ctx, game, m))
		return
	}
	if reply := r.Do(c.ctx, c.player.ID, m); reply != nil {
		c.send(reply)
	}
}

// live reports whether a game without a room here is being played (in a
// cluster, on another process); a store that cannot answer counts as yes,
// so that the move is tried and refused as internal, to be sent again.
func (c *conn) live(id store.GameID) bool {
	ctx, cancel := c.storeCtx()
	defer cancel()
	g, err := c.s.cfg.Store.Game(ctx, id)
	return err != nil && !errors.Is(err, store.ErrNotFound) || err == nil && g.Result == store.Ongoing
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
	if r == nil && c.s.cluster != nil && c.followLive(store.GameID(m.Game), 0) {
		return
	}
	if r == nil {
		c.refuse(proto.ErrNotFound, "server: game "+m.Game+" is not live; fetch /api/games/"+m.Game)
		return
	}
	c.follow(r, 0)
}

// playElsewhere passes a player's game message to the game's owner on
// another process. A game with no owner that answers has ended (or never
// was), or its owner cannot be reached now (it has stopped and its games
// are not yet taken over, or NATS is down): an internal error, and the
// client sends a move again under the same id.
func (c *conn) playElsewhere(game store.GameID, m proto.Message) {
	reply, err := c.s.cluster.Play(connView{c}, game, m)
	if err != nil && !c.live(game) {
		c.send(c.s.noRoom(c.ctx, string(game), m))
		return
	}
	if err != nil {
		e := &proto.Error{Code: proto.ErrInternal, Message: "server: the game's server is not reachable now; send it again", Game: string(game)}
		if mv, ok := m.(*proto.Move); ok {
			e.ID = mv.ID
		}
		c.send(e)
		return
	}
	if len(reply) > 0 {
		c.Deliver(reply)
	}
}
