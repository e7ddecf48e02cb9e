package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"mancala/ai"
	"mancala/engine"
)

// matchConfig is what "mancala-engine match" is asked to play.
type matchConfig struct {
	rules    engine.Rules
	a, b     string // player specs: level=L, depth=D, movetime=MS or exec=PATH
	games    int
	plies    int             // random plies that open each pair of games
	seed     uint64          // seeds the openings and the levels' choices
	maxPlies int             // a game still going after this many plies is a draw
	balance  int             // keep openings the judge scores within this many seeds; <0: any
	judge    int             // turns deep the search that judges the openings looks
	jobs     int             // pairs of games played at once
	skip     int             // games of the match played elsewhere: play games skip+1..skip+games
	book     [][]engine.Move // openings to play in order (--book); nil: drawn at random
}

// runMatch plays the match that args describe and prints its tally to out:
// "match --variant V --a level=7 --b level=6 --games N".
func runMatch(args []string, out io.Writer) error {
	cfg, err := parseMatch(args)
	if err != nil {
		return err
	}
	t, err := playMatch(cfg, func(i int, g gameRecord) { fmt.Fprintln(out, g.line(i)) })
	if err != nil {
		return err
	}
	t.print(out, cfg)
	return nil
}

func parseMatch(args []string) (matchConfig, error) {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	variant := fs.String("variant", "kalah", `the game and its options, e.g. "kalah seeds=5" or "oware"`)
	cfg := matchConfig{}
	fs.StringVar(&cfg.a, "a", "level=10", "player A: level=1..10, depth=D, movetime=MS or exec=PATH (an engine speaking this protocol)")
	fs.StringVar(&cfg.b, "b", "level=5", "player B, as -a")
	fs.IntVar(&cfg.games, "games", 20, "games to play; A and B take turns to start, each opening played both ways")
	fs.IntVar(&cfg.plies, "plies", 4, "random plies played from the start to vary the openings")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the openings and of the levels' choices")
	fs.IntVar(&cfg.maxPlies, "max-plies", 2000, "a game longer than this is scored as a draw")
	fs.IntVar(&cfg.balance, "balance", 2, "keep only openings the judge's search scores within this many seeds (-1: any)")
	fs.IntVar(&cfg.judge, "judge", 4, "turns deep the search that judges the openings' balance looks")
	fs.IntVar(&cfg.skip, "skip", 0, "play games skip+1 to skip+games of the match (even; splits a long match between processes)")
	fs.IntVar(&cfg.jobs, "jobs", 1, "pairs of games played at once (each on its own thread)")
	dbDir := fs.String("oware-db", "", "load Oware's endgame database from this folder (building it there the first time) before playing; default none")
	bookPath := fs.String("book", "", "play the openings of this book in order, each both ways (see the book command), instead of random ones")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("match: unexpected argument %q", fs.Arg(0))
	}
	if cfg.games < 1 {
		return cfg, fmt.Errorf("match: -games %d: want at least 1", cfg.games)
	}
	if cfg.judge < 1 || cfg.judge > ai.MaxDepth {
		return cfg, fmt.Errorf("match: -judge %d: want 1..%d turns", cfg.judge, ai.MaxDepth)
	}
	if cfg.skip < 0 || cfg.skip%2 == 1 {
		return cfg, fmt.Errorf("match: -skip %d: want an even number of games", cfg.skip)
	}
	if cfg.jobs < 1 {
		return cfg, fmt.Errorf("match: -jobs %d: want at least 1", cfg.jobs)
	}
	r, err := engine.ParseRules(*variant)
	cfg.rules = r
	if err != nil {
		return cfg, err
	}
	if *dbDir != "" && r.Board().Variant == engine.OwareGame {
		if err := ai.LoadOwareDB(context.Background(), *dbDir, reportDB); err != nil {
			return cfg, fmt.Errorf("match: %w", err)
		}
	}
	if *bookPath == "" {
		return cfg, nil
	}
	return cfg, cfg.readBook(*bookPath)
}

// reportDB reports the building of Oware's endgame database on the
// standard error.
func reportDB(done, seeds int) {
	fmt.Fprintf(os.Stderr, "mancala-engine: Oware endgame database: %d of %d seeds\n", done, seeds)
}

// readBook loads the book at path and checks it has an opening for every
// pair of games the match plays.
func (c *matchConfig) readBook(path string) error {
	book, err := loadBook(path, c.rules)
	if err != nil {
		return fmt.Errorf("match: %w", err)
	}
	if pairs := (c.skip + c.games + 1) / 2; pairs > len(book) {
		return fmt.Errorf("match: book %s has %d openings; games %d-%d need %d", path, len(book), c.skip+1, c.skip+c.games, pairs)
	}
	c.book = book
	return nil
}

// opening returns the opening of the pair whose first game is the match's
// game first: the book's next, or a balanced random one.
func (c matchConfig) opening(first int) *engine.Game {
	if c.book == nil {
		return balancedOpening(c, c.seed+uint64(first)*1000)
	}
	g := engine.NewGame(c.rules, c.rules.Start(engine.South))
	for _, m := range c.book[first/2] {
		g.Play(m, nil)
	}
	return g
}

// gameRecord is one finished game of a match.
type gameRecord struct {
	aSide   engine.Side
	outcome engine.Outcome
	plies   int
	capped  bool // stopped at the ply limit and scored a draw
	clock
}

// aScore returns A's points: 1 for a win, 0.5 for a draw.
func (g gameRecord) aScore() float64 {
	switch {
	case g.outcome.Result == engine.Draw || g.capped:
		return 0.5
	case (g.outcome.Result == engine.SouthWins) == (g.aSide == engine.South):
		return 1
	}
	return 0
}

func (g gameRecord) line(i int) string {
	first := "A"
	if g.aSide == engine.North {
		first = "B"
	}
	res := fmt.Sprintf("%s %d-%d", g.outcome.Result, g.outcome.South, g.outcome.North)
	if g.capped {
		res = fmt.Sprintf("draw at the %d-ply limit", g.plies)
	}
	return fmt.Sprintf("game %d: %s is South: %s in %d plies", i+1, first, res, g.plies)
}

// pairResult is one opening played both ways: A is South in the first
// game, North in the second (absent when the match has an odd number).
type pairResult struct {
	games []gameRecord
	err   error
}

// playMatch plays cfg.games games in pairs from one opening each, cfg.jobs
// pairs at once, and calls each for every game in order. The games do not
// depend on cfg.jobs: each pair's opening and the players' choices are
// seeded by the match seed and the pair's number.
func playMatch(cfg matchConfig, each func(int, gameRecord)) (tally, error) {
	n := (cfg.games + 1) / 2
	results := make([]chan pairResult, n)
	for i := range results {
		results[i] = make(chan pairResult, 1)
	}
	next, quit := make(chan int), make(chan struct{})
	defer close(quit)
	go feed(n, next, quit)
	for range min(cfg.jobs, n) {
		go playPairs(cfg, next, results)
	}
	t := tally{}
	for i, ch := range results {
		pr := <-ch
		if pr.err != nil {
			return t, pr.err
		}
		t.addPair(pr.games)
		for j, g := range pr.games {
			each(cfg.skip+2*i+j, g)
		}
	}
	return t, nil
}

// feed sends the pair numbers 0..n-1 to next until quit closes.
func feed(n int, next chan<- int, quit <-chan struct{}) {
	defer close(next)
	for i := range n {
		select {
		case next <- i:
		case <-quit:
			return
		}
	}
}

// playPairs plays the pairs it is sent with its own two players.
func playPairs(cfg matchConfig, next <-chan int, results []chan pairResult) {
	a, errA := newPlayer(cfg.a, cfg.seed)
	b, errB := newPlayer(cfg.b, cfg.seed+1)
	for i := range next {
		if err := errors.Join(errA, errB); err != nil {
			results[i] <- pairResult{err: err}
			continue
		}
		results[i] <- playPair(cfg, i, a, b)
	}
	for _, pl := range []player{a, b} {
		if pl != nil {
			pl.Close()
		}
	}
}

// playPair plays the run's pair i: the match's games skip+2i (A is South)
// and skip+2i+1 (B is South).
func playPair(cfg matchConfig, i int, a, b player) pairResult {
	first := cfg.skip + 2*i
	opening := cfg.opening(first)
	var pr pairResult
	for j := first; j < min(first+2, cfg.skip+cfg.games); j++ {
		south, north, aSide := a, b, engine.South
		if j%2 == 1 {
			south, north, aSide = b, a, engine.North
		}
		g, err := playGame(cfg, opening, south, north, aSide)
		if err != nil {
			return pairResult{err: fmt.Errorf("match: game %d: %w", j+1, err)}
		}
		pr.games = append(pr.games, g)
	}
	return pr
}

// playGame plays from the opening until the game ends or reaches the ply
// limit, timing each player's moves.
func playGame(cfg matchConfig, opening *engine.Game, south, north player, aSide engine.Side) (gameRecord, error) {
	g := engine.NewGame(cfg.rules, opening.Start())
	for _, m := range opening.Moves() {
		g.Play(m, nil)
	}
	rec := gameRecord{aSide: aSide}
	for ply := 0; ; ply++ {
		if o := g.Outcome(); o.Over() || ply >= cfg.maxPlies {
			rec.outcome, rec.plies, rec.capped = o, len(g.Moves()), !o.Over()
			return rec, nil
		}
		pl, isA := south, aSide == engine.South
		if g.Position().ToMove == engine.North {
			pl, isA = north, aSide == engine.North
		}
		start := time.Now()
		m, err := pl.Move(g)
		if err != nil {
			return gameRecord{}, err
		}
		rec.time(isA, time.Since(start))
		if err := g.Play(m, nil); err != nil {
			return gameRecord{}, fmt.Errorf("%s played the illegal move %s in %s", pl.Name(), m, engine.FormatPosition(cfg.rules, g.Position()))
		}
	}
}
