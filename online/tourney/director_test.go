package tourney

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/arena"
	"mancala/online/proto"
	"mancala/online/store"
)

var t0 = time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)

// host is a Host on a store, with a clock the test moves and the games
// it was asked to open.
type host struct {
	st      store.Store
	mu      sync.Mutex
	now     time.Time
	started []store.Game
}

func (h *host) Store() store.Store { return h.st }

func (h *host) Now() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.now
}

func (h *host) set(t time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.now = t
}

func (h *host) StartGame(g store.Game) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.started = append(h.started, g)
	return nil
}

func (h *host) games() []store.Game {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]store.Game(nil), h.started...)
}

func (h *host) Settings(variant, clock string, rated bool) (store.Settings, *proto.Error) {
	r, err := engine.ParseRules(variant)
	if err != nil {
		return store.Settings{}, &proto.Error{Code: proto.ErrBadVariant, Message: err.Error()}
	}
	tc, err := parseClock(clock)
	if err != nil {
		return store.Settings{}, &proto.Error{Code: proto.ErrBadVariant, Message: err.Error()}
	}
	return store.Settings{Spec: r.String(), Clock: tc, Rated: rated}, nil
}

func (h *host) Players(ctx context.Context, ids []store.PlayerID) map[store.PlayerID]proto.Player {
	out := map[store.PlayerID]proto.Player{}
	for _, id := range ids {
		if p, err := h.st.Player(ctx, id); err == nil {
			out[id] = proto.Player{ID: string(p.ID), Name: p.Name}
		}
	}
	return out
}

// watcher is a connection of player that keeps the arena's news.
type watcher struct {
	player store.PlayerID
	mu     sync.Mutex
	last   *proto.ArenaState
}

func (w *watcher) Player() store.PlayerID { return w.player }

func (w *watcher) Deliver(frames ...[]byte) {
	for _, f := range frames {
		m, err := proto.DecodeServer(f)
		if s, ok := m.(*proto.ArenaState); ok && err == nil {
			w.mu.Lock()
			w.last = s
			w.mu.Unlock()
		}
	}
}

// fixture is a store with three registered players and an arena of
// Kalah 3+2 from t0+1m to t0+31m.
type fixture struct {
	t     *testing.T
	h     *host
	arena store.ArenaID
}

func newFixture(t *testing.T) *fixture {
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "a.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{t: t, h: &host{st: st, now: t0}, arena: "test-arena"}
	for i, name := range []string{"ann", "bob", "cat"} {
		_, err := st.CreatePlayer(context.Background(), store.NewPlayer{ID: store.PlayerID(name), Name: name,
			PasswordHash: []byte("x"), Rating: store.Rating{Rating: 1500 + 100*float64(i), Deviation: 80}, Created: t0})
		if err != nil {
			t.Fatal(err)
		}
	}
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	kalah := engine.Rules(k).String()
	err = st.CreateArena(context.Background(), store.NewArena{ID: f.arena, Name: "Test arena",
		Settings: store.Settings{Spec: kalah, Clock: clock(3, 2), Rated: true},
		Starts:   t0.Add(time.Minute), Ends: t0.Add(31 * time.Minute), Created: t0})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// director starts a director named owner until the returned stop.
func (f *fixture) director(owner string) (*Director, func()) {
	n := 0
	d := New(Config{Host: f.h, Owner: owner, Tick: time.Hour, LeaseTTL: 4 * time.Second,
		NewGameID: func() string { n++; return fmt.Sprintf("%s-g%d", owner, n) }})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); d.Run(ctx) }()
	return d, func() { cancel(); <-done }
}

// stored returns the arena's rules as stored.
func (f *fixture) stored() *arena.Arena {
	a, err := f.h.st.Arena(context.Background(), f.arena)
	if err != nil {
		f.t.Fatal(err)
	}
	dir, err := resume(a)
	if err != nil {
		f.t.Fatal(err)
	}
	return dir.a
}

// until nudges d until ok holds, 10 s at most.
func (f *fixture) until(d *Director, what string, ok func() bool) {
	f.t.Helper()
	limit := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(limit) {
			f.t.Fatalf("%s: not in 10 s", what)
		}
		d.Ended()
		time.Sleep(5 * time.Millisecond)
	}
}

// end finishes game g in the store at now with result r.
func (f *fixture) end(g store.Game, r store.Result) {
	f.t.Helper()
	f.endAt(g, r, f.h.Now())
}

// endAt finishes game g in the store with result r, ended at t.
func (f *fixture) endAt(g store.Game, r store.Result, t time.Time) {
	f.t.Helper()
	err := f.h.st.FinishGame(context.Background(), g.ID, store.Finish{Result: r, Reason: "resign", Ended: t})
	if err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) join(d *Director, w *watcher) {
	f.t.Helper()
	if got := d.Do(context.Background(), w, &proto.ArenaDo{Action: "join", Arena: string(f.arena)}, false); got == nil {
		f.t.Fatal("join: no answer")
	} else if e, ok := got.(*proto.Error); ok {
		f.t.Fatalf("join: %s", e.Message)
	}
}

func score(a *arena.Arena, p string) int {
	e, _ := a.Entry(p)
	return e.Score
}

// Players who joined before the start are paired at the start; a player
// whose game ends is paired again at once, never with the same opponent;
// another process takes the arena over from the store with no point
// lost; at the end the arena is finished and kept, and its watchers are
// told so.
func TestTheDirectorPairsAsGamesEndAndAnotherTakesOverWithNothingLost(t *testing.T) {
	f := newFixture(t)
	d1, stop1 := f.director("p1")
	ws := map[string]*watcher{}
	for _, p := range []string{"ann", "bob", "cat"} {
		ws[p] = &watcher{player: store.PlayerID(p)}
		f.join(d1, ws[p])
	}
	if n := len(f.stored().State().Players); n != 3 {
		t.Fatalf("%d players stored after three joins answered", n)
	}
	f.h.set(t0.Add(time.Minute))
	f.until(d1, "the first pairing", func() bool { return len(f.h.games()) == 1 })
	first := f.h.games()[0]
	if first.South != "bob" || first.North != "cat" { // the best rated pair; the lower rated moves first
		t.Errorf("first game %s v %s", first.South, first.North)
	}
	f.end(first, store.SouthWon)
	f.until(d1, "the winner's next game", func() bool { return len(f.h.games()) == 2 })
	second := f.h.games()[1]
	if got := [2]store.PlayerID{second.South, second.North}; got != [2]store.PlayerID{"ann", "bob"} {
		t.Errorf("second game %v, want the winner bob against ann (he just played cat; ann moves first)", got)
	}
	f.until(d1, "the news", func() bool {
		ws["ann"].mu.Lock()
		defer ws["ann"].mu.Unlock()
		l := ws["ann"].last
		return l != nil && len(l.Top) == 3 && l.Top[0].Player.Name == "bob" && l.Top[0].Score == 2
	})

	stop1() // the first process dies; its lease runs out
	f.h.set(t0.Add(time.Minute + 5*time.Second))
	d2, stop2 := f.director("p2")
	defer stop2()
	d2.Do(context.Background(), ws["ann"], &proto.ArenaDo{Action: "watch", Arena: string(f.arena)}, false)
	f.end(second, store.NorthWon) // bob wins again: on fire
	f.until(d2, "the take-over's pairing", func() bool { return len(f.h.games()) == 3 })
	a := f.stored()
	if score(a, "bob") != 4 || score(a, "ann") != 0 || score(a, "cat") != 0 {
		t.Errorf("scores after the take-over: bob %d ann %d cat %d", score(a, "bob"), score(a, "ann"), score(a, "cat"))
	}
	if e, _ := a.Entry("bob"); !e.Fire {
		t.Error("bob is not on fire after two wins")
	}
	f.h.set(t0.Add(31 * time.Minute))
	f.until(d2, "the end", func() bool {
		done, err := f.h.st.FinishedArenas(context.Background(), 5)
		return err == nil && len(done) == 1
	})
	f.until(d2, "the final table's news", func() bool {
		ws["ann"].mu.Lock()
		defer ws["ann"].mu.Unlock()
		return ws["ann"].last.Info.Finished
	})
	done, _ := f.h.st.FinishedArenas(context.Background(), 5)
	var final arena.State
	if err := json.Unmarshal(done[0].State, &final); err != nil || len(final.Players) != 3 {
		t.Errorf("final table kept: %v, %+v", err, final)
	}
	if got := d2.Do(context.Background(), ws["bob"], &proto.ArenaDo{Action: "join", Arena: string(f.arena)}, false); got.(*proto.Error).Code != proto.ErrGameOver {
		t.Errorf("join after the end: %+v", got)
	}
}

// twoGames starts a director of the arena with a fourth player, dan, and
// the four joined, until its first two games are paired; the director
// stops with the test.
func twoGames(t *testing.T) (*fixture, *Director) {
	f := newFixture(t)
	_, err := f.h.st.CreatePlayer(context.Background(), store.NewPlayer{ID: "dan", Name: "dan",
		PasswordHash: []byte("x"), Rating: store.Rating{Rating: 1450, Deviation: 80}, Created: t0})
	if err != nil {
		t.Fatal(err)
	}
	d, stop := f.director("p1")
	t.Cleanup(stop)
	for _, p := range []string{"ann", "bob", "cat", "dan"} {
		f.join(d, &watcher{player: store.PlayerID(p)})
	}
	f.h.set(t0.Add(time.Minute))
	f.until(d, "two games", func() bool { return len(f.h.games()) == 2 })
	return f, d
}

// A game's end can commit after a later end has been read (its process
// was slow to write it): the director still scores it.
func TestAGameWhoseEndCommitsLateIsStillScored(t *testing.T) {
	f, d := twoGames(t)
	early, late := f.h.games()[0], f.h.games()[1]
	f.endAt(late, store.SouthWon, t0.Add(time.Minute+10*time.Second))
	f.until(d, "the later end scored", func() bool { return score(f.stored(), string(late.South)) == 2 })
	f.endAt(early, store.NorthWon, t0.Add(time.Minute+5*time.Second))
	f.until(d, "the earlier end, committed after it, scored", func() bool {
		return score(f.stored(), string(early.North)) == 2
	})
}

// A stored game that cannot be replayed (a move the rules refuse) is
// read as an abort that is neither player's: no points, both free to be
// paired, and the games that ended after it scored all the same.
func TestAGameThatCannotBeReplayedDoesNotHoldUpTheOthers(t *testing.T) {
	f, d := twoGames(t)
	bad, good := f.h.games()[0], f.h.games()[1]
	_, _, err := f.h.st.AppendMove(context.Background(), store.Move{Game: bad.ID, Ply: 1, Move: "9", ID: "m1", At: t0.Add(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	f.endAt(bad, store.SouthWon, t0.Add(time.Minute+5*time.Second))
	f.endAt(good, store.NorthWon, t0.Add(time.Minute+10*time.Second))
	f.until(d, "the later game scored", func() bool { return score(f.stored(), string(good.North)) == 2 })
	a := f.stored()
	for _, p := range []store.PlayerID{bad.South, bad.North} {
		if e, _ := a.Entry(string(p)); e.Score != 0 || e.Playing == string(bad.ID) || e.Withdrawn {
			t.Errorf("%s after the game that cannot be replayed: %+v", p, e)
		}
	}
}
