package solve

import (
	"context"
	"testing"

	"mancala/engine"
)

// benchDB builds the database of boards up to n seeds of Kalah(6,x) with
// standard rules on the given threads, reporting ns a board.
func benchDB(b *testing.B, n, threads int) {
	f := newFastKalah(engine.StandardKalah)
	for b.Loop() {
		d := newEndgameDB(f, n)
		if err := d.build(context.Background(), threads); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(len(d.w)*4)/float64(b.N), "ns/board")
	}
}

// BenchmarkDB14 builds the 14-seed database (9.7 million boards) on one thread.
func BenchmarkDB14(b *testing.B) { benchDB(b, 14, 1) }

// BenchmarkDB14x2 builds it on two threads.
func BenchmarkDB14x2(b *testing.B) { benchDB(b, 14, 2) }

// BenchmarkSolveKalah43 solves Kalah(4,3) from the start, cold.
func BenchmarkSolveKalah43(b *testing.B) {
	k, _ := engine.NewKalah(engine.KalahOptions{Pits: 4, Seeds: 3})
	for b.Loop() {
		if _, err := Solve(context.Background(), k, k.Start(engine.South), Options{TableMB: 16}); err != nil {
			b.Fatal(err)
		}
	}
}
