package store_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"mancala/online/store"
)

// benchPaced appends moves to 1,000 games, each game a move a second (so
// about 1,000 moves/s in all), b.N moves, and reports the latency of one
// move at the 50th and 99th percentile and at its worst: what the server's
// move acknowledgement waits for under the load of make bench-online,
// without the WebSockets.
func benchPaced(b *testing.B, s store.Store) {
	defer s.Close()
	const games = 1000
	ids := benchGames(b, s, games)
	lat := make([][]time.Duration, games)
	var wg sync.WaitGroup
	b.ResetTimer()
	for i, g := range ids {
		n := b.N / games
		if i < b.N%games {
			n++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			lat[i] = pacedGame(b, s, g, n, time.Duration(i)*time.Second/games)
		}()
	}
	wg.Wait()
	all := slices.Concat(lat...)
	slices.Sort(all)
	if len(all) == 0 {
		return
	}
	q := func(p float64) float64 { return float64(all[int(p*float64(len(all)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(q(1), "max-ms")
}

// pacedGame appends n moves to g a second apart, starting after offset.
func pacedGame(b *testing.B, s store.Store, g store.GameID, n int, offset time.Duration) []time.Duration {
	out := make([]time.Duration, 0, n)
	next := time.Now().Add(offset)
	for ply := 1; ply <= n; ply++ {
		time.Sleep(time.Until(next))
		next = next.Add(time.Second)
		t0 := time.Now()
		if _, _, err := s.AppendMove(context.Background(), benchMove(g, ply)); err != nil {
			b.Error(err)
			return out
		}
		out = append(out, time.Since(t0))
	}
	return out
}
