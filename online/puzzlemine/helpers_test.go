package puzzlemine

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/room"
	"mancala/online/store"
)

var ctx = context.Background()

// puzzleGame is a Kalah game whose position before its 5th move (South
// to move after "3 1 5 1", extra turns) holds a puzzle of difficulty 3:
// "0,7,1,6,6,5/4,4,4,4,0,5 1 1 n | 3". Mining it examines that position
// only (the opening's four plies are passed, and the plies after a
// puzzle found).
const (
	puzzleGame     = "3 1 5 1 1 4 3"
	puzzlePosition = "0,7,1,6,6,5/4,4,4,4,0,5 1 1 n"
	// longGame is a Kalah game of 22 plies whose mining examines 11
	// positions, some seconds' work.
	longGame = "1 3 4 1 5 3 2 5 2 3 5 4 3 1 2 6 5 4 2 5 5 6"
	// shortGame has no position past the opening: nothing to examine.
	shortGame = "1 2"
)

// t0 is the tests' first morning: 02:00 UTC, before the night's mining.
var t0 = time.Date(2026, 12, 6, 2, 0, 0, 0, time.UTC)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func openStore(t testing.TB) store.Store {
	t.Helper()
	st, err := store.OpenSQLite(ctx, filepath.Join(t.TempDir(), "m.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// storeGame stores a finished Kalah game with the moves, ended at end,
// between two players made for it.
func storeGame(t testing.TB, st store.Store, id, moves string, end time.Time) store.GameID {
	t.Helper()
	var ps [2]store.PlayerID
	for i := range ps {
		ps[i] = store.PlayerID(fmt.Sprint("p-", id, i))
		_, err := st.CreatePlayer(ctx, store.NewPlayer{ID: ps[i], Name: fmt.Sprint(id, i), Created: end,
			Rating: store.Rating{Rating: 1500, Deviation: 350, Volatility: 0.06}})
		if err != nil {
			t.Fatal(err)
		}
	}
	r, _ := engine.ParseRules("kalah")
	g := store.GameID(id)
	if err := st.CreateGame(ctx, store.NewGame{ID: g, Settings: store.Settings{Spec: r.String()}, South: ps[0],
		North: ps[1], First: engine.South, Created: end.Add(-time.Hour)}); err != nil {
		t.Fatal(err)
	}
	for i, mv := range strings.Fields(moves) {
		m := store.Move{Game: g, Ply: i + 1, Move: mv, ID: fmt.Sprint("m", i), At: end.Add(-time.Minute)}
		if _, _, err := st.AppendMove(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.FinishGame(ctx, g, store.Finish{Result: store.NorthWon, Reason: "resign", By: "south", Ended: end}); err != nil {
		t.Fatal(err)
	}
	return g
}

// minedNight marks the night of day mined, as if the miner had.
func minedNight(t *testing.T, st store.Store, day string, now time.Time) {
	t.Helper()
	if _, _, err := st.TakeMining(ctx, "before", day, now, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	sv := store.MineSave{Place: store.MinePlace{Night: day}, Done: true, At: now, Expires: now}
	if err := st.SaveMining(ctx, "before", sv); err != nil {
		t.Fatal(err)
	}
}

// reports is a miner's Progress as a channel.
func reports() (chan Report, func(Report)) {
	c := make(chan Report, 100)
	return c, func(r Report) { c <- r }
}

// nightDone waits for the end of a night.
func nightDone(t *testing.T, c chan Report) Report {
	t.Helper()
	for {
		select {
		case r := <-c:
			if r.Done {
				return r
			}
		case <-time.After(60 * time.Second):
			t.Fatal("no night ended")
		}
	}
}

// watchedClock is a fake clock that tells each AfterFunc's duration: a
// test advances it once the miner waits.
type watchedClock struct {
	*room.FakeClock
	waits chan time.Duration
}

func (c watchedClock) AfterFunc(d time.Duration, f func()) room.Timer {
	t := c.FakeClock.AfterFunc(d, f)
	c.waits <- d
	return t
}

// steppingClock moves a second at each reading, and calls an AfterFunc
// at once, keeping its duration: a miner's work takes as many seconds as
// it reads the time.
type steppingClock struct {
	mu     sync.Mutex
	now    time.Time
	slept  time.Duration
	sleeps int
}

func (c *steppingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(time.Second)
	return c.now
}

func (c *steppingClock) AfterFunc(d time.Duration, f func()) room.Timer {
	c.mu.Lock()
	c.slept += d
	c.sleeps++
	c.mu.Unlock()
	go f()
	return stopped{}
}

type stopped struct{}

func (stopped) Stop() bool { return false }
