package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"mancala/engine"
)

// Level is the strength of the computer player, 1 (Beginner) to 10
// (Champion). Each level looks at least as far ahead as the one below and
// blunders less; the lowest blunder on purpose, as a person does: they sometimes
// misjudge close moves (noise) or play their second-best move, but never
// an illegal move and never stall. See levelTable.
type Level int

// The ten levels.
const (
	Beginner Level = iota + 1
	Novice
	Casual
	Club
	Keen
	Strong
	Expert
	Master
	Grandmaster
	Champion
)

// Seed 003's three levels, which look 2, 4 and 7 turns ahead, a chain of
// extra turns counting as one turn.
const (
	Easy   = Casual
	Medium = Strong
	Hard   = Master
)

var levelNames = [...]string{"", "Beginner", "Novice", "Casual", "Club", "Keen",
	"Strong", "Expert", "Master", "Grandmaster", "Champion"}

// String returns the level's name, such as "Keen".
func (l Level) String() string {
	if l.Valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// Valid reports whether l is one of the ten levels.
func (l Level) Valid() bool { return l >= Beginner && l <= Champion }

// ParseLevel reads a level as a number 1..10 or a name, ignoring case:
// "7", "Expert", or seed 003's "easy", "medium" and "hard".
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(s) {
	case "easy":
		return Easy, nil
	case "medium":
		return Medium, nil
	case "hard":
		return Hard, nil
	}
	for l := Beginner; l <= Champion; l++ {
		if s == strconv.Itoa(int(l)) || strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("ai: unknown level %q (want 1..10, a level name, easy, medium or hard)", s)
}

// style is what one level does: how far it looks (depth in turns, node
// budget and a time cap) and how it blunders: noise is the most, in score
// units, by which it misjudges each move; second is the chance of playing
// the second-best move.
type style struct {
	depth  int
	nodes  uint64
	cap    time.Duration
	noise  int
	second float64
}

// levelTable is the ladder, its node budgets for Kalah (see nodeCost).
// Every level is bounded by depth and nodes, so it plays the same move
// for the same seed. Level 10's budget takes about 0.6 s on the
// development machine (0.5-0.8 s in every game; the browser's worker
// searches at about 45% of native speed); its time cap (championCap) only
// stops it on a slower or busy machine. Levels 8 and 9 share a node
// budget and 9 goes deeper, so 9 finishes every iteration 8 does: the
// ladder cannot turn over in positions where depth is costly. Level 4 is
// level 3 without blunders; levels 5 to 9 look 3, 4, 5, 7 and 10 turns
// ahead.
var levelTable = [...]style{
	Beginner:    {depth: 1, noise: 3 * Unit, second: 0.3},
	Novice:      {depth: 1, noise: Unit, second: 0.15},
	Casual:      {depth: 2, noise: Unit / 2, second: 0.1},
	Club:        {depth: 2, nodes: 1_000_000},
	Keen:        {depth: 3, nodes: 1_000_000},
	Strong:      {depth: 4, nodes: 1_000_000},
	Expert:      {depth: 5, nodes: 1_000_000},
	Master:      {depth: 7, nodes: 150_000},
	Grandmaster: {depth: 10, nodes: 150_000},
	Champion:    {nodes: 1_400_000, cap: championCap},
}

// nodeCost is how many Kalah nodes one node of each variant costs, in
// quarters: Bao's sowings relay and capture for hundreds of seeds.
var nodeCost = [...]uint64{engine.KalahGame: 4, engine.OwareGame: 4, engine.CongkakGame: 8, engine.BaoGame: 24}

// variantTable replaces levelTable's rows where a game's ladder needs
// other settings; its node budgets are in that game's own nodes. In
// Congkak and Bao, won by wider margins, the beginner blunders more, or
// the novice would hardly beat it; in Bao levels 2 to 4 blunder more too,
// for each step to count. In Congkak a 7-turn search rarely needs 100k
// nodes, and strength grows little past eight turns, so level 9 looks ten
// turns ahead within 150k nodes, between Hard's seven turns and level
// 10's 1.6M nodes (see the README's ladder, measured on a book of level
// openings). Level 10's budget is set per game from its search speed
// (Kalah and Congkak about 2.0-2.9 million nodes a second, Oware 2.1-2.4 since
// issue 20, Bao 0.5-0.8), to think for about 0.6 s.
//
// A row left out (the zero style) is levelTable's. The table is an array,
// not a map: static data, with no code to build it when the program starts
// (the page, which only names the levels, carries the package).
var variantTable = [engine.BaoGame + 1][Champion + 1]style{
	engine.OwareGame: {
		Champion: {nodes: 1_300_000, cap: championCap},
	},
	engine.CongkakGame: {
		Beginner:    {depth: 1, noise: 10 * Unit, second: 0.5},
		Master:      {depth: 7, nodes: 100_000},
		Grandmaster: {depth: 10, nodes: 150_000},
		Champion:    {nodes: 1_600_000, cap: championCap},
	},
	engine.BaoGame: {
		Beginner:    {depth: 1, noise: 10 * Unit, second: 0.5},
		Novice:      {depth: 1, noise: 2 * Unit, second: 0.2},
		Casual:      {depth: 2, noise: 2 * Unit, second: 0.2},
		Club:        {depth: 3, noise: 2 * Unit, second: 0.2},
		Master:      {depth: 7, nodes: 130_000},
		Grandmaster: {depth: MaxDepth, nodes: 200_000},
		Champion:    {nodes: 350_000, cap: championCap},
	},
}

// Limits returns the search budget of level l in the game r (levels out
// of range are clamped). The node budgets keep the middle levels from
// thinking for long in the rare positions where their depth is costly.
func (l Level) Limits(r engine.Rules) Limits {
	v := r.Board().Variant
	st, own := l.style(v)
	lim := Limits{Depth: st.depth, Cap: st.cap, Nodes: st.nodes, TTBits: ttBits(st)}
	if !own {
		lim.Nodes = st.nodes * 4 / nodeCost[v]
	}
	return lim
}

// style returns what level l does in variant v, and whether it is v's own
// row of variantTable (its node budget in v's nodes) rather than
// levelTable's.
func (l Level) style(v engine.Variant) (style, bool) {
	if st := variantTable[v][l.clamp()]; st != (style{}) {
		return st, true
	}
	return levelTable[l.clamp()], false
}

// clamp brings l into 1..10.
func (l Level) clamp() Level { return max(Beginner, min(Champion, l)) }

// ttBits sizes the table for the work a level does: small tables are
// cleared faster.
func ttBits(st style) int {
	if st.depth > 0 && st.depth <= 5 {
		return 16
	}
	return 20
}

// Choose returns the move the computer plays at p at level l. The same
// position, level and seed give the same move (levels 1-9). It returns
// early, with a legal move, when ctx is done. The position must have a
// legal move; otherwise the result is 0.
func Choose(ctx context.Context, r engine.Rules, p engine.Position, l Level, seed uint64) engine.Move {
	return Play(ctx, r, p, l, seed, nil).Move
}

// Hint returns the move the medium level (seed 003's "Medium": four turns
// ahead, no blunders) would play at p. It takes a few milliseconds
// natively (Congkak's worst about 15 ms); in the browser, where wasm is
// 4-7 times slower, ask a Thinker at level Medium with seed 0 instead.
func Hint(ctx context.Context, r engine.Rules, p engine.Position) engine.Move {
	return Choose(ctx, r, p, Medium, 0)
}

// champion is level 10's move: the opening book's in Oware (BookMove);
// the exact solver's where the board has few enough seeds (see exactPits)
// and a quarter of the level's nodes prove it; the search's otherwise.
func champion(ctx context.Context, r engine.Rules, p engine.Position, lim Limits, info func(Info)) Result {
	start := time.Now()
	if res, ok := BookMove(r, p, lim.History); ok {
		if info != nil {
			info(Info{Depth: res.Depth, Score: res.Score, PV: res.PV})
		}
		return res
	}
	if res, ok := solveExactly(ctx, r, p, lim.Nodes/4); ok {
		if info != nil {
			info(Info{Depth: res.Depth, Score: res.Score, Nodes: res.Nodes, Time: time.Since(start), PV: res.PV})
		}
		return res
	}
	return Search(ctx, r, p, lim, info)
}

// Play is Choose with the whole search result, reporting each iteration
// to info (when not nil).
func Play(ctx context.Context, r engine.Rules, p engine.Position, l Level, seed uint64, info func(Info)) Result {
	return play(ctx, r, p, nil, l, seed, info)
}

// PlayGame is Play at g's current position, with g's earlier positions
// as the search's history, so that it plays by Oware's repetition rule.
func PlayGame(ctx context.Context, g *engine.Game, l Level, seed uint64, info func(Info)) Result {
	return play(ctx, g.Rules(), g.Position(), GameHistory(g), l, seed, info)
}

// GameHistory returns g's positions before the current one, oldest first.
func GameHistory(g *engine.Game) []engine.Position {
	n := len(g.Moves())
	h := make([]engine.Position, n)
	for i := range h {
		h[i] = g.PositionAt(i)
	}
	return h
}

func play(ctx context.Context, r engine.Rules, p engine.Position, hist []engine.Position, l Level, seed uint64, info func(Info)) Result {
	lim := l.Limits(r)
	lim.History = hist
	if l.clamp() == Champion {
		return champion(ctx, r, p, lim, info)
	}
	st, _ := l.style(r.Board().Variant)
	if st.noise == 0 && st.second == 0 {
		return Search(ctx, r, p, lim, info)
	}
	rng := rand.New(rand.NewPCG(seed, hashPosition(&p)))
	return blunder(ctx, r, p, lim, st, rng, info)
}
