// Command challenge-gen mines candidate challenges from self-play: it plays
// games between computer players of mixed levels (with some random moves),
// and at each turn asks the engine what the player to move can force. A
// position is kept when its goal is exact and not trivial: the goal is the
// true optimum, few first moves reach it, and most do not. It writes the
// candidates as challenge JSON with the proof's numbers in the hint, for a
// person to curate into challenges/data (titles and hints by hand).
//
//	go run ./cmd/challenge-gen -variant kalah -games 200 -seed 1 > /tmp/kalah.json
//	go run ./cmd/challenge-gen -explain /tmp/kalah.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"mancala/engine"
)

func main() {
	cfg := config{}
	flag.StringVar(&cfg.rules, "variant", "kalah", `the game and its options, as "kalah pits=6 seeds=4" or "oware"`)
	flag.IntVar(&cfg.games, "games", 100, "self-play games to mine")
	flag.Uint64Var(&cfg.seed, "seed", 1, "random seed")
	flag.IntVar(&cfg.keep, "keep", 8, "candidates to keep per goal kind")
	flag.DurationVar(&cfg.budget, "time", 2*time.Minute, "stop mining after this long")
	exp := flag.String("explain", "", "instead of mining, describe the solutions of the challenges in this file")
	flag.Parse()
	if *exp != "" {
		if err := explain(*exp, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "challenge-gen:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "challenge-gen:", err)
		os.Exit(1)
	}
}

// config is what the flags set.
type config struct {
	rules  string
	games  int
	seed   uint64
	keep   int
	budget time.Duration
}

// run mines and prints the candidates.
func run(cfg config) error {
	r, err := engine.ParseRules(cfg.rules)
	if err != nil {
		return err
	}
	m := newMiner(r, cfg)
	m.mine()
	out := m.best(cfg.keep)
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	fmt.Fprintf(os.Stderr, "challenge-gen: %d games, %d positions, %d candidates kept\n", m.games, m.positions, len(out))
	return enc.Encode(out)
}
