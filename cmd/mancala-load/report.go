package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"mancala/online/client"
)

// report prints the live phase's figures and checks every acknowledged
// move against the store.
func (st *stats) report(srv *server) {
	rss, _ := srv.memory()
	fmt.Printf("live: %d games' moves acknowledged: %d in %.0f s (%.0f moves/s), %d drivers failed\n",
		len(st.acked), st.moves.Load(), st.elapsed.Seconds(), float64(st.moves.Load())/st.elapsed.Seconds(), st.failures)
	if st.failure != nil {
		fmt.Printf("first driver failure: %v\n", st.failure)
	}
	printTimings("move acknowledgement", st.acks)
	printTimings("delivery to spectators", st.deliveries)
	fmt.Printf("server memory: %.0f MiB now, %.0f MiB at the peak\n", rss, st.peakRSS)
	lost, extra := 0, 0
	for game, moves := range st.acked {
		stored, err := srv.stored(game)
		if err != nil {
			lost += len(moves)
			continue
		}
		for i, m := range moves {
			if i >= len(stored) || stored[i] != m {
				lost++
			}
		}
		extra += max(len(stored)-len(moves), 0)
	}
	fmt.Printf("acknowledged moves missing from the store: %d; stored without an acknowledgement: %d\n", lost, extra)
}

// warmUp is the live phase's start, when every game starts at once (their
// invites, joins and first moves together), left out of the second figures.
const warmUp = 10 * time.Second

// printTimings prints the p50 and p99 of every move, and of the moves sent
// once the warm-up was over.
func printTimings(what string, ts []timing) {
	p50, p99, n := percentiles(ts, 0)
	w50, w99, wn := percentiles(ts, warmUp)
	fmt.Printf("%s: p50 %.1f ms, p99 %.1f ms (%d moves); after the first %v: p50 %.1f ms, p99 %.1f ms (%d moves)\n",
		what, ms(p50), ms(p99), n, warmUp, ms(w50), ms(w99), wn)
	fmt.Printf("  the slowest seconds:%s\n", slowestSeconds(ts, 3))
}

// slowestSeconds names the n seconds of the run (by when the moves were
// sent) whose slowest move took longest: where a tail comes from.
func slowestSeconds(ts []timing, n int) string {
	worst := map[int]time.Duration{}
	count := map[int]int{}
	for _, t := range ts {
		sec := int(t.at / time.Second)
		worst[sec] = max(worst[sec], t.took)
		count[sec]++
	}
	secs := make([]int, 0, len(worst))
	for sec := range worst {
		secs = append(secs, sec)
	}
	sort.Slice(secs, func(i, j int) bool { return worst[secs[i]] > worst[secs[j]] })
	var b strings.Builder
	for _, sec := range secs[:min(n, len(secs))] {
		fmt.Fprintf(&b, " %d-%d s: %.0f ms (%d moves);", sec, sec+1, ms(worst[sec]), count[sec])
	}
	return strings.TrimSuffix(b.String(), ";")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// idlePhase holds n connections open, with the players' tokens, and
// reports the server's memory.
func idlePhase(ctx context.Context, srv *server, n int, tokens []string) error {
	before, _ := srv.memory()
	conns := make([]*client.Client, n)
	err := inParallel(n, 100, func(i int) error {
		var err error
		conns[i], err = client.Dial(ctx, client.Config{URL: srv.url(i), Token: tokens[i%len(tokens)]})
		return err
	})
	time.Sleep(2 * time.Second)
	rss, _ := srv.memory()
	open := 0
	for _, c := range conns {
		if c != nil {
			open++
			c.Close()
		}
	}
	fmt.Printf("idle: %d connections open, server memory %.0f MiB (%.0f MiB before them)\n", open, rss, before)
	return err
}
