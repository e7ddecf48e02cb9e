// Package storetest is the contract every store.Store backend passes: the
// same tests, run against SQLite and PostgreSQL, of every method, its typed
// errors, and what concurrent requests and a restart must not break.
package storetest

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/store"
)

// Opener opens the backend's database called name, empty the first time:
// opening the same name again in the same test reaches the same data (the
// suite closes a store before reopening it). Names are short and made of
// lowercase letters, digits and '_'.
type Opener func(t *testing.T, name string) store.Store

// Run runs the whole contract against the backend that open opens.
func Run(t *testing.T, open Opener) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.test(t, &env{t: t, open: open, db: dbName(c.name)})
		})
	}
}

type testCase struct {
	name string
	test func(t *testing.T, e *env)
}

// cases is the contract, test by test; each file of the package adds its
// own with register.
var cases []testCase

func register(name string, test func(t *testing.T, e *env)) {
	cases = append(cases, testCase{name, test})
}

// dbName makes a database name from a test's name.
func dbName(test string) string {
	return "t_" + strings.ToLower(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, test))
}

// env is one test's store: opened on first use, closed at the test's end.
type env struct {
	t    *testing.T
	open Opener
	db   string
	s    store.Store
}

// store returns the test's store, opening it the first time.
func (e *env) store() store.Store {
	if e.s == nil {
		e.s = e.open(e.t, e.db)
		s := e.s
		e.t.Cleanup(func() { closeOnce(e.t, s) })
	}
	return e.s
}

// reopen closes the store and opens the same database again.
func (e *env) reopen() store.Store {
	closeOnce(e.t, e.store())
	e.s = nil
	return e.store()
}

var closed sync.Map // store.Store -> true once closed

func closeOnce(t *testing.T, s store.Store) {
	if _, was := closed.LoadOrStore(s, true); was {
		return
	}
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

var ctx = context.Background()

// base is the tests' "now": a time with microseconds, in UTC, as the store
// keeps times.
var base = time.Date(2026, 3, 4, 5, 6, 7, 891011000, time.UTC)

// at is base plus m minutes.
func at(m int) time.Time { return base.Add(time.Duration(m) * time.Minute) }

// kalah is the ladder's Kalah as engine writes it.
var kalah = engine.Rules(mustKalah()).String()

func mustKalah() engine.Kalah {
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		panic(err)
	}
	return k
}

var fresh = store.Rating{Rating: 1500, Deviation: 350, Volatility: 0.06}

// player creates a registered player named name (the id is "p-" + name).
func (e *env) player(name string) store.Player {
	e.t.Helper()
	p, err := e.store().CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID("p-" + name),
		Name: name, PasswordHash: []byte("hash of " + name), Rating: fresh, Created: at(0)})
	if err != nil {
		e.t.Fatalf("CreatePlayer %s: %v", name, err)
	}
	return p
}

// newGame is a game between two players, made at minute m.
func newGame(id string, south, north store.Player, m int) store.NewGame {
	return store.NewGame{ID: store.GameID(id), Settings: store.Settings{Spec: kalah,
		Clock: store.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}},
		South: south.ID, North: north.ID, First: engine.South, Created: at(m)}
}

// game creates a game between two new players a and b.
func (e *env) game(id string) store.NewGame {
	e.t.Helper()
	g := newGame(id, e.player(id+"a"), e.player(id+"b"), 1)
	if err := e.store().CreateGame(ctx, g); err != nil {
		e.t.Fatalf("CreateGame %s: %v", id, err)
	}
	return g
}

// move is move number ply of game g, with id "m<ply>".
func move(g store.GameID, ply int) store.Move {
	return store.Move{Game: g, Ply: ply, Move: fmt.Sprint(ply%6 + 1), ID: fmt.Sprint("m", ply),
		South: time.Duration(ply) * time.Second, North: 2*time.Minute + time.Millisecond,
		At: at(ply).Add(time.Microsecond)}
}

// appendMoves appends plies 1..n to game g.
func (e *env) appendMoves(g store.GameID, n int) []store.Move {
	e.t.Helper()
	var ms []store.Move
	for ply := 1; ply <= n; ply++ {
		m, added, err := e.store().AppendMove(ctx, move(g, ply))
		if err != nil || !added {
			e.t.Fatalf("AppendMove ply %d: added %v, %v", ply, added, err)
		}
		ms = append(ms, m)
	}
	return ms
}

// same fails the test when got and want differ.
func same(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// parallel runs f(i) for i in [0, n) at once and waits for all.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			f(i)
		}()
	}
	close(start)
	wg.Wait()
}
