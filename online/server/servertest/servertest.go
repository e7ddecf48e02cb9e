// Package servertest runs an online server for the tests of the packages
// built on it (the client, the game's club): on a loopback port, with
// SQLite in a temporary folder and limits loose enough for a test's bursts.
package servertest

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"mancala/online/server"
	"mancala/online/store"
)

// Server is a running test server; it stops when the test ends.
type Server struct {
	HTTP  *httptest.Server
	Store store.Store
	URL   string // http://127.0.0.1:port, the origin
	WS    string // ws://127.0.0.1:port/ws
	shut  atomic.Bool
}

// Start runs a server until the test ends; mod, when not nil, changes
// its configuration first.
func Start(t testing.TB, mod func(*server.Config)) *Server {
	t.Helper()
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "m.db"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: st, Secret: []byte(strings.Repeat("s", 32)), BcryptCost: bcrypt.MinCost,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ConnRate: 500, AddrRate: 5000, GuestRate: 1000}
	if mod != nil {
		mod(&cfg)
	}
	s := server.New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	ts := &Server{Store: st}
	ts.HTTP = httptest.NewServer(ts.gate(s.Handler()))
	ts.URL = ts.HTTP.URL
	ts.WS = "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	t.Cleanup(func() {
		ts.HTTP.CloseClientConnections()
		ts.HTTP.Close()
		cancel()
		s.Wait()
		st.Close()
	})
	return ts
}

// gate answers 503 to new WebSocket connections while the server is shut
// to them.
func (ts *Server) gate(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ts.shut.Load() && r.URL.Path == "/ws" {
			http.Error(w, "servertest: shut to new connections", http.StatusServiceUnavailable)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// ShutNewConnections refuses (true) or accepts again (false) new
// WebSocket connections; open ones go on. A test cuts a client's
// connection while shut to keep it away as long as it needs.
func (ts *Server) ShutNewConnections(shut bool) { ts.shut.Store(shut) }

// StartArena is Start with an arena running for an hour: id, casual Oware
// 5+3, whose director looks at it every 20 ms.
func StartArena(t testing.TB, id string) *Server {
	t.Helper()
	ts := Start(t, func(c *server.Config) { c.ArenaTick = 20 * time.Millisecond })
	now := time.Now()
	err := ts.Store.CreateArena(context.Background(), store.NewArena{ID: store.ArenaID(id), Name: "Open Oware",
		Settings: store.Settings{Spec: "oware", Clock: store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		Starts:   now.Add(-time.Second), Ends: now.Add(time.Hour), Created: now})
	if err != nil {
		t.Fatal(err)
	}
	return ts
}
