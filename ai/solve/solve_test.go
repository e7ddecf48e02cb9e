package solve

import (
	"context"
	"errors"
	"testing"

	"mancala/engine"
)

// TestNodeLimit: a search that needs more nodes than allowed stops with
// an error, on both paths.
func TestNodeLimit(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, r := range []engine.Rules{k, engine.Oware{}} {
		_, err := Solve(context.Background(), r, r.Start(engine.South), Options{TableMB: 1, DBSeeds: -1, MaxNodes: 10000})
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: error %v, want %v", r, err, ErrTooLarge)
		}
	}
}

// TestCancelled: a cancelled context stops the solve with its error.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	k, _ := engine.NewKalah(engine.StandardKalah)
	_, err := Solve(ctx, k, k.Start(engine.South), Options{TableMB: 1})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// TestGameOver: a finished game has its final difference and no move.
func TestGameOver(t *testing.T) {
	k, _ := engine.NewKalah(engine.KalahOptions{Pits: 2, Seeds: 1})
	p := engine.Position{Stores: [2]uint8{1, 3}, ToMove: engine.South}
	res, err := Solve(context.Background(), k, p, Options{})
	if err != nil || !res.Over || res.Value != -2 {
		t.Errorf("got %+v, %v; want over with -2", res, err)
	}
}

// TestUnsupported: rules the solver does not know are an error.
func TestUnsupported(t *testing.T) {
	if _, err := New(nil, Options{}); !errors.Is(err, ErrUnsupported) {
		t.Errorf("error %v, want ErrUnsupported", err)
	}
}

// TestDatabaseTooLarge: a database beyond MaxDBBytes is an error, not an
// allocation that fails.
func TestDatabaseTooLarge(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	_, err := Solve(context.Background(), k, k.Start(engine.South), Options{DBSeeds: 30})
	if err == nil {
		t.Error("a 30-seed database was accepted")
	}
}

// TestAutoTableFitsTheMachine: the default table takes at most half the
// machine's memory and MaxAutoTableMB, and 2 GiB where the memory is not
// known.
func TestAutoTableFitsTheMachine(t *testing.T) {
	for _, c := range []struct{ mem, want int }{
		{0, 2048}, {24 << 10, MaxAutoTableMB}, {8 << 10, 4096}, {1 << 10, 512}, {20, 16},
	} {
		if got := maxAutoTableMB(c.mem); got != c.want {
			t.Errorf("memory %d MiB: table %d MiB, want %d", c.mem, got, c.want)
		}
	}
}

// TestAutoDatabaseGrowsWithThePosition: no database for small positions,
// then 12, 18 and 23 seeds for Kalah(6,3), (6,4) and (6,5), all within
// MaxDBBytes.
func TestAutoDatabaseGrowsWithThePosition(t *testing.T) {
	for _, c := range []struct{ seeds, want int }{{24, -1}, {36, 12}, {48, 18}, {60, 23}} {
		got := autoDBSeeds(6, c.seeds)
		if got != c.want {
			t.Errorf("%d seeds: database of %d, want %d", c.seeds, got, c.want)
		}
		if got > 0 && dbBytes(6, got) > MaxDBBytes {
			t.Errorf("%d seeds: a database of %d seeds is over MaxDBBytes", c.seeds, got)
		}
	}
}
