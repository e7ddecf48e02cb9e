// Command puzzle-gen mines puzzles from self-play for the offline pack:
// it plays games between computer players of mixed levels (some moves at
// random), and proves a puzzle at every position where one is found
// (puzzles.Make). It writes the pack's lines to the standard output and
// its progress to the standard error; the same flags make the same pack.
//
//	go run ./cmd/puzzle-gen -variant kalah -want 300 -seed 1 > kalah.txt
//
// make puzzles runs it for the four games and writes puzzles/pack/data.
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/puzzles"
)

func main() {
	cfg := config{}
	flag.StringVar(&cfg.rules, "variant", "kalah", `the game and its options, as "kalah" or "oware"`)
	flag.IntVar(&cfg.want, "want", 100, "puzzles to find")
	flag.Uint64Var(&cfg.seed, "seed", 1, "random seed of the games")
	flag.StringVar(&cfg.prefix, "prefix", "", "the puzzles' ids' prefix (default: the game's first letter)")
	flag.DurationVar(&cfg.budget, "time", time.Hour, "stop after this long")
	flag.Parse()
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "puzzle-gen:", err)
		os.Exit(1)
	}
}

// config is what the flags set.
type config struct {
	rules  string
	want   int
	seed   uint64
	prefix string
	budget time.Duration
}

// run mines games until enough puzzles are found or the time is up.
func run(cfg config) error {
	r, err := engine.ParseRules(cfg.rules)
	if err != nil {
		return err
	}
	if cfg.prefix == "" {
		cfg.prefix = r.Board().Variant.String()[:1]
	}
	m := &miner{r: r, cfg: cfg, rng: rand.New(rand.NewPCG(cfg.seed, 11)), seen: map[engine.Position]bool{},
		deadline: time.Now().Add(cfg.budget), start: time.Now()}
	for game := 1; m.found < cfg.want && time.Now().Before(m.deadline); game++ {
		m.mine(game)
	}
	fmt.Fprintf(os.Stderr, "puzzle-gen: %s: %d puzzles from %d positions of %d games in %s\n",
		cfg.rules, m.found, m.positions, m.games, time.Since(m.start).Round(time.Second))
	return nil
}

// miner plays the games and keeps count.
type miner struct {
	r                       engine.Rules
	cfg                     config
	rng                     *rand.Rand
	seen                    map[engine.Position]bool
	found, positions, games int
	deadline, start         time.Time
}

// mine plays game number n and writes the puzzles found in it at
// positions not examined before.
func (m *miner) mine(n int) {
	g := m.play()
	m.games++
	name := func(ply int) (string, string) {
		return fmt.Sprintf("%s%04d", m.cfg.prefix, m.found+1), fmt.Sprintf("self-play %d game %d ply %d", m.cfg.seed, n, ply)
	}
	skip := func(p engine.Position) bool {
		seen := m.seen[p]
		m.seen[p] = true
		return seen || m.found >= m.cfg.want || time.Now().After(m.deadline)
	}
	m.positions += puzzles.MineGame(context.Background(), g, name, skip, func(pz *puzzles.Puzzle) {
		m.found++
		fmt.Println(puzzles.Format(pz))
		fmt.Fprintf(os.Stderr, "puzzle-gen: %s %d/%d after %d positions, %s\n", pz.ID, m.found, m.cfg.want, m.positions, time.Since(m.start).Round(time.Second))
	})
}

// play plays one game between two players of random levels that also
// play a random move now and then.
func (m *miner) play() *engine.Game {
	g := engine.NewGame(m.r, m.r.Start(engine.South))
	levels := [2]ai.Level{ai.Level(1 + m.rng.IntN(6)), ai.Level(1 + m.rng.IntN(6))}
	wild := m.rng.Float64() * 0.2
	for ply := 0; ply < 300 && !g.Outcome().Over(); ply++ {
		p := g.Position()
		moves := m.r.LegalMoves(p, nil)
		mv := moves[m.rng.IntN(len(moves))]
		if m.rng.Float64() >= wild {
			mv = ai.Choose(context.Background(), m.r, p, levels[p.ToMove], m.rng.Uint64())
		}
		if g.Play(mv, nil) != nil {
			break
		}
	}
	return g
}
