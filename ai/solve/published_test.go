package solve

import (
	"context"
	"flag"
	"testing"
	"time"

	"mancala/engine"
)

// solveStart solves the start of Kalah(m,n) with capture c, South to move,
// logging the time and nodes.
func solveStart(t testing.TB, m, n int, c engine.CaptureRule, opt Options) Result {
	t.Helper()
	k, err := engine.NewKalah(engine.KalahOptions{Pits: m, Seeds: n, Capture: c})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	res, err := Solve(context.Background(), k, k.Start(engine.South), opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("kalah(%d,%d) capture=%s db=%d threads=%d: value %+d best %s, %d nodes, %v",
		m, n, c, opt.DBSeeds, opt.Threads, res.Value, res.Best, res.Nodes, time.Since(start))
	return res
}

// TestPublishedSmall checks the values of small boards from the start:
// Kalah(6,3) is a first-player win by 2 under both capture rules, with
// and without an endgame database.
func TestPublishedSmall(t *testing.T) {
	cases := []struct {
		m, n int
		c    engine.CaptureRule
		db   int
		want int
	}{
		{6, 3, engine.CaptureStandard, -1, 2},
		{6, 3, engine.CaptureEmpty, -1, 2},
		{6, 3, engine.CaptureStandard, 12, 2},
	}
	for _, c := range cases {
		opt := Options{DBSeeds: c.db, TableMB: 64}
		if got := solveStart(t, c.m, c.n, c.c, opt).Value; got != c.want {
			t.Errorf("kalah(%d,%d) capture=%s: %+d, want %+d", c.m, c.n, c.c, got, c.want)
		}
	}
}

// TestPublishedKalah64 checks Irving, Donkers and Uiterwijk's values of
// Kalah(6,4): a first-player win by 8, by 10 with empty capture. It takes
// about a minute each; -short skips it.
func TestPublishedKalah64(t *testing.T) {
	if testing.Short() {
		t.Skip("long: Kalah(6,4) from the start")
	}
	for _, c := range []struct {
		c    engine.CaptureRule
		want int
	}{{engine.CaptureStandard, 8}, {engine.CaptureEmpty, 10}} {
		if got := solveStart(t, 6, 4, c.c, Options{}).Value; got != c.want {
			t.Errorf("kalah(6,4) capture=%s: %+d, want %+d", c.c, got, c.want)
		}
	}
}

// flagKalah65 runs TestPublishedKalah65, which takes about half an hour on
// two cores and 9 GiB of memory.
var flagKalah65 = flag.Bool("kalah65", false, "TestPublishedKalah65: solve Kalah(6,5) from the start (half an hour)")

// TestPublishedKalah65 checks Kalah(6,5)'s published value, a first-player
// win by 10 (Rawlings 2015), with the default options: go test ./ai/solve
// -run Kalah65 -kalah65 -v -timeout 2h.
func TestPublishedKalah65(t *testing.T) {
	if !*flagKalah65 {
		t.Skip("long: run with -kalah65")
	}
	if got := solveStart(t, 6, 5, engine.CaptureStandard, Options{}).Value; got != 10 {
		t.Errorf("kalah(6,5): %+d, want +10", got)
	}
}

// TestFastAgreesWithGenericAtStart solves the starts of small boards on
// the fast board and with the generic search over engine.Kalah, two
// independent paths.
func TestFastAgreesWithGenericAtStart(t *testing.T) {
	for _, c := range [][2]int{{2, 3}, {3, 2}, {3, 3}, {4, 2}} {
		for _, o := range allKalahOptions(c[0], c[1]) {
			k, _ := engine.NewKalah(o)
			s, _ := New(k, Options{TableMB: 16, DBSeeds: -1})
			p := k.Start(engine.South)
			fast, err := s.Solve(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			gen, err := s.solveGeneric(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if fast.Value != gen.Value {
				t.Errorf("%s: fast %+d, generic %+d", k, fast.Value, gen.Value)
			}
		}
	}
}
