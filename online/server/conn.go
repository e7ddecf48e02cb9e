package server

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
)

// Connection limits.
const (
	outQueue     = 64               // deliveries waiting for a slow reader before it is dropped
	writeTimeout = 10 * time.Second // per delivery
	pingEvery    = 30 * time.Second // a peer that does not answer is dropped
	floodLimit   = 50               // messages refused in a row before the connection is closed
)

// conn is one client's WebSocket. Its reader goroutine owns player and
// denied; games is shared with the rooms that deliver to it.
type conn struct {
	s      *Server
	ws     *websocket.Conn
	addr   string
	cookie string
	out    chan [][]byte // a nil delivery: close for a flood, after the others
	wrote  chan struct{} // closed when the writer has stopped
	ctx    context.Context
	cancel context.CancelFunc
	limit  *rate.Limiter
	denied int
	player *store.Player

	mu     sync.Mutex
	games  map[store.GameID]*room.Room
	closed bool
}

// Deliver queues frames, a catch-up as one delivery; a client too slow to
// take outQueue deliveries is dropped rather than slowing the game.
func (c *conn) Deliver(frames ...[]byte) {
	if len(frames) == 0 {
		return // nil on out is the flood's close
	}
	select {
	case c.out <- frames:
	default:
		c.cancel()
	}
}

// send queues a message to the client.
func (c *conn) send(m proto.Message) {
	frame, err := proto.Encode(m)
	if err != nil {
		c.s.cfg.Log.Error("server: encoding a reply failed", "type", m.Type(), "err", err)
		return
	}
	c.Deliver(frame)
}

func (c *conn) refuse(code proto.Code, msg string) {
	c.send(&proto.Error{Code: code, Message: msg})
}

func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, nil) // refuses an Origin other than the Host
	if err != nil {
		return
	}
	ws.SetReadLimit(proto.MaxFrame)
	ctx, cancel := context.WithCancel(s.ctx)
	c := &conn{s: s, ws: ws, addr: clientAddr(r), out: make(chan [][]byte, outQueue), wrote: make(chan struct{}),
		ctx: ctx, cancel: cancel,
		limit: rate.NewLimiter(s.cfg.ConnRate, int(2*s.cfg.ConnRate)), games: map[store.GameID]*room.Room{}}
	if ck, err := r.Cookie(CookieName); err == nil {
		c.cookie = ck.Value
	}
	// Reads and writes run without a context to end them (with one, the
	// WebSocket library sets up a watch on it for every frame, most of
	// the server's garbage): the connection is closed instead, once, when
	// its context ends.
	stop := context.AfterFunc(ctx, func() { ws.CloseNow() })
	defer stop()
	go c.write()
	c.read()
	c.close()
}

// read handles the client's messages until the connection ends.
func (c *conn) read() {
	defer c.cancel()
	for {
		typ, frame, err := c.ws.Read(context.Background())
		if err != nil {
			return
		}
		if !c.allowed(frame) {
			if c.denied >= floodLimit {
				c.closeForFlood()
				return
			}
			continue
		}
		if typ != websocket.MessageText {
			c.refuse(proto.ErrBadMessage, "server: frames are JSON text")
			continue
		}
		m, err := proto.DecodeClient(frame)
		if err != nil {
			c.refuse(proto.ErrBadMessage, err.Error())
			continue
		}
		c.handle(m)
	}
}

// closeForFlood closes the connection with 1008 (policy violation) once
// the replies due before it, and a last rate_limited error, are written.
func (c *conn) closeForFlood() {
	c.refuse(proto.ErrRateLimited, "server: message flood; closing the connection")
	select {
	case c.out <- nil:
		<-c.wrote
	case <-c.ctx.Done():
	}
}

// allowed applies the connection's and the address's rate limits. The
// first message refused in a row is told; so is every move refused, under
// its id: its client waits for that answer, then sends the move again.
func (c *conn) allowed(frame []byte) bool {
	if c.limit.Allow() && c.s.addrs.allow(c.addr) {
		c.denied = 0
		return true
	}
	c.denied++
	const slowDown = "server: too many messages; slow down"
	if mv, ok := decodeMove(frame); ok {
		c.send(&proto.Error{Code: proto.ErrRateLimited, Message: slowDown + " and send the move again", Game: mv.Game, ID: mv.ID})
	} else if c.denied == 1 {
		c.refuse(proto.ErrRateLimited, slowDown)
	}
	return false
}

// decodeMove returns the move a frame carries, if it is one.
func decodeMove(frame []byte) (*proto.Move, bool) {
	m, err := proto.DecodeClient(frame)
	mv, ok := m.(*proto.Move)
	return mv, err == nil && ok
}

// write sends queued frames and pings the client now and then. A
// delivery not written within writeTimeout closes the connection.
func (c *conn) write() {
	defer close(c.wrote)
	defer c.cancel()
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	stalled := time.AfterFunc(writeTimeout, func() { c.ws.CloseNow() })
	stalled.Stop()
	for {
		select {
		case <-c.ctx.Done():
			return
		case frames := <-c.out:
			if frames == nil {
				c.ws.Close(websocket.StatusPolicyViolation, "message flood")
				return
			}
			stalled.Reset(writeTimeout)
			ok := c.writeAll(frames)
			stalled.Stop()
			if !ok {
				return
			}
		case <-ping.C:
			ctx, cancel := context.WithTimeout(c.ctx, writeTimeout)
			err := c.ws.Ping(ctx)
			cancel()
			if err != nil {
				return
			}
		}
	}
}

// writeAll writes frames in order and reports whether all went.
func (c *conn) writeAll(frames [][]byte) bool {
	for _, f := range frames {
		if err := c.ws.Write(context.Background(), websocket.MessageText, f); err != nil {
			return false
		}
	}
	return true
}

// close leaves every room and the lobby.
func (c *conn) close() {
	c.cancel()
	c.mu.Lock()
	games := c.games
	c.games, c.closed = map[store.GameID]*room.Room{}, true
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, r := range games {
		r.Unsubscribe(ctx, c)
	}
	if c.s.cluster != nil {
		c.s.cluster.Leave(connView{c})
	}
	c.s.arenas.Leave(arenaWatcher{c})
	if c.player != nil {
		c.s.lobby.disconnect(c.player.ID, c)
		if c.s.cluster != nil {
			c.s.cluster.SeekGone(c.player.ID)
		}
	}
	if errors.Is(c.s.ctx.Err(), context.Canceled) {
		c.ws.Close(websocket.StatusGoingAway, "server stopping")
	}
	c.ws.CloseNow()
}

// follow subscribes the connection to a room from event seen on. It holds
// the lock while it subscribes so that close, which takes it, never
// misses a room to leave.
func (c *conn) follow(r *room.Room, seen int64) error {
	if c.s.cluster != nil {
		return c.followGame(r.ID(), seen)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return room.ErrClosed
	}
	c.games[r.ID()] = r
	var id store.PlayerID
	if p := c.player; p != nil {
		id = p.ID
	}
	return r.Subscribe(c.ctx, c, id, seen)
}

// followed returns the live room of game id that the connection follows,
// if any: a player's moves go to it straight, without asking the lobby.
func (c *conn) followed(id store.GameID) *room.Room {
	c.mu.Lock()
	r := c.games[id]
	c.mu.Unlock()
	if r == nil {
		return nil
	}
	select {
	case <-r.Done():
		return nil // closed: the lobby knows the game's next room, if any
	default:
		return r
	}
}

// followGame follows a game wherever its room is (in a cluster).
func (c *conn) followGame(id store.GameID, seen int64) error {
	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	if closed {
		return room.ErrClosed
	}
	c.s.cluster.Follow(connView{c}, id, seen)
	return nil
}

func (c *conn) unfollow(id store.GameID) {
	if c.s.cluster != nil {
		c.s.cluster.Unfollow(connView{c}, id)
		return
	}
	c.mu.Lock()
	r := c.games[id]
	delete(c.games, id)
	c.mu.Unlock()
	if r != nil {
		r.Unsubscribe(c.ctx, c)
	}
}
