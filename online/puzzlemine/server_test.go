package puzzlemine

import (
	"strings"
	"testing"
	"time"

	"mancala/online/client"
	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/server"
	"mancala/online/server/servertest"
)

// daily asks a new guest's connection for the daily puzzle.
func daily(t *testing.T, ts *servertest.Server) *proto.Puzzle {
	t.Helper()
	msgs := make(chan proto.Message, 64)
	c, err := client.Dial(ctx, client.Config{URL: ts.WS, Messages: msgs})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Send(ctx, &proto.PuzzleAsk{Op: "daily"}); err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case m := <-msgs:
			if p, ok := m.(*proto.Puzzle); ok {
				return p
			}
			if e, ok := m.(*proto.Error); ok {
				t.Fatalf("the daily puzzle: %+v", e)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no daily puzzle came")
		}
	}
}

// The server runs the miner: at 03:00 it mines the game stored the day
// before; that day's daily puzzle, given at 02:00, stays the pack's, and
// the next day's is the one mined, the same for two players.
func TestTheNextDailyPuzzleIsFromTheClubsOwnGames(t *testing.T) {
	clock := room.NewFakeClock(t0)
	mine := watchedClock{clock, make(chan time.Duration, 10)}
	progress, tell := reports()
	ts := servertest.Start(t, func(c *server.Config) {
		c.Clock = clock
		storeGame(t, c.Store, "gpz", puzzleGame, t0.Add(-5*time.Hour))
		minedNight(t, c.Store, "2026-12-05", t0.Add(-23*time.Hour))
		c.Miner = New(Config{Store: c.Store, Clock: mine, Log: quiet, Progress: tell})
	})
	today := daily(t, ts)
	if today.Daily != "2026-12-06" || strings.HasPrefix(today.Line, "gpz-") || today.Line == "" {
		t.Fatalf("the day's puzzle before the night: %+v", today)
	}
	<-mine.waits // the miner waits for 03:00
	clock.Advance(time.Hour)
	if rep := nightDone(t, progress); rep.Puzzles != 1 {
		t.Fatalf("the night: %+v", rep)
	}
	if again := daily(t, ts); again.Line != today.Line {
		t.Errorf("the day's puzzle changed after the night: %+v", again)
	}
	clock.Advance(24 * time.Hour)
	a, b := daily(t, ts), daily(t, ts)
	if a.Daily != "2026-12-07" || !strings.HasPrefix(a.Line, "gpz-5 | kalah | "+puzzlePosition+" |") || b.Line != a.Line {
		t.Errorf("the next day's puzzles: %+v and %+v", a, b)
	}
}
