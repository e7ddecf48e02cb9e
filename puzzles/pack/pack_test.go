package pack

import (
	"context"
	"os"
	"runtime"
	"sync"
	"testing"

	"mancala/engine"
	"mancala/puzzles"
)

// sampleEvery is the share of the pack make test proves again: every
// 50th puzzle (21 of 1,050, about half a minute); make verify-puzzles
// sets MANCALA_VERIFY_PUZZLES=1 and proves them all.
const sampleEvery = 50

// shortSampleEvery is the share -short proves (make test-wasm, where the
// search runs several times slower): 5 puzzles.
const shortSampleEvery = 250

func TestThePackHoldsAThousandPuzzlesOfTheFourGames(t *testing.T) {
	list, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	byGame := map[engine.Variant]int{}
	for _, p := range list {
		byGame[p.Variant()]++
	}
	if len(list) < 1000 {
		t.Errorf("%d puzzles, want 1,000 or more", len(list))
	}
	for _, v := range []engine.Variant{engine.KalahGame, engine.OwareGame, engine.CongkakGame, engine.BaoGame} {
		if byGame[v] < 150 {
			t.Errorf("%s: %d puzzles, want 150 or more", v, byGame[v])
		}
	}
	t.Logf("%d puzzles: %v", len(list), byGame)
}

// TestEveryPuzzleHasOneWinningMove proves the pack's puzzles again
// (puzzles.Verify): at each of the player's decisions along the line,
// the line's move is the only one within puzzles.MinMargin seeds of the
// best (or the only one that keeps a won game), with the same values on
// every machine (node budgets).
func TestEveryPuzzleHasOneWinningMove(t *testing.T) {
	list, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	all, every := os.Getenv("MANCALA_VERIFY_PUZZLES") == "1", sampleEvery
	if testing.Short() {
		every = shortSampleEvery
	}
	var sample []*puzzles.Puzzle
	for i, p := range list {
		if all || i%every == 0 {
			sample = append(sample, p)
		}
	}
	verifyAll(t, sample, max(1, runtime.GOMAXPROCS(0)))
	t.Logf("%d puzzles proven again", len(sample))
}

// verifyAll verifies the puzzles on workers goroutines.
func verifyAll(t *testing.T, list []*puzzles.Puzzle, workers int) {
	ch := make(chan *puzzles.Puzzle)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range ch {
				if err := puzzles.Verify(context.Background(), p); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	for _, p := range list {
		ch <- p
	}
	close(ch)
	wg.Wait()
}
