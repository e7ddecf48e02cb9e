package ai

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"mancala/engine"
)

// owareMidgames reads the fixed Oware middle games of testdata/oware_mid.txt.
func owareMidgames(tb testing.TB) []engine.Position {
	tb.Helper()
	f, err := os.Open("testdata/oware_mid.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var ps []engine.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := engine.ParsePosition(engine.Oware{}, line)
		if err != nil {
			tb.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkOwareNodesPerSecond searches each fixed Oware middle game for
// 300,000 nodes on one goroutine and reports nodes per second.
func BenchmarkOwareNodesPerSecond(b *testing.B) {
	ps := owareMidgames(b)
	var nodes uint64
	for b.Loop() {
		for _, p := range ps {
			nodes += Search(context.Background(), engine.Oware{}, p, Limits{Nodes: 300_000}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkOwareDepthInTime reports the mean depth level 10's search
// reaches over the fixed middle games in 0.3 s and in 1 s (load-dependent).
func BenchmarkOwareDepthInTime(b *testing.B) {
	ps := owareMidgames(b)
	for _, t := range []time.Duration{300 * time.Millisecond, time.Second} {
		b.Run(t.String(), func(b *testing.B) {
			var depth, n float64
			for b.Loop() {
				for _, p := range ps {
					l := Limits{Time: t, Cap: t}
					depth += float64(Search(context.Background(), engine.Oware{}, p, l, nil).Depth)
					n++
				}
			}
			b.ReportMetric(depth/n, "depth")
		})
	}
}

// BenchmarkOwareNodesToDepth reports the mean nodes the search visits to
// finish depth 13 over the fixed middle games: a measure of the search's
// pruning that does not depend on the machine's load.
func BenchmarkOwareNodesToDepth(b *testing.B) {
	ps := owareMidgames(b)
	var nodes, n float64
	for b.Loop() {
		for _, p := range ps {
			nodes += float64(Search(context.Background(), engine.Oware{}, p, Limits{Depth: 13}, nil).Nodes)
			n++
		}
	}
	b.ReportMetric(nodes/n, "nodes/pos")
}
