package puzzlemine

import (
	"context"
	"errors"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/room"
	"mancala/online/store"
	"mancala/puzzles"
)

// The miner waits for its time (03:00 UTC), then mines the games ended
// since its place: a stored game with a known puzzle gives that puzzle,
// named by the game and the ply; then it waits for the next night.
func TestTheMinerMinesTheClubsGamesAtItsTime(t *testing.T) {
	st := openStore(t)
	g := storeGame(t, st, "gpz", puzzleGame, t0.Add(-5*time.Hour))
	minedNight(t, st, "2026-12-05", t0.Add(-23*time.Hour))
	clock := watchedClock{room.NewFakeClock(t0), make(chan time.Duration, 10)}
	progress, tell := reports()
	m := New(Config{Store: st, Clock: clock, Log: quiet, Progress: tell, Owner: "p1"})
	ctx, cancel := context.WithCancel(ctx)
	stopped := make(chan struct{})
	go func() { m.Run(ctx); close(stopped) }()
	if d := <-clock.waits; d != time.Hour {
		t.Errorf("at 02:00 the miner waits %v, want 1h", d)
	}
	if _, err := st.Puzzle(ctx, "gpz-5", ""); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("mined before its time: %v", err)
	}
	clock.Advance(time.Hour)
	rep := nightDone(t, progress)
	if rep.Night != "2026-12-06" || rep.Games != 1 || rep.Of != 1 || rep.Puzzles != 1 || rep.Positions != 1 {
		t.Errorf("the night: %+v", rep)
	}
	if d := <-clock.waits; d != 24*time.Hour {
		t.Errorf("after the night the miner waits %v, want 24h", d)
	}
	sp, err := st.Puzzle(ctx, "gpz-5", "")
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzles.Parse(sp.Line)
	if err != nil || engine.FormatPosition(p.Rules, p.Position) != puzzlePosition || p.Difficulty != 3 ||
		sp.Origin != string(g) || !sp.Mined.Equal(t0.Add(time.Hour)) || p.Source != "club gpz ply 5" {
		t.Errorf("the mined puzzle: %+v (%v)", sp, err)
	}
	cancel()
	<-stopped
}

// A night missed (the process was down at its time) is mined when the
// miner starts; a night is mined once, however often it is asked.
func TestAMissedNightIsMinedAtStartAndOnlyOnce(t *testing.T) {
	st := openStore(t)
	storeGame(t, st, "gs", shortGame, t0.Add(-5*time.Hour))
	clock := room.NewFakeClock(t0.Add(10 * time.Hour)) // noon, nothing mined yet
	m := New(Config{Store: st, Clock: clock, Log: quiet})
	if rep, err := m.Mine(ctx); err != nil || !rep.Done || rep.Games != 1 || rep.Night != "2026-12-06" {
		t.Fatalf("the missed night: %+v, %v", rep, err)
	}
	if rep, err := m.Mine(ctx); err != nil || !rep.Done || rep.Games != 0 {
		t.Errorf("the night again: %+v, %v", rep, err)
	}
}

// Two processes asked to mine the same night at once: one mines it, the
// other finds it mined (or being mined) and mines nothing.
func TestOneProcessMinesANight(t *testing.T) {
	st := openStore(t)
	storeGame(t, st, "gpz", puzzleGame, t0.Add(-5*time.Hour))
	clock := room.NewFakeClock(t0.Add(2 * time.Hour))
	var reps [2]Report
	done := make(chan int)
	for i := range reps {
		m := New(Config{Store: st, Clock: clock, Log: quiet, Owner: []string{"a", "b"}[i]})
		go func() {
			var err error
			reps[i], err = m.Mine(ctx)
			if err != nil {
				t.Error(err)
			}
			done <- i
		}()
	}
	<-done
	<-done
	if reps[0].Games+reps[1].Games != 1 {
		t.Errorf("the game was mined %d times: %+v", reps[0].Games+reps[1].Games, reps)
	}
}

// A night mines at most MaxGames, the earliest ended first; the next
// night goes on from there. Games ended in the last moments before the
// night (Settle) wait for the next.
func TestANightMinesItsCapOfGamesAndTheNextGoesOn(t *testing.T) {
	st := openStore(t)
	storeGame(t, st, "g1", shortGame, t0.Add(-3*time.Hour))
	storeGame(t, st, "g2", shortGame, t0.Add(-2*time.Hour))
	storeGame(t, st, "g3", shortGame, t0.Add(time.Hour-time.Minute)) // a minute before 03:00
	clock := room.NewFakeClock(t0.Add(time.Hour))
	progress, tell := reports()
	m := New(Config{Store: st, Clock: clock, Log: quiet, MaxGames: 1, Progress: tell})
	for day, want := range []store.GameID{"g1", "g2", "g3"} {
		if _, err := m.Mine(ctx); err != nil {
			t.Fatal(err)
		}
		first := <-progress
		if _, place, _ := st.TakeMining(ctx, "look", "2000-01-01", clock.Now(), clock.Now()); place.Game != want || first.Of != 1 {
			t.Errorf("night %d mined up to %s of %d, want %s", day+1, place.Game, first.Of, want)
		}
		nightDone(t, progress)
		clock.Advance(24 * time.Hour)
	}
	late := openStore(t)
	storeGame(t, late, "g3", shortGame, t0.Add(time.Hour-time.Minute))
	m = New(Config{Store: late, Clock: room.NewFakeClock(t0.Add(time.Hour)), Log: quiet})
	if rep, err := m.Mine(ctx); err != nil || rep.Of != 0 {
		t.Errorf("a game ended a minute before the night was mined: %+v, %v", rep, err)
	}
}

// After each game the miner rests as long as it worked: at most half a
// core. (The stepping clock counts a second at each reading.)
func TestTheMinerRestsAsLongAsItWorked(t *testing.T) {
	st := openStore(t)
	storeGame(t, st, "g1", shortGame, t0.Add(-3*time.Hour))
	storeGame(t, st, "g2", puzzleGame, t0.Add(-2*time.Hour))
	clock := &steppingClock{now: t0.Add(2 * time.Hour)}
	m := New(Config{Store: st, Clock: clock, Log: quiet})
	rep, err := m.Mine(ctx)
	if err != nil || rep.Games != 2 {
		t.Fatalf("%+v, %v", rep, err)
	}
	if clock.sleeps != 2 || clock.slept != rep.Worked || rep.Worked == 0 {
		t.Errorf("rested %d times, %v in all; worked %v", clock.sleeps, clock.slept, rep.Worked)
	}
}

// The miner stops within moments of its context's end, even mid-game,
// and the game it was mining is not marked mined.
func TestTheMinerStopsPromptlyMidGame(t *testing.T) {
	st := openStore(t)
	storeGame(t, st, "g1", shortGame, t0.Add(-3*time.Hour))
	storeGame(t, st, "g2", longGame, t0.Add(-2*time.Hour))
	progress, tell := reports()
	m := New(Config{Store: st, Clock: room.NewFakeClock(t0.Add(2 * time.Hour)), Log: quiet, Progress: tell})
	ctx, cancel := context.WithCancel(ctx)
	stopped := make(chan struct{})
	go func() { m.Run(ctx); close(stopped) }()
	<-progress // the first game is mined; the long one begins
	cancel()
	at := time.Now()
	<-stopped
	// Mining the long game takes seconds; a stop is a search's node
	// check away.
	if took := time.Since(at); took > 2*time.Second {
		t.Errorf("the miner took %v to stop", took)
	}
	if _, place, _ := st.TakeMining(context.Background(), "look", "2000-01-01", t0, t0); place.Game != "g1" {
		t.Errorf("the place after the stop: %+v, want g1's", place)
	}
}
