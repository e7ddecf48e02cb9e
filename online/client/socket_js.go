//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"mancala/online/proto"
)

// browserSocket is a socket over the browser's own WebSocket: the page
// needs no WebSocket, HTTP or TLS code of its own (they were most of the
// club's weight in the page). The browser sends the page's Origin and its
// token cookie itself.
type browserSocket struct {
	ws    js.Value
	funcs []js.Func

	mu     sync.Mutex
	queue  [][]byte      // messages not read yet
	ready  chan struct{} // a message or the end is waiting: one token
	err    error         // why the connection ended
	opened chan struct{}
	once   sync.Once
}

// maxQueued is how many messages may wait for the reader before the
// connection is dropped as too slow (the server does the same).
const maxQueued = 4096

var errSocketClosed = errors.New("client: the connection is closed")

func dialSocket(ctx context.Context, cfg Config) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, errors.New("client: this browser has no WebSocket")
	}
	s := &browserSocket{ready: make(chan struct{}, 1), opened: make(chan struct{})}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil { // new WebSocket throws on a malformed URL
				err = fmt.Errorf("client: %v", r)
			}
		}()
		s.ws = ctor.New(cfg.URL)
	}()
	if err != nil {
		return nil, err
	}
	s.listen()
	select {
	case <-s.opened:
	case <-ctx.Done():
		s.Close()
		return nil, ctx.Err()
	}
	if err := s.ended(); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// listen sets the WebSocket's event handlers. They run on the browser's
// event loop and never block.
func (s *browserSocket) listen() {
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		s.funcs = append(s.funcs, fn)
		s.ws.Set(event, fn)
	}
	on("onopen", func(js.Value) { s.once.Do(func() { close(s.opened) }) })
	on("onmessage", func(e js.Value) { s.received(e.Get("data")) })
	on("onerror", func(js.Value) { s.end(errors.New("client: the connection failed")) })
	on("onclose", func(e js.Value) {
		s.end(fmt.Errorf("client: the connection closed (%d %s)", e.Get("code").Int(), e.Get("reason").String()))
		go s.release() // after this handler has returned: the last event
	})
}

// release drops the event handlers once the connection has closed.
func (s *browserSocket) release() {
	for _, event := range []string{"onopen", "onmessage", "onerror", "onclose"} {
		s.ws.Set(event, js.Null())
	}
	for _, fn := range s.funcs {
		fn.Release()
	}
}

// received queues a message for Read.
func (s *browserSocket) received(data js.Value) {
	if data.Type() != js.TypeString {
		s.end(errors.New("client: the server sent a binary message"))
		return
	}
	b := []byte(data.String())
	s.mu.Lock()
	switch {
	case len(b) > proto.MaxFrame:
		s.mu.Unlock()
		s.end(fmt.Errorf("client: a message of %d bytes, above %d", len(b), proto.MaxFrame))
		return
	case len(s.queue) >= maxQueued:
		s.mu.Unlock()
		s.end(errors.New("client: messages came faster than they were read"))
		return
	}
	s.queue = append(s.queue, b)
	s.mu.Unlock()
	s.wake()
}

// end records why the connection ended, once, and closes it.
func (s *browserSocket) end(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.once.Do(func() { close(s.opened) })
	s.wake()
	s.ws.Call("close")
}

func (s *browserSocket) wake() {
	select {
	case s.ready <- struct{}{}:
	default:
	}
}

func (s *browserSocket) ended() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

func (s *browserSocket) Read() ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.queue) > 0 {
			b := s.queue[0]
			s.queue = s.queue[1:]
			more := len(s.queue) > 0
			s.mu.Unlock()
			if more {
				s.wake()
			}
			return b, nil
		}
		err := s.err
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		<-s.ready
	}
}

// Write hands the message to the browser, which sends it in order.
func (s *browserSocket) Write(ctx context.Context, b []byte) error {
	if err := s.ended(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.ws.Get("readyState").Int() != 1 { // OPEN
		return errSocketClosed
	}
	s.ws.Call("send", string(b))
	return nil
}

// Close ends the connection; a Read waiting returns.
func (s *browserSocket) Close() {
	s.end(errSocketClosed)
}
