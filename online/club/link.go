package club

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"mancala/online/client"
	"mancala/online/proto"
)

// item is one thing a goroutine hands to Poll: a message the server sent
// on a link, or a result to apply.
type item struct {
	link *link
	at   time.Time // when it arrived
	msg  proto.Message
	do   func(s *Session)
}

// inbox collects items from the goroutines until Poll takes them.
type inbox struct {
	mu    sync.Mutex
	items []item
}

func (in *inbox) post(it item) {
	in.mu.Lock()
	in.items = append(in.items, it)
	in.mu.Unlock()
}

func (in *inbox) take() []item {
	in.mu.Lock()
	defer in.mu.Unlock()
	items := in.items
	in.items = nil
	return items
}

// outQueue is how many requests may wait to be sent.
const outQueue = 64

// link is one client (one player's token) with its two goroutines: pump
// hands the server's messages to the inbox, send writes the requests in
// order. A sign-in, or a new guest, makes a new link.
type link struct {
	c    *client.Client
	out  chan proto.Message
	stop chan struct{}
	// welcomes counts the Welcome messages handled: after the first, a
	// Welcome means a reconnection.
	welcomes int
}

func startLink(in *inbox, wsURL, token string) *link {
	msgs := make(chan proto.Message, 256)
	l := &link{out: make(chan proto.Message, outQueue), stop: make(chan struct{})}
	l.c = client.Start(client.Config{URL: wsURL, Token: token, Messages: msgs})
	go l.pump(in, msgs)
	go l.send(in)
	return l
}

func (l *link) pump(in *inbox, msgs <-chan proto.Message) {
	for {
		select {
		case m := <-msgs:
			in.post(item{link: l, at: time.Now(), msg: m})
		case <-l.stop:
			return
		}
	}
}

// send writes the queued requests; one that cannot go (no connection) is
// reported to the session as a refusal.
func (l *link) send(in *inbox) {
	for {
		select {
		case m := <-l.out:
			if err := l.c.Send(context.Background(), m); err != nil {
				in.post(item{link: l, do: func(s *Session) { notSent(s, m) }})
			}
		case <-l.stop:
			return
		}
	}
}

// queue adds m to the requests to send and reports whether there was room.
func (l *link) queue(m proto.Message) bool {
	select {
	case l.out <- m:
		return true
	default:
		return false
	}
}

// close stops the link's goroutines and its client, without waiting.
func (l *link) close() {
	close(l.stop)
	go l.c.Close()
}

// notSent tells that a request could not go; a Watch is made good by the
// client, which follows the game from its next connection.
func notSent(s *Session, m proto.Message) {
	if _, ok := m.(*proto.Watch); !ok {
		s.lobby.refusal = errNotSent
	}
}

// state is the link's status: refused when the server will not take the
// token and the client has stopped.
func (l *link) state(origin string) (st Status, err error, refused bool) {
	select {
	case <-l.c.Done():
		if errors.Is(l.c.Err(), client.ErrTokenRefused) {
			return Unreachable, nil, true
		}
		return Unreachable, fmt.Errorf("club: the connection stopped: %w", l.c.Err()), false
	default:
	}
	up, last := l.c.Link()
	switch {
	case up:
		return Online, nil, false
	case last == nil:
		return Connecting, nil, false
	case l.welcomes == 0:
		return Unreachable, unreachable(origin, last), false
	}
	return Reconnecting, fmt.Errorf("club: connection lost: %w", last), false
}

// unreachable says why no server answered at origin.
func unreachable(origin string, err error) error {
	return fmt.Errorf("%w at %s (%w); it may not be running, or the address is wrong", ErrUnreachable, origin, err)
}
