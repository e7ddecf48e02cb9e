// Command oware-book builds Oware's opening book (package ai/book): every
// position of the first -wide plies from the start (all moves followed),
// then from each of them the line of the book's own moves up to -plies
// plies, each position scored by a search of -nodes nodes. The search is
// bounded by nodes only, so the same flags build the same book.
//
//	oware-book -wide 3 -plies 12 -nodes 3000000 -out ai/openings/oware.book
//
// make oware-book runs it with the book's settings.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sync"
	"time"

	"mancala/ai"
	"mancala/ai/book"
	"mancala/engine"
)

// config is what to build.
type config struct {
	wide, plies, jobs int
	nodes             uint64
}

func main() {
	var cfg config
	flag.IntVar(&cfg.wide, "wide", 3, "plies from the start where every move is followed")
	flag.IntVar(&cfg.plies, "plies", 12, "plies the book's lines reach")
	flag.Uint64Var(&cfg.nodes, "nodes", 3_000_000, "nodes of the search that scores each position")
	flag.IntVar(&cfg.jobs, "jobs", 2, "positions searched at once")
	out := flag.String("out", "ai/openings/oware.book", "the book file to write")
	flag.Parse()
	if cfg.wide < 0 || cfg.plies < cfg.wide || cfg.nodes == 0 || cfg.jobs < 1 {
		fmt.Fprintln(os.Stderr, "oware-book: want 0 <= -wide <= -plies, -nodes and -jobs positive")
		os.Exit(2)
	}
	start := time.Now()
	b := build(cfg, func(ply, n int) {
		fmt.Fprintf(os.Stderr, "oware-book: ply %d: %d positions (%v)\n", ply, n, time.Since(start).Round(time.Second))
	})
	if err := os.WriteFile(*out, b.Encode(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "oware-book:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "oware-book: %d positions, %d bytes, %v\n", b.Len(), len(b.Encode()), time.Since(start).Round(time.Second))
}

// build searches the book's positions ply by ply, reporting each ply's
// count to progress.
func build(cfg config, progress func(ply, n int)) *book.Book {
	r := engine.Oware{}
	entries := map[uint64]book.Entry{}
	level := []engine.Position{r.Start(engine.South)}
	for ply := 0; ply < cfg.plies && len(level) > 0; ply++ {
		level = unseen(level, entries)
		found := searchAll(cfg, level)
		for i, p := range level {
			entries[book.Key(&p)] = found[i]
		}
		progress(ply, len(level))
		level = nextLevel(r, level, found, ply < cfg.wide)
	}
	return book.New(entries)
}

// unseen keeps the positions of level the book does not have yet, once.
func unseen(level []engine.Position, entries map[uint64]book.Entry) []engine.Position {
	var keep []engine.Position
	seen := map[uint64]bool{}
	for _, p := range level {
		k := book.Key(&p)
		if _, done := entries[k]; !done && !seen[k] {
			seen[k] = true
			keep = append(keep, p)
		}
	}
	return keep
}

// nextLevel returns the positions after every move of level's (all) or
// after each one's book move, leaving out finished games.
func nextLevel(r engine.Oware, level []engine.Position, found []book.Entry, all bool) []engine.Position {
	var next []engine.Position
	for i, p := range level {
		moves := []engine.Move{found[i].Move}
		if all {
			moves = r.LegalMoves(p, nil)
		}
		for _, m := range moves {
			if c := r.Apply(p, m, nil); !r.Outcome(c).Over() {
				next = append(next, c)
			}
		}
	}
	return next
}

// searchAll scores the positions, cfg.jobs at once.
func searchAll(cfg config, level []engine.Position) []book.Entry {
	found := make([]book.Entry, len(level))
	next := make(chan int)
	var wg sync.WaitGroup
	for range cfg.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				found[i] = score(cfg, level[i])
			}
		}()
	}
	for i := range level {
		next <- i
	}
	close(next)
	wg.Wait()
	return found
}

// score is the book's entry for p: the move and score of a search of
// cfg.nodes nodes.
func score(cfg config, p engine.Position) book.Entry {
	res := ai.Search(context.Background(), engine.Oware{}, p, ai.Limits{Nodes: cfg.nodes, TTBits: 22}, nil)
	return book.Entry{Move: res.Move, Score: int16(max(-30000, min(30000, res.Score))), Depth: uint8(res.Depth)}
}
