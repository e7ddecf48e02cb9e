package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/crypto/bcrypt"

	"mancala/online/proto"
	"mancala/online/store"
)

// testServer is a Server on a loopback port with SQLite in a temporary
// folder.
type testServer struct {
	t     *testing.T
	s     *Server
	http  *httptest.Server
	store store.Store
	url   string // ws://.../ws
	stop  func() // stops the server and closes its store
}

func startServer(t *testing.T, mod func(*Config)) *testServer {
	t.Helper()
	return startServerAt(t, filepath.Join(t.TempDir(), "m.db"), mod)
}

func startServerAt(t *testing.T, db string, mod func(*Config)) *testServer {
	t.Helper()
	st, err := store.OpenSQLite(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	return startServerOn(t, st, mod)
}

// startServerOn runs a server on the store st, which it closes at the end.
func startServerOn(t *testing.T, st store.Store, mod func(*Config)) *testServer {
	t.Helper()
	cfg := Config{Store: st, Secret: []byte(strings.Repeat("k", 32)), BcryptCost: bcrypt.MinCost,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ConnRate: 200, AddrRate: 2000, GuestRate: 1000}
	if testing.Verbose() {
		cfg.Log = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	if mod != nil {
		mod(&cfg)
	}
	s := New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	ts := &testServer{t: t, s: s, http: hs, store: st, url: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"}
	var once sync.Once
	ts.stop = func() {
		once.Do(func() {
			hs.CloseClientConnections()
			hs.Close()
			cancel()
			s.Wait()
			st.Close()
		})
	}
	t.Cleanup(ts.stop)
	return ts
}

// raw is a bare WebSocket client speaking proto.
type raw struct {
	t       *testing.T
	ws      *websocket.Conn
	pending []proto.Message // read but passed over by until, oldest first
}

func (ts *testServer) dial(hdr http.Header) (*raw, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, ts.url, &websocket.DialOptions{HTTPHeader: hdr})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 20)
	c := &raw{t: ts.t, ws: ws}
	ts.t.Cleanup(func() { ws.CloseNow() })
	return c, nil
}

// connect dials and says hello with the token ("" for a new guest).
func (ts *testServer) connect(token string) (*raw, *proto.Welcome) {
	ts.t.Helper()
	c, err := ts.dial(nil)
	if err != nil {
		ts.t.Fatal(err)
	}
	c.send(&proto.Hello{Token: token})
	w, ok := c.recv().(*proto.Welcome)
	if !ok {
		ts.t.Fatal("no welcome")
	}
	return c, w
}

func (c *raw) send(m proto.Message) {
	c.t.Helper()
	b, err := proto.Encode(m)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(b)
}

func (c *raw) sendRaw(b []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// recv returns the next message, failing the test after 10 s.
func (c *raw) recv() proto.Message {
	c.t.Helper()
	if len(c.pending) > 0 {
		m := c.pending[0]
		c.pending = c.pending[1:]
		return m
	}
	m, err := c.read(10 * time.Second)
	if err != nil {
		c.t.Fatalf("reading: %v", err)
	}
	return m
}

func (c *raw) read(d time.Duration) (proto.Message, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	return proto.DecodeServer(b)
}

// until returns the first message that satisfies ok; the ones it passes
// over stay for later reads.
func (c *raw) until(ok func(proto.Message) bool) proto.Message {
	c.t.Helper()
	for i, m := range c.pending {
		if ok(m) {
			c.pending = append(c.pending[:i:i], c.pending[i+1:]...)
			return m
		}
	}
	for {
		m, err := c.read(10 * time.Second)
		if err != nil {
			c.t.Fatalf("reading: %v", err)
		}
		if ok(m) {
			return m
		}
		c.pending = append(c.pending, m)
	}
}

func (c *raw) event(kind proto.EventKind) *proto.Event {
	c.t.Helper()
	return c.until(func(m proto.Message) bool {
		e, ok := m.(*proto.Event)
		return ok && e.Kind == kind
	}).(*proto.Event)
}

func (c *raw) errorCode() proto.Code {
	c.t.Helper()
	return c.until(func(m proto.Message) bool { _, ok := m.(*proto.Error); return ok }).(*proto.Error).Code
}

// closeStatus reads until the connection ends and returns its close code.
func (c *raw) closeStatus() websocket.StatusCode {
	for {
		if _, err := c.read(10 * time.Second); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}
