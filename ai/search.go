// Package ai is the computer opponent of the four sowing games: an
// iterative-deepening alpha-beta search over engine positions, ten levels
// of play built on it, the hint, and a Thinker that searches off the frame
// (a goroutine natively, a Web Worker in the browser).
//
// Depth counts turns, not plies: a move that earns an extra turn keeps the
// same depth, so a chain of store landings is one line of play, as the
// levels of seed 003 ("look 2, 4 and 7 moves ahead") ask. At most
// maxFree such free extra turns are granted in one turn (relayFree in
// Congkak and avalanche Kalah, whose relays make chains of twenty store
// landings common); past that an extra turn costs a turn of depth like
// any other move, so chains cannot blow the search up.
//
// Scores are from the view of the player to move, in hundredths of a seed
// (Unit per seed). A finished game scores Win plus Unit times the final
// difference for the winner (Bao, which has no score: Win less the plies
// to the end), so any decided score has an absolute value of at least
// Win-maxPly and is larger than every evaluation.
package ai

import (
	"context"
	"time"

	"mancala/engine"
)

// Score units and bounds.
const (
	Unit      = 100    // score of one seed
	Win       = 100000 // added to the score of a won game
	MaxDepth  = 60     // deepest search, in turns
	maxFree   = 8      // free extra turns in one turn (relay games: relayFree)
	relayFree = 2      // Congkak's chains branch at every store landing
	maxPly    = 128
	inf       = 1 << 30
)

// Endgame gives exact values of positions it knows: the final difference
// of the player to move's score minus the opponent's with perfect play
// (Bao: 1 for a win, -1 for a loss), and false for a position it does not
// know. The exact solver plugs in here.
type Endgame func(r engine.Rules, p engine.Position) (diff int, ok bool)

// Limits bound a search. Zero fields do not limit; with all zero the
// search goes to MaxDepth. A search bounded by Depth and Nodes only is
// deterministic; Time depends on the machine. Cap keeps a node budget
// from taking too long on a slow or busy machine: the search stays
// deterministic as long as its nodes take less time than the cap.
type Limits struct {
	Depth   int           // turns ahead (extra turns are free, see the package doc)
	Nodes   uint64        // positions visited
	Time    time.Duration // wall time, spent in full: the last iteration is cut short
	Cap     time.Duration // a hard stop only: the search ends there, mid-iteration if need be
	Endgame Endgame       // optional exact values of small positions
	TTBits  int           // transposition table of 1<<TTBits entries; 0 (or over 28): 20, 16 MiB
	// History holds the game's positions before the searched one, oldest
	// first: Oware's repetition rule counts them (see repeat.go).
	History []engine.Position
}

// Info reports one finished iteration of the search.
type Info struct {
	Depth int           // turns searched
	Score int           // for the player to move (see the package doc)
	Nodes uint64        // positions visited so far
	NPS   uint64        // nodes per second
	Time  time.Duration // since the search started
	PV    []engine.Move // the expected line, extra turns included
}

// Result is the outcome of a search: the move to play, its score, the
// depth of the last iteration (finished, or cut short after searching at
// least one root move in full) and the expected line. Move is meaningful
// only when the position has a legal move; Depth 0 means no root move was
// searched in full and Move is the first in the search's order.
type Result struct {
	Move  engine.Move
	Score int
	Depth int
	Nodes uint64
	PV    []engine.Move
	Exact bool // the score is the game's value: no evaluation was needed
}

// Search looks for the best move at p within lim, calling info (when not
// nil) after each finished iteration. It stops early when ctx is done and
// then returns the best move of the last finished iteration.
func Search(ctx context.Context, r engine.Rules, p engine.Position, lim Limits, info func(Info)) Result {
	s := newSearcher(r, lim)
	defer s.release()
	return s.run(ctx, p, lim, info)
}

// searcher holds one search's state; its arrays are indexed by ply, so a
// search allocates nothing per node. Its parts keep what it has spent
// (budget), the moves and children by ply (moveLists), their order
// (orderer), the transposition table (tableScores), the scores of ended
// games (endScores) and Oware's own ends (owareEnds); the searcher itself
// is the search proper.
type searcher struct {
	variant
	eval    func(p *engine.Position) int
	endgame Endgame
	free    int // free extra turns granted in one turn
	qdepth  int // plies of noisy moves searched past the horizon
	noise   int // seeds a move must gain to be noisy

	budget
	moveLists
	orderer
	tableScores
	endScores
	owareEnds

	pv    [maxPly][maxPly]engine.Move
	pvLen [maxPly]int
}

// variant is what the search and its parts need to know of the game.
type variant struct {
	r     engine.Rules
	bao   bool
	oware bool // moves by owareKids, keys kept by childKey
}

// newSearcher prepares a search of the game r.
func newSearcher(r engine.Rules, lim Limits) *searcher {
	bits := lim.TTBits
	if bits <= 0 || bits > 28 {
		bits = 20
	}
	v := variant{r: r, bao: r.Board().Variant == engine.BaoGame, oware: r.Board().Variant == engine.OwareGame}
	return &searcher{
		variant: v, eval: evaluation(r), endgame: lim.Endgame,
		free: freeTurns(r), qdepth: quietPlies(r), noise: 2,
		budget: budget{maxNodes: lim.Nodes}, moveLists: moveLists{variant: v}, orderer: orderer{variant: v},
		tableScores: tableScores{variant: v, tt: getTable(bits)}, endScores: endScores{v},
		owareEnds: owareEnds{db: owareTables(r)},
	}
}

// quietPlies returns how many plies of captures the search follows past
// its horizon: in Oware, where captures answer captures, 4; in the other
// games none, which played as well in short matches and costs less.
func quietPlies(r engine.Rules) int {
	if r.Board().Variant == engine.OwareGame {
		return 4
	}
	return 0
}

// freeTurns returns how many extra turns in one turn keep the depth:
// fewer in the relay games, where almost every move can end in the store.
func freeTurns(r engine.Rules) int {
	if k, ok := r.(engine.Kalah); ok && k.Options().Sowing == engine.SowSingle {
		return maxFree
	}
	return relayFree
}

// run deepens the search one turn at a time until a limit is reached,
// the game's value is known exactly, or ctx is done. When a limit cuts an
// iteration short, the best of the root moves it searched in full is
// played: the first of them is the last iteration's choice, so it is at
// least as good a choice.
func (s *searcher) run(ctx context.Context, p engine.Position, lim Limits, info func(Info)) Result {
	s.ctx, s.start = ctx, time.Now()
	s.deadline = deadline(ctx, s.start, lim.Time, lim.Cap)
	s.prepare(s.r, p, lim.History)
	if s.oware {
		s.keyAt[0] = owareKey(&p)
	}
	res := Result{Move: s.fallback(&p)}
	depth := lim.Depth
	if depth <= 0 || depth > MaxDepth {
		depth = MaxDepth
	}
	for d := 1; d <= depth; d++ {
		evals := s.evals
		score := s.aspire(&p, d, res.Score)
		if s.pvLen[0] == 0 {
			break
		}
		res = s.result(score, d, s.evals == evals && !s.stop)
		if s.stop {
			break // the best of the root moves searched in full
		}
		s.canStop = true
		if info != nil {
			info(s.info(res))
		}
		if res.Exact {
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

// aspire searches the root d turns deep within a window of half a seed
// around guess, the last iteration's score, and widens the window on the
// side that failed, four times as wide each time, until the score falls
// inside it. The first iterations, decided scores and Bao, whose
// captures swing the score by many seeds from one depth to the next (a
// narrow window there fails and searches again; with it the search
// scored 44% against the one before issue 20 at equal time), take the
// full window.
func (s *searcher) aspire(p *engine.Position, d, guess int) int {
	if s.bao || d < 4 || guess >= Win/2 || guess <= -Win/2 {
		return s.negamax(p, d, -inf, inf, 0, 0)
	}
	delta := Unit / 2
	alpha, beta := guess-delta, guess+delta
	for {
		v := s.negamax(p, d, alpha, beta, 0, 0)
		switch {
		case s.stop:
			return v
		case v <= alpha:
			alpha = max(-inf, alpha-delta)
		case v >= beta:
			beta = min(inf, beta+delta)
		default:
			return v
		}
		if delta *= 4; delta > 8*Unit {
			delta = inf
		}
	}
}

// deadline returns when a search started at start must stop: after the
// time budgets (those over zero), or at ctx's deadline, whichever comes
// first; zero for none. The search reads the clock itself because under
// GOOS=js a busy goroutine never lets ctx's timer fire.
func deadline(ctx context.Context, start time.Time, budgets ...time.Duration) time.Time {
	var t time.Time
	for _, b := range budgets {
		if b > 0 && (t.IsZero() || start.Add(b).Before(t)) {
			t = start.Add(b)
		}
	}
	if d, ok := ctx.Deadline(); ok && (t.IsZero() || d.Before(t)) {
		t = d
	}
	return t
}

// result packages the finished iteration of depth d.
func (s *searcher) result(score, d int, exact bool) Result {
	pv := append([]engine.Move(nil), s.pv[0][:s.pvLen[0]]...)
	return Result{Move: pv[0], Score: score, Depth: d, Nodes: s.nodes, PV: pv, Exact: exact}
}

// fallback returns the move searched first at p, played when not even
// the first iteration finishes; 0 when there is no legal move.
func (s *searcher) fallback(p *engine.Position) engine.Move {
	n := s.expand(p, 0)
	if n == 0 {
		return 0
	}
	s.order(&s.moveLists, p, n, 0, 0, false)
	return s.moves[0][0]
}
