//go:build !js

package clubgame

import (
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/online/club"
	"mancala/online/server/servertest"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// startServer runs an online server on loopback until the test ends.
func startServer(t *testing.T) *servertest.Server { return servertest.Start(t, nil) }

// openSession opens a club session on addr as a new guest.
func openSession(t *testing.T, addr string) *club.Session {
	t.Helper()
	s := club.Open(addr, &club.MemoryKeeper{})
	t.Cleanup(s.Close)
	scenetest.WaitFor(t, "the welcome", func() bool { s.Poll(time.Now()); return s.Me().ID != "" })
	return s
}

// until steps the scene on d until ok holds, waiting a little between
// ticks for the network; it fails the test after limit ticks.
func until(t *testing.T, d *scenetest.Driver, s core.Scene, limit int, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if ok() {
			return
		}
		d.Step(s, kitNone, false)
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("after %d ticks: still not %s", limit, what)
}

// joinGame has session s join the opponent's invite and returns the game.
func joinGame(t *testing.T, s *club.Session, o *scenetest.Opponent, variant string) string {
	t.Helper()
	s.Join(o.Invite(variant, "5+3"))
	for i := 0; i < 5000; i++ {
		s.Poll(time.Now())
		if id, ok := s.Started(); ok {
			return id
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the invited game did not start")
	return ""
}

// instantApp is an app of its own whose moves show at once.
func instantApp() *core.App {
	app := scenetest.NewTestApp()
	app.Settings.Speed = anim.Instant.String()
	return app
}

// kitNone is a tick without input.
var kitNone kit.Intents

// cutter is a TCP proxy between a session and the server, to cut the
// session's connection alone: Cut drops every connection through it and
// refuses new ones until Mend.
type cutter struct {
	ln     net.Listener
	target string // the server's host:port
	mu     sync.Mutex
	conns  []net.Conn
	cut    bool
}

// newCutter proxies to the server at origin http://host:port until the
// test ends.
func newCutter(t *testing.T, origin string) *cutter {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &cutter{ln: ln, target: strings.TrimPrefix(origin, "http://")}
	t.Cleanup(func() { ln.Close(); c.Cut() })
	go c.serve()
	return c
}

// URL is the proxy's origin, for club.Open.
func (c *cutter) URL() string { return "http://" + c.ln.Addr().String() }

func (c *cutter) serve() {
	for {
		conn, err := c.ln.Accept()
		if err != nil {
			return
		}
		c.mu.Lock()
		up, err := net.Dial("tcp", c.target)
		if c.cut || err != nil {
			conn.Close()
			c.mu.Unlock()
			continue
		}
		c.conns = append(c.conns, conn, up)
		c.mu.Unlock()
		go io.Copy(up, conn)
		go io.Copy(conn, up)
	}
}

// Cut drops the connections and refuses new ones.
func (c *cutter) Cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cut = true
	for _, conn := range c.conns {
		conn.Close()
	}
	c.conns = nil
}

// Mend accepts new connections again.
func (c *cutter) Mend() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cut = false
}
