package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"mancala/ai"
	"mancala/engine"
)

// An opening book is a text file of openings, one a line: the moves
// played from the start with South to move, in the game's move notation,
// separated by spaces ("3 5 1 7", "F2> B6< F1<"). A '#' starts a comment
// to the end of the line; blank lines are skipped. "mancala-engine book"
// writes one; "match --book FILE" plays its openings in order, each both
// ways, so that every pair of levels meets the same openings.

// bookConfig is what "mancala-engine book" is asked to find.
type bookConfig struct {
	rules   engine.Rules
	variant string
	count   int // openings to write
	plies   int // random plies from the start
	balance int // the judge's score must be within this many seeds
	judge   ai.Limits
	seed    uint64 // seeds the random plies
	jobs    int    // openings judged at once
}

// bookTries bounds the random openings drawn per opening kept.
const bookTries = 400

// runBook writes the book that args describe to out:
// "book --variant V --count N --plies P --judge D --judge-nodes N --balance B".
func runBook(args []string, out io.Writer) error {
	cfg, err := parseBook(args)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "# mancala-engine book --variant %q --plies %d --judge %d --judge-nodes %d --balance %d --seed %d\n",
		cfg.variant, cfg.plies, cfg.judge.Depth, cfg.judge.Nodes, cfg.balance, cfg.seed)
	return findOpenings(cfg, func(g *engine.Game, score int) {
		fmt.Fprintf(out, "%s # %+.2f\n", engine.FormatMoves(g.Moves()), float64(score)/ai.Unit)
	})
}

func parseBook(args []string) (bookConfig, error) {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	cfg := bookConfig{}
	fs.StringVar(&cfg.variant, "variant", "kalah", `the game and its options, e.g. "kalah seeds=5" or "congkak"`)
	fs.IntVar(&cfg.count, "count", 100, "openings to write")
	fs.IntVar(&cfg.plies, "plies", 4, "random plies played from the start")
	fs.IntVar(&cfg.balance, "balance", 1, "keep openings the judge scores within this many seeds, and not won or lost")
	fs.IntVar(&cfg.judge.Depth, "judge", 7, "turns deep the judge's search looks")
	fs.Uint64Var(&cfg.judge.Nodes, "judge-nodes", 2_000_000, "positions the judge's search may visit (0: no limit)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the random plies")
	fs.IntVar(&cfg.jobs, "jobs", 1, "openings judged at once (each on its own thread)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if err := cfg.check(fs); err != nil {
		return cfg, err
	}
	r, err := engine.ParseRules(cfg.variant)
	cfg.rules = r
	return cfg, err
}

// check rejects settings that cannot give a book.
func (c bookConfig) check(fs *flag.FlagSet) error {
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("book: unexpected argument %q", fs.Arg(0))
	case c.count < 1:
		return fmt.Errorf("book: -count %d: want at least 1", c.count)
	case c.plies < 1:
		return fmt.Errorf("book: -plies %d: want at least 1", c.plies)
	case c.judge.Depth < 1 || c.judge.Depth > ai.MaxDepth:
		return fmt.Errorf("book: -judge %d: want 1..%d turns", c.judge.Depth, ai.MaxDepth)
	case c.balance < 0:
		return fmt.Errorf("book: -balance %d: want 0 or more seeds", c.balance)
	case c.jobs < 1:
		return fmt.Errorf("book: -jobs %d: want at least 1", c.jobs)
	}
	return nil
}

// verdict is the judge's word on one candidate opening.
type verdict struct {
	game  *engine.Game
	score int
	keep  bool
}

// findOpenings draws random openings (candidate i from seed+i), judges
// them cfg.jobs at a time, and calls keep with each one the judge finds
// level and not already kept (as a position), in the order drawn: the
// book does not depend on cfg.jobs.
func findOpenings(cfg bookConfig, keep func(*engine.Game, int)) error {
	seen := map[engine.Position]bool{}
	found, batch := 0, 4*cfg.jobs
	for first := 0; found < cfg.count; first += batch {
		if first >= cfg.count*bookTries {
			return fmt.Errorf("book: found %d level openings of %d in %d tries; try a larger -balance or fewer -plies", found, cfg.count, first)
		}
		for _, v := range judgeBatch(cfg, first, batch) {
			if !v.keep || seen[v.game.Position()] || found == cfg.count {
				continue
			}
			seen[v.game.Position()] = true
			keep(v.game, v.score)
			found++
		}
	}
	return nil
}

// judgeBatch judges candidates first..first+n-1 on cfg.jobs threads.
func judgeBatch(cfg bookConfig, first, n int) []verdict {
	out := make([]verdict, n)
	var wg sync.WaitGroup
	for j := range cfg.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := j; i < n; i += cfg.jobs {
				out[i] = judgeOpening(cfg, cfg.seed+uint64(first+i))
			}
		}()
	}
	wg.Wait()
	return out
}

// judgeOpening draws the opening of seed and asks the judge's search
// whether it is level: within cfg.balance seeds, so neither side's win is
// in sight. Most random openings are far from level (in Congkak a random
// relay often gives away dozens of seeds), so the search gives up as soon
// as an iteration of four turns or more scores the opening more than
// three seeds beyond the balance.
func judgeOpening(cfg bookConfig, seed uint64) verdict {
	g := randomOpening(cfg.rules, cfg.plies, seed)
	if len(g.Moves()) < cfg.plies {
		return verdict{game: g}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	far := false
	res := ai.Search(ctx, cfg.rules, g.Position(), cfg.judge, func(i ai.Info) {
		if i.Depth >= 4 && abs(i.Score) > (cfg.balance+3)*ai.Unit {
			far = true
			cancel()
		}
	})
	level := !far && abs(res.Score) <= cfg.balance*ai.Unit
	return verdict{game: g, score: res.Score, keep: level}
}

// loadBook reads the openings of the book at path for the game r. Every
// move must be legal and no opening may end the game.
func loadBook(path string, r engine.Rules) ([][]engine.Move, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	book, err := readBook(f, r)
	if err != nil {
		return nil, fmt.Errorf("book %s: %w", path, err)
	}
	return book, nil
}

// readBook reads a book's openings from in (see the top of this file).
func readBook(in io.Reader, r engine.Rules) ([][]engine.Move, error) {
	var book [][]engine.Move
	sc := bufio.NewScanner(in)
	for n := 1; sc.Scan(); n++ {
		text, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(text) == "" {
			continue
		}
		moves, err := readOpening(r, strings.Fields(text))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		book = append(book, moves)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(book) == 0 {
		return nil, errors.New("no openings")
	}
	return book, nil
}

// readOpening plays the moves written in fields from the start, South
// first, and returns them; an illegal move or a finished game is an error.
func readOpening(r engine.Rules, fields []string) ([]engine.Move, error) {
	g := engine.NewGame(r, r.Start(engine.South))
	for _, f := range fields {
		m, err := engine.ParseMove(r, f)
		if err != nil {
			return nil, err
		}
		if err := g.Play(m, nil); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", len(g.Moves())+1, f, err)
		}
	}
	if g.Outcome().Over() {
		return nil, errors.New("the opening ends the game")
	}
	return g.Moves(), nil
}
