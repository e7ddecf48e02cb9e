package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
)

// follow is one connection following one game in a cluster, wherever the
// game's room is. It passes the game's lasting events on in order (see
// eventOrder), so that after an owner change, or when an event was lost
// on the way, it subscribes again from the last event it passed on.
type follow struct {
	cl     *cluster
	c      *conn
	game   store.GameID
	player store.PlayerID
	key    string

	dmu       sync.Mutex // serialises deliveries
	order     eventOrder
	resyncing atomic.Bool // a subscription again after a gap is under way

	mu    sync.Mutex // serialises attach
	local *room.Room // the room, when this process owns it
	// remote is the process whose room took the last subscription over
	// NATS ("" when the room is here).
	remote atomic.Value
}

var followKeys atomic.Int64

func (f *follow) inbox() string { return subjProc + f.cl.id + "." + f.key }

// Deliver passes the frames on to the connection in event order and
// subscribes again when one is missing.
func (f *follow) Deliver(frames ...[]byte) {
	f.dmu.Lock()
	out, gap := f.order.pass(frames)
	if len(out) > 0 {
		f.c.Deliver(out...)
	}
	f.dmu.Unlock()
	if gap && f.resyncing.CompareAndSwap(false, true) {
		go func() {
			defer f.resyncing.Store(false)
			f.attach()
		}()
	}
}

// seen returns the last lasting event passed on.
func (f *follow) seen() int64 {
	f.dmu.Lock()
	defer f.dmu.Unlock()
	return f.order.seen
}

// attach subscribes the follow to the game's room from the last event it
// passed on: the room here, or the owner's over NATS. A room that cannot
// be reached now (no owner yet, an owner busy or stopping) is tried again
// half a lease later, and at once when a process announces the game;
// meanwhile a game that has ended is caught up from the store (its owner
// may have died between storing the end and sending it).
func (f *follow) attach() {
	if f.subscribe() || !f.cl.followed(f) || f.catchUpEnded() {
		return
	}
	time.AfterFunc(f.cl.ttl/2, func() {
		if f.cl.followed(f) {
			f.attach()
		}
	})
}

func (f *follow) subscribe() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	ctx, cancel := context.WithTimeout(f.c.ctx, requestTimeout)
	defer cancel()
	if r := f.cl.s.lobby.room(f.game); r != nil {
		f.local = r
		f.remote.Store("")
		return r.Subscribe(ctx, f, f.player, f.seen()) == nil
	}
	f.local = nil
	data, _ := json.Marshal(subRequest{Player: f.player, Seen: f.seen(), Inbox: f.inbox()})
	m, err := f.cl.nc.RequestWithContext(ctx, subjGame+string(f.game)+".sub", data)
	if err != nil {
		return false
	}
	f.remote.Store(string(m.Data))
	return true
}

// catchUpEnded passes on the stored events after the last one passed on
// of a game that has ended, and reports whether it has.
func (f *follow) catchUpEnded() bool {
	ctx, cancel := context.WithTimeout(f.c.ctx, requestTimeout)
	defer cancel()
	frames, over := f.cl.s.storedFrames(ctx, f.game)
	if over {
		f.Deliver(frames...)
	}
	return over
}

// ownedBy reports whether the follow's last subscription went to the
// room of process proc, over NATS.
func (f *follow) ownedBy(proc string) bool {
	owner, _ := f.remote.Load().(string)
	return owner != "" && owner == proc
}

// followed reports whether the follow is still one of a connection's.
func (cl *cluster) followed(f *follow) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.follows[f.key] == f && f.c.ctx.Err() == nil
}

// detach ends the follow's subscription.
func (f *follow) detach() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.local != nil {
		ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
		defer cancel()
		f.local.Unsubscribe(ctx, f)
		return
	}
	data, _ := json.Marshal(subRequest{Inbox: f.inbox()})
	f.cl.nc.Publish(subjGame+string(f.game)+".unsub", data)
}

// follow makes c follow the game from event seen on.
func (cl *cluster) follow(c *conn, game store.GameID, seen int64) {
	var player store.PlayerID
	if c.player != nil {
		player = c.player.ID
	}
	f := &follow{cl: cl, c: c, game: game, player: player, key: strconv.FormatInt(followKeys.Add(1), 36)}
	cl.mu.Lock()
	if cl.byConn[c] == nil {
		cl.byConn[c] = map[store.GameID]*follow{}
	}
	old := cl.byConn[c][game]
	f.order.seen = seen
	if old != nil { // the connection has had those: they need not come again
		f.order.seen = max(seen, old.seen())
	}
	cl.byConn[c][game] = f
	cl.follows[f.key] = f
	if old != nil {
		delete(cl.follows, old.key)
	}
	cl.mu.Unlock()
	if old != nil {
		old.detach()
	}
	f.attach()
	if c.ctx.Err() != nil { // the connection closed meanwhile
		cl.unfollow(c, game)
	}
}

func (cl *cluster) following(c *conn, game store.GameID) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.byConn[c][game] != nil
}

// inboxOf returns the inbox of c's follow of the game, or "".
func (cl *cluster) inboxOf(c *conn, game store.GameID) string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if f := cl.byConn[c][game]; f != nil && f.local == nil {
		return f.inbox()
	}
	return ""
}

// unfollow ends c's follow of the game.
func (cl *cluster) unfollow(c *conn, game store.GameID) {
	cl.mu.Lock()
	f := cl.byConn[c][game]
	if f != nil {
		delete(cl.byConn[c], game)
		delete(cl.follows, f.key)
	}
	cl.mu.Unlock()
	if f != nil {
		f.detach()
	}
}

// dropConn ends every follow of a closed connection.
func (cl *cluster) dropConn(c *conn) {
	cl.mu.Lock()
	fs := cl.byConn[c]
	delete(cl.byConn, c)
	for _, f := range fs {
		delete(cl.follows, f.key)
	}
	cl.mu.Unlock()
	for _, f := range fs {
		f.detach()
	}
}

// onFrames passes frames from an owner to the follow they are for; an
// empty message says the owner has dropped the follow's subscription.
func (cl *cluster) onFrames(m *nats.Msg) {
	key := m.Subject[len(subjProc)+len(cl.id)+1:]
	cl.mu.Lock()
	f := cl.follows[key]
	cl.mu.Unlock()
	switch {
	case f == nil:
	case len(m.Data) == 0:
		go f.attach()
	default:
		f.Deliver(bytes.Split(m.Data, []byte{'\n'})...)
	}
}

// play passes a player's game message to the game's owner. A game with
// no owner that answers has ended (or never was), or its owner cannot be
// reached now (it has stopped and its games are not yet taken over, or
// NATS is down): an internal error, and the client sends a move again
// under the same id.
func (cl *cluster) play(c *conn, game store.GameID, m proto.Message) {
	frame, err := proto.Encode(m)
	if err != nil {
		return
	}
	reply, err := cl.forward(c.ctx, game, c.player.ID, frame, cl.inboxOf(c, game))
	if err != nil && !c.live(game) {
		c.send(cl.s.noRoom(c.ctx, string(game), m))
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

// watchNATS makes NATS's outages visible and mends what they broke: while
// NATS is down the games of other processes cannot be reached, so the
// connections following one are closed (their clients show that they are
// reconnecting and come back by themselves); once NATS is back every follow
// subscribes again from the last event it passed on, which also brings
// what the owners published while the follows could not receive it.
func (cl *cluster) watchNATS() {
	log := cl.s.cfg.Log
	cl.nc.SetDisconnectErrHandler(func(_ *nats.Conn, err error) {
		log.Warn("server: NATS disconnected; closing the connections that follow other processes' games", "err", err)
		go cl.closeRemoteConns()
	})
	cl.nc.SetReconnectHandler(func(*nats.Conn) {
		log.Info("server: NATS reconnected")
		go cl.reattachAll()
	})
}

func (cl *cluster) closeRemoteConns() {
	cl.mu.Lock()
	var conns []*conn
	for c, fs := range cl.byConn {
		for _, f := range fs {
			if f.local == nil {
				conns = append(conns, c)
				break
			}
		}
	}
	cl.mu.Unlock()
	for _, c := range conns {
		c.ws.Close(websocket.StatusTryAgainLater, "server: reconnecting to the other servers")
		c.cancel()
	}
}

func (cl *cluster) reattachAll() {
	cl.mu.Lock()
	fs := make([]*follow, 0, len(cl.follows))
	for _, f := range cl.follows {
		fs = append(fs, f)
	}
	cl.mu.Unlock()
	for _, f := range fs {
		go f.attach()
	}
}
