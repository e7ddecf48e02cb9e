// Package client is the Go client of the online server, used by the game
// (natively, over coder/websocket, and under js/wasm, over the browser's
// own WebSocket: socket.go), by the tests and by the load tool. It keeps one WebSocket open and reconnects
// by itself, waiting 0.25 s and doubling up to 5 s; on each connection it
// says hello with the last lasting event it has seen of every game it
// follows, so the server replays what it missed, and it sends again every
// move not yet acknowledged, under the same id, so a move is never lost
// and never played twice.
package client

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"mancala/online/proto"
)

// Backoff bounds the wait between reconnections.
const (
	FirstBackoff = 250 * time.Millisecond
	MaxBackoff   = 5 * time.Second
)

// AnswerWait is how long Move waits for the answer to a move before it
// sends the move again under the same id: an answer lost on its way (in a
// cluster, between two server processes) costs the player no more.
const AnswerWait = 3 * time.Second

// Config says where and who the client is.
type Config struct {
	URL    string              // ws://host:port/ws
	Token  string              // the player's token; empty for a new guest
	Header map[string][]string // extra upgrade headers (native only; the browser sends its own)
	// Messages receives everything the server sends except acks and
	// errors that answer a Move, lasting events already seen dropped. A
	// nil channel drops them. The client blocks while it is full, so a
	// reader that waits on Move needs a channel with room for the events
	// that come before the move's ack (a few).
	Messages chan<- proto.Message
}

// Client is a connection to the server that survives disconnections.
type Client struct {
	cfg    Config
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
	nextID atomic.Int64

	mu      sync.Mutex
	ws      socket // nil while disconnected
	token   string
	player  proto.Player
	seen    map[string]int64 // last lasting event of each followed game
	ended   map[string]bool  // followed games that have ended
	pending map[string]*pending
	err     error // why the client stopped
	lastErr error // why the last connection ended or failed
	ready   chan struct{}
	conns   int
}

// pending is a move waiting for its answer.
type pending struct {
	m     *proto.Move
	reply chan proto.Message
}

// Dial starts a client; it returns once the first connection has been
// welcomed, or with the error that prevented it.
func Dial(ctx context.Context, cfg Config) (*Client, error) {
	c := Start(cfg)
	select {
	case <-c.ready:
		return c, nil
	case <-c.done:
		return nil, c.Err()
	case <-ctx.Done():
		c.Close()
		return nil, ctx.Err()
	}
}

// Start starts a client without waiting for its first connection: it
// connects, and reconnects, in the background. Link tells how it goes; a
// game's screen, which must not wait, starts its client this way.
func Start(cfg Config) *Client {
	cctx, cancel := context.WithCancel(context.Background())
	c := &Client{cfg: cfg, ctx: cctx, cancel: cancel, done: make(chan struct{}), token: cfg.Token,
		seen: map[string]int64{}, ended: map[string]bool{}, pending: map[string]*pending{}, ready: make(chan struct{})}
	c.nextID.Store(time.Now().UnixNano())
	go c.run()
	return c
}

// Link reports whether a connection is open and welcomed now, and why
// the last connection ended or the last attempt to connect failed (nil
// before the first failure).
func (c *Client) Link() (up bool, last error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ws != nil, c.lastErr
}

// Close stops the client.
func (c *Client) Close() {
	c.cancel()
	<-c.done
}

// Done is closed when the client has stopped: Close, or a refused token.
func (c *Client) Done() <-chan struct{} { return c.done }

// Err says why the client stopped.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Player returns the player the server welcomed.
func (c *Client) Player() proto.Player {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.player
}

// Token returns the latest token, to keep for the next session.
func (c *Client) Token() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.token
}

// Connections counts the connections welcomed so far.
func (c *Client) Connections() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.conns
}

// Send sends a message other than a move. It fails while the client is
// disconnected; games followed are caught up on reconnection anyway.
func (c *Client) Send(ctx context.Context, m proto.Message) error {
	if w, ok := m.(*proto.Watch); ok {
		c.follow(w.Game)
	}
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws == nil {
		return errors.New("client: not connected")
	}
	return write(ctx, ws, m)
}

// follow adds a game to the hello's seen list.
func (c *Client) follow(game string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.seen[game]; !ok && len(c.seen) < proto.MaxSeen {
		c.seen[game] = 0
	}
}

// Move plays move at ply of game and waits for the server's answer: the
// Ack, or the *RefusedError refusing it. Across disconnections, and after
// the server's "internal" answer (it could not store the move) and its
// "rate_limited" one (the move came too soon after others), and when no
// answer has come for AnswerWait, it sends the move again under the same
// id, until it is answered or ctx is done.
func (c *Client) Move(ctx context.Context, game string, ply int, move string) (*proto.Ack, error) {
	id := "c" + strconv.FormatInt(c.nextID.Add(1), 36)
	p := &pending{m: &proto.Move{Game: game, Ply: ply, Move: move, ID: id}, reply: make(chan proto.Message, 1)}
	c.mu.Lock()
	c.pending[id] = p
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}()
	for {
		c.sendPending(ctx, p.m)
		select {
		case r := <-p.reply:
			e, ok := r.(*proto.Error)
			if !ok {
				return r.(*proto.Ack), nil
			}
			if e.Code != proto.ErrInternal && e.Code != proto.ErrRateLimited {
				return nil, &RefusedError{E: *e}
			}
			if err := sleep(ctx, FirstBackoff); err != nil {
				return nil, err
			}
		case <-time.After(AnswerWait):
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-c.done:
			return nil, fmt.Errorf("client: stopped: %w", c.Err())
		}
	}
}

// sendPending writes a pending move on the current connection, if any; a
// failure is made good on reconnection.
func (c *Client) sendPending(ctx context.Context, m *proto.Move) {
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws != nil {
		write(ctx, ws, m)
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// RefusedError is the server's refusal of a move.
type RefusedError struct{ E proto.Error }

func (e *RefusedError) Error() string {
	return "client: refused: " + string(e.E.Code) + ": " + e.E.Message
}

// Interrupt drops the current connection as a network failure would; the
// client reconnects by itself. Tests and load tools use it.
func (c *Client) Interrupt() {
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws != nil {
		ws.Close()
	}
}
