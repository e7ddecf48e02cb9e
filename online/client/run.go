package client

import (
	"context"
	"errors"
	"time"

	"mancala/online/proto"
)

// ErrTokenRefused stops the client: the server will not take its token
// (forged, expired, or of a player the server does not know).
var ErrTokenRefused = errors.New("client: the server refused the token")

// run connects, serves the connection and reconnects until the client
// is closed or its token refused.
func (c *Client) run() {
	defer close(c.done)
	backoff := FirstBackoff
	for c.ctx.Err() == nil {
		welcomed, err := c.session()
		if errors.Is(err, ErrTokenRefused) {
			c.stop(err)
			return
		}
		if welcomed {
			backoff = FirstBackoff
		}
		select {
		case <-c.ctx.Done():
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, MaxBackoff)
	}
	c.stop(c.ctx.Err())
}

func (c *Client) stop(err error) {
	c.mu.Lock()
	c.err = err
	c.mu.Unlock()
}

// session serves one connection: hello, welcome, the pending moves, then
// everything the server sends. The connection's end and its reason are
// recorded together, so Link never reports a link down without why.
func (c *Client) session() (welcomed bool, err error) {
	ws, err := c.dial()
	if err != nil {
		c.connectionEnded(nil, err)
		return false, err
	}
	defer func() {
		c.connectionEnded(ws, err)
		ws.Close()
	}()
	// Reads run without a context: the client's end closes the connection
	// instead, which ends the read.
	stop := context.AfterFunc(c.ctx, ws.Close)
	defer stop()
	c.mu.Lock()
	hello := &proto.Hello{Token: c.token, Seen: copySeen(c.seen)}
	c.mu.Unlock()
	if err := write(c.ctx, ws, hello); err != nil {
		return false, err
	}
	if err := c.welcome(ws); err != nil {
		return false, err
	}
	for {
		b, err := ws.Read()
		if err != nil {
			return true, err
		}
		m, err := proto.DecodeServer(b)
		if err != nil {
			continue // a newer server's message: pass over it
		}
		c.handle(m)
	}
}

// connectionEnded records that the connection ws (nil when none was made) is over
// because of err.
func (c *Client) connectionEnded(ws socket, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ws != nil {
		c.ws = nil
	}
	c.lastErr = err
}

func (c *Client) dial() (socket, error) {
	ctx, cancel := context.WithTimeout(c.ctx, dialTimeout)
	defer cancel()
	return dialSocket(ctx, c.cfg)
}

func copySeen(m map[string]int64) map[string]int64 {
	out := make(map[string]int64, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// welcome reads the server's answer to hello and, once welcomed, makes
// the connection current and sends the pending moves again. Events that
// come before the welcome (a game starting at that moment) are handled
// after it.
func (c *Client) welcome(ws socket) error {
	var early []proto.Message
	var w *proto.Welcome
	for w == nil {
		b, err := ws.Read()
		if err != nil {
			return err
		}
		m, err := proto.DecodeServer(b)
		if e, ok := m.(*proto.Error); ok && e.Code == proto.ErrUnauthorized {
			return ErrTokenRefused
		}
		if err != nil || len(early) > 64 {
			return errors.New("client: the server did not welcome us")
		}
		if w, _ = m.(*proto.Welcome); w == nil {
			early = append(early, m)
		}
	}
	c.mu.Lock()
	c.player, c.token, c.ws = w.Player, w.Token, ws
	c.conns++
	var again []*proto.Move
	for _, p := range c.pending {
		again = append(again, p.m)
	}
	first := c.conns == 1
	c.mu.Unlock()
	if first {
		close(c.ready)
	}
	c.deliver(w)
	for _, m := range early {
		c.handle(m)
	}
	for _, mv := range again {
		write(c.ctx, ws, mv)
	}
	return nil
}

// handle routes one message: a move's answer to its waiter, a lasting
// event once, everything else to Messages.
func (c *Client) handle(m proto.Message) {
	switch m := m.(type) {
	case *proto.Ack:
		if c.answer(m.ID, m) {
			return
		}
	case *proto.Error:
		if m.ID != "" && c.answer(m.ID, m) {
			return
		}
	case *proto.Event:
		if !c.fresh(m) {
			return
		}
	}
	c.deliver(m)
}

// answer gives a move's waiter its answer; false when nobody waits.
func (c *Client) answer(id string, m proto.Message) bool {
	c.mu.Lock()
	p, ok := c.pending[id]
	c.mu.Unlock()
	if !ok {
		return false
	}
	select {
	case p.reply <- m:
	default:
	}
	return true
}

// fresh records a lasting event and reports whether it is new; notices
// are always fresh.
func (c *Client) fresh(e *proto.Event) bool {
	if !e.Kind.Lasting() {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	last, ok := c.seen[e.Game]
	if ok && e.N <= last {
		return false
	}
	if e.Kind == proto.KindEnd {
		c.ended[e.Game] = true
	}
	if !ok && len(c.seen) >= proto.MaxSeen {
		c.forgetEnded()
	}
	if ok || len(c.seen) < proto.MaxSeen {
		c.seen[e.Game] = e.N
	}
	return true
}

func (c *Client) deliver(m proto.Message) {
	if c.cfg.Messages == nil {
		return
	}
	select {
	case c.cfg.Messages <- m:
	case <-c.ctx.Done():
	}
}

// forgetEnded stops following the games that have ended, to make room
// in the hello's seen list.
func (c *Client) forgetEnded() {
	for g := range c.ended {
		delete(c.seen, g)
		delete(c.ended, g)
	}
}
