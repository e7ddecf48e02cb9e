package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"mancala/ai"
	"mancala/engine"
)

// matchConfig is what "mancala-engine match" is asked to play.
type matchConfig struct {
	rules    engine.Rules
	a, b     string // player specs: level=L, depth=D, movetime=MS or exec=PATH
	games    int
	plies    int    // random plies that open each pair of games
	seed     uint64 // seeds the openings and the levels' choices
	maxPlies int    // a game still going after this many plies is a draw
	balance  int    // keep openings a shallow search scores within this many seeds; <0: any
}

// runMatch plays the match that args describe and prints its tally to out:
// "match --variant V --a level=7 --b level=6 --games N".
func runMatch(args []string, out io.Writer) error {
	cfg, err := parseMatch(args)
	if err != nil {
		return err
	}
	a, err := newPlayer(cfg.a, cfg.seed)
	if err != nil {
		return err
	}
	defer a.Close()
	b, err := newPlayer(cfg.b, cfg.seed+1)
	if err != nil {
		return err
	}
	defer b.Close()
	t, err := playMatch(cfg, a, b, func(i int, g gameRecord) { fmt.Fprintln(out, g.line(i)) })
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
	fs.IntVar(&cfg.balance, "balance", 2, "keep only openings a depth-4 search scores within this many seeds (-1: any)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("match: unexpected argument %q", fs.Arg(0))
	}
	if cfg.games < 1 {
		return cfg, fmt.Errorf("match: -games %d: want at least 1", cfg.games)
	}
	r, err := engine.ParseRules(*variant)
	cfg.rules = r
	return cfg, err
}

// gameRecord is one finished game of a match.
type gameRecord struct {
	aSide   engine.Side
	outcome engine.Outcome
	plies   int
	capped  bool // stopped at the ply limit and scored a draw
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

// playMatch plays cfg.games games, A taking South in the even ones. Each
// pair of games starts from the same random opening.
func playMatch(cfg matchConfig, a, b player, each func(int, gameRecord)) (tally, error) {
	t := tally{}
	var opening *engine.Game
	for i := 0; i < cfg.games; i++ {
		if i%2 == 0 {
			opening = balancedOpening(cfg, cfg.seed+uint64(i)*1000)
		}
		south, north, aSide := a, b, engine.South
		if i%2 == 1 {
			south, north, aSide = b, a, engine.North
		}
		g, err := playGame(cfg, opening, south, north, &t, aSide)
		if err != nil {
			return t, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		g.aSide = aSide
		t.add(g)
		each(i, g)
	}
	return t, nil
}

// openingTries bounds the openings drawn to find a balanced one.
const openingTries = 50

// balancedOpening draws random openings until a depth-4 search scores one
// within cfg.balance seeds for the player to move, so that neither side of
// a pair of games starts already won; after openingTries it keeps the
// last one drawn.
func balancedOpening(cfg matchConfig, seed uint64) *engine.Game {
	var g *engine.Game
	for try := uint64(0); try < openingTries; try++ {
		g = randomOpening(cfg.rules, cfg.plies, seed+try)
		if cfg.balance < 0 {
			return g
		}
		res := ai.Search(context.Background(), cfg.rules, g.Position(), ai.Limits{Depth: 4}, nil)
		if abs(res.Score) <= cfg.balance*ai.Unit {
			return g
		}
	}
	return g
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// randomOpening plays n random legal plies from the start, stopping short
// of a finished game.
func randomOpening(r engine.Rules, n int, seed uint64) *engine.Game {
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e))
	g := engine.NewGame(r, r.Start(engine.South))
	var buf [engine.MaxMoves]engine.Move
	for i := 0; i < n; i++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		g.Play(moves[rng.IntN(len(moves))], nil)
		if g.Outcome().Over() {
			g.Undo()
			break
		}
	}
	return g
}

// playGame plays from the opening until the game ends or reaches the ply
// limit, timing each player's moves into t.
func playGame(cfg matchConfig, opening *engine.Game, south, north player, t *tally, aSide engine.Side) (gameRecord, error) {
	g := engine.NewGame(cfg.rules, opening.Start())
	for _, m := range opening.Moves() {
		g.Play(m, nil)
	}
	for ply := 0; ; ply++ {
		if o := g.Outcome(); o.Over() || ply >= cfg.maxPlies {
			return gameRecord{outcome: o, plies: len(g.Moves()), capped: !o.Over()}, nil
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
		t.time(isA, time.Since(start))
		if err := g.Play(m, nil); err != nil {
			return gameRecord{}, fmt.Errorf("%s played the illegal move %s in %s", pl.Name(), m, engine.FormatPosition(cfg.rules, g.Position()))
		}
	}
}

// tally adds up a match from A's side.
type tally struct {
	wins, draws, losses int
	points              float64
	aSeeds, bSeeds      int
	aTime, bTime        time.Duration
	aMoves, bMoves      int
}

func (t *tally) add(g gameRecord) {
	switch p := g.aScore(); {
	case p == 1:
		t.wins++
	case p == 0:
		t.losses++
	default:
		t.draws++
	}
	t.points += g.aScore()
	a, b := g.outcome.South, g.outcome.North
	if g.aSide == engine.North {
		a, b = b, a
	}
	t.aSeeds += a
	t.bSeeds += b
}

func (t *tally) time(isA bool, d time.Duration) {
	if isA {
		t.aTime += d
		t.aMoves++
		return
	}
	t.bTime += d
	t.bMoves++
}

func (t *tally) print(out io.Writer, cfg matchConfig) {
	n := t.wins + t.draws + t.losses
	fmt.Fprintf(out, "match %s: A %s vs B %s, %d games\n", cfg.rules, cfg.a, cfg.b, n)
	fmt.Fprintf(out, "A: %d wins, %d draws, %d losses: %.1f%% of the points\n", t.wins, t.draws, t.losses, 100*t.points/float64(n))
	fmt.Fprintf(out, "seeds: A %d, B %d (%+.2f a game)\n", t.aSeeds, t.bSeeds, float64(t.aSeeds-t.bSeeds)/float64(n))
	fmt.Fprintf(out, "time per move: A %s, B %s\n", perMove(t.aTime, t.aMoves), perMove(t.bTime, t.bMoves))
}

func perMove(d time.Duration, n int) string {
	if n == 0 {
		return "-"
	}
	return (d / time.Duration(n)).Round(10 * time.Microsecond).String()
}
