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
		b.ReportMetric(float64(len(d.w)*4), "boards")
	}
}

// BenchmarkDB14 builds the 14-seed database (9.7 million boards) on one thread.
func BenchmarkDB14(b *testing.B) { benchDB(b, 14, 1) }

// BenchmarkDB14x2 builds it on two threads.
func BenchmarkDB14x2(b *testing.B) { benchDB(b, 14, 2) }

// benchSolve solves the start of Kalah(m,n) with capture c cold (a new
// solver each time: database and table included), reporting nodes.
func benchSolve(b *testing.B, m, n int, c engine.CaptureRule, opt Options) {
	k, _ := engine.NewKalah(engine.KalahOptions{Pits: m, Seeds: n, Capture: c})
	for b.Loop() {
		res, err := Solve(context.Background(), k, k.Start(engine.South), opt)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.Nodes), "nodes")
	}
}

// BenchmarkSolveKalah43 solves Kalah(4,3) from the start.
func BenchmarkSolveKalah43(b *testing.B) {
	benchSolve(b, 4, 3, engine.CaptureStandard, Options{TableMB: 16})
}

// BenchmarkSolveKalah63 solves Kalah(6,3) from the start without a database.
func BenchmarkSolveKalah63(b *testing.B) {
	benchSolve(b, 6, 3, engine.CaptureStandard, Options{TableMB: 256, DBSeeds: -1})
}

// BenchmarkSolveKalah63DB12 solves Kalah(6,3) with a 12-seed database.
func BenchmarkSolveKalah63DB12(b *testing.B) {
	benchSolve(b, 6, 3, engine.CaptureStandard, Options{TableMB: 256, DBSeeds: 12})
}

// BenchmarkSolveKalah64 solves Kalah(6,4) from the start with the default
// options (a 16-seed database): a minute or two; run with -benchtime 1x.
func BenchmarkSolveKalah64(b *testing.B) {
	benchSolve(b, 6, 4, engine.CaptureStandard, Options{TableMB: 2048})
}

// BenchmarkSolveKalah64Empty is BenchmarkSolveKalah64 with empty capture.
func BenchmarkSolveKalah64Empty(b *testing.B) {
	benchSolve(b, 6, 4, engine.CaptureEmpty, Options{TableMB: 2048})
}
