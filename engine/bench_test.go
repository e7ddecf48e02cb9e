package engine

import "testing"

// benchPerft runs perft(depth) from the start of r and reports the leaf
// plies counted per second, the figure the engine's speed target is set
// in (Kalah(6,4): 100 million or more on one core).
func benchPerft(b *testing.B, rules string, depth int) {
	r := mustRules(b, rules)
	start := r.Start(South)
	var plies uint64
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		plies += Perft(r, start, depth)
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
}

func BenchmarkPerftKalah(b *testing.B)          { benchPerft(b, "kalah", 10) }
func BenchmarkPerftKalahAvalanche(b *testing.B) { benchPerft(b, "kalah sowing=avalanche", 9) }
func BenchmarkPerftOware(b *testing.B)          { benchPerft(b, "oware", 9) }
func BenchmarkPerftCongkak(b *testing.B)        { benchPerft(b, "congkak", 8) }
func BenchmarkPerftBao(b *testing.B)            { benchPerft(b, "bao", 4) }

// BenchmarkApplyTrace measures a move played with a Trace, the UI's path.
func BenchmarkApplyTrace(b *testing.B) {
	r := mustRules(b, "kalah")
	p := r.Start(South)
	var tr Trace
	for b.Loop() {
		tr.Reset()
		r.Apply(p, PitMove(1), &tr)
	}
}

// BenchmarkLegalMovesBao measures Bao's move generation, which sows every
// candidate to leave out endless moves.
func BenchmarkLegalMovesBao(b *testing.B) {
	r := Bao{}
	p := r.Start(South)
	var buf [MaxMoves]Move
	for b.Loop() {
		r.LegalMoves(p, buf[:0])
	}
}
