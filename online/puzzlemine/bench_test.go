package puzzlemine

import (
	"testing"
	"time"

	"mancala/online/room"
)

// kalahGame is a Kalah game of 49 plies between two computer players of
// middling levels that now and then play a random move (as the pack's
// self-play does): the README's figure of a game's mining.
const kalahGame = "4 3 1 3 1 2 4 5 2 1 6 2 5 4 6 3 1 6 4 6 1 5 2 4 6 2 3 3 5 4 4 5 6 2 2 5 3 1 5 6 3 1 5 4 5 3 1 2 6"

// BenchmarkMineKalahGame is the work of mining one game of ~50 plies,
// without the rest that follows it (go test -run '^$' -bench Mine
// ./online/puzzlemine): each position screened and, where one may be,
// a puzzle proven.
func BenchmarkMineKalahGame(b *testing.B) {
	st := openStore(b)
	g := storeGame(b, st, "gk", kalahGame, t0.Add(-time.Hour))
	m := New(Config{Store: st, Clock: room.NewFakeClock(t0), Log: quiet})
	var found, examined int
	for b.Loop() {
		m.seen = map[string]bool{}
		ps, n, err := m.puzzlesOf(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		found, examined = len(ps), n
	}
	b.ReportMetric(float64(found), "puzzles")
	b.ReportMetric(float64(examined), "positions")
}
