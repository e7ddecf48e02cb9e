package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"

	"mancala/ai"
	"mancala/engine"
)

// playConfig is what play plays.
type playConfig struct {
	games, nodes, jobs int
	seed               uint64
}

func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	var cfg playConfig
	fs.IntVar(&cfg.games, "games", 3000, "self-play games")
	fs.IntVar(&cfg.nodes, "nodes", 10000, "nodes each move's search visits")
	fs.IntVar(&cfg.jobs, "jobs", 2, "games played at once")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the random openings")
	out := fs.String("out", "out/oware-tune/games.txt", "the file of positions and results")
	db := fs.String("oware-db", "", "load the endgame database from this folder first (the games' ends are then played exactly)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if cfg.games < 1 || cfg.nodes < 1 || cfg.jobs < 1 {
		return fmt.Errorf("play: -games, -nodes and -jobs must be positive")
	}
	if *db != "" {
		if err := ai.LoadOwareDB(context.Background(), *db, nil); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		return err
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	if err := playGames(f, cfg); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// playGames plays cfg.games games, cfg.jobs at once, writing each one's
// lines to w as it ends.
func playGames(w io.Writer, cfg playConfig) error {
	bw := bufio.NewWriter(w)
	var mu sync.Mutex
	next := make(chan int)
	var wg sync.WaitGroup
	for range cfg.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				lines := selfPlay(cfg, cfg.seed+uint64(i))
				mu.Lock()
				for _, l := range lines {
					bw.WriteString(l)
				}
				if i%100 == 99 {
					fmt.Fprintf(os.Stderr, "oware-tune: %d games\n", i+1)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range cfg.games {
		next <- i
	}
	close(next)
	wg.Wait()
	return bw.Flush()
}

// selfPlay plays one game: two to eight random plies, then a search of
// cfg.nodes nodes for every move. It returns a line for each position
// after the opening: the position and the result for its mover.
func selfPlay(cfg playConfig, seed uint64) []string {
	r := engine.Oware{}
	rng := rand.New(rand.NewPCG(seed, 0x74756e65))
	g := engine.NewGame(r, r.Start(engine.South))
	var buf [engine.MaxMoves]engine.Move
	for range 2 + rng.IntN(7) {
		if moves := g.LegalMoves(buf[:0]); len(moves) > 0 && !g.Outcome().Over() {
			g.Play(moves[rng.IntN(len(moves))], nil)
		}
	}
	from := len(g.Moves())
	lim := ai.Limits{Nodes: uint64(cfg.nodes), TTBits: 18}
	for !g.Outcome().Over() && len(g.Moves()) < 1000 {
		lim.History = ai.GameHistory(g)
		res := ai.Search(context.Background(), r, g.Position(), lim, nil)
		if g.Play(res.Move, nil) != nil {
			break
		}
	}
	return gameLines(g, from)
}

// gameLines writes the positions of g from ply from on, each with the
// result for its mover; a game cut short is a draw.
func gameLines(g *engine.Game, from int) []string {
	o := g.Outcome()
	var lines []string
	for i := from; i < len(g.Moves()); i++ {
		p := g.PositionAt(i)
		result := "0.5"
		switch {
		case o.Result == engine.SouthWins && p.ToMove == engine.South,
			o.Result == engine.NorthWins && p.ToMove == engine.North:
			result = "1"
		case o.Result == engine.SouthWins, o.Result == engine.NorthWins:
			result = "0"
		}
		lines = append(lines, engine.FormatPosition(g.Rules(), p)+"\t"+result+"\n")
	}
	return lines
}
