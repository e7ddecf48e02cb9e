package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/store"
	"mancala/online/store/pgtest"
)

// The benchmarks measure what the server waits for on every move: one
// durable AppendMove. "Serial" appends the moves of one game one after the
// other (the latency of one move); "Parallel" appends to many games at once
// from GOMAXPROCS*8 goroutines (the throughput of a busy server). Their
// moves/s figure is b.N over the elapsed time. "Paced" (bench_paced_test.go)
// gives the latency at about 1,000 moves/s; run it with -benchtime=10000x.

func BenchmarkAppendMoveSQLite(b *testing.B) {
	open := func(b *testing.B) store.Store {
		s, err := store.OpenSQLite(context.Background(), filepath.Join(b.TempDir(), "bench.db"))
		if err != nil {
			b.Fatal(err)
		}
		return s
	}
	b.Run("Serial", func(b *testing.B) { benchSerial(b, open(b)) })
	b.Run("Parallel", func(b *testing.B) { benchParallel(b, open(b)) })
	b.Run("Paced", func(b *testing.B) { benchPaced(b, open(b)) })
}

// BenchmarkAppendMovePostgres runs on a throw-away cluster that fsyncs, as
// a real one does.
func BenchmarkAppendMovePostgres(b *testing.B) {
	c := pgtest.Start(b)
	n := 0
	open := func(b *testing.B) store.Store {
		n++
		s, err := store.OpenPostgres(context.Background(), c.CreateDatabase(b, fmt.Sprint("bench", n)))
		if err != nil {
			b.Fatal(err)
		}
		return s
	}
	b.Run("Serial", func(b *testing.B) { benchSerial(b, open(b)) })
	b.Run("Parallel", func(b *testing.B) { benchParallel(b, open(b)) })
	b.Run("Paced", func(b *testing.B) { benchPaced(b, open(b)) })
}

var benchTime = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// benchGames creates n games between two players.
func benchGames(b *testing.B, s store.Store, n int) []store.GameID {
	ctx := context.Background()
	for _, id := range []store.PlayerID{"south", "north"} {
		if _, err := s.CreatePlayer(ctx, store.NewPlayer{ID: id, Name: string(id), Created: benchTime}); err != nil {
			b.Fatal(err)
		}
	}
	ids := make([]store.GameID, n)
	for i := range ids {
		ids[i] = store.GameID(fmt.Sprint("g", i))
		g := store.NewGame{ID: ids[i], Settings: store.Settings{Spec: "oware"}, South: "south",
			North: "north", First: engine.South, Created: benchTime}
		if err := s.CreateGame(ctx, g); err != nil {
			b.Fatal(err)
		}
	}
	return ids
}

func benchMove(g store.GameID, ply int) store.Move {
	return store.Move{Game: g, Ply: ply, Move: "3", ID: fmt.Sprint("m", ply),
		South: time.Minute, North: time.Minute, At: benchTime.Add(time.Duration(ply) * time.Second)}
}

func benchSerial(b *testing.B, s store.Store) {
	defer s.Close()
	g := benchGames(b, s, 1)[0]
	ctx := context.Background()
	b.ResetTimer()
	for i := range b.N {
		if _, _, err := s.AppendMove(ctx, benchMove(g, i+1)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

func benchParallel(b *testing.B, s store.Store) {
	defer s.Close()
	const games = 1000
	ids := benchGames(b, s, games)
	var next atomic.Int64
	ctx := context.Background()
	b.SetParallelism(8)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		// Each goroutine owns its own games: one writer per game, as in
		// the server.
		g := ids[next.Add(1)%games]
		ply := 0
		for pb.Next() {
			ply++
			if _, _, err := s.AppendMove(ctx, benchMove(g, ply)); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}
