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

	"mancala/ai/owaredb"
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
// search allocates nothing per node.
type searcher struct {
	r       engine.Rules
	eval    func(p *engine.Position) int
	bao     bool
	oware   bool // moves by owareKids, keys kept by childKey
	tt      *table
	endgame Endgame
	db      *owaredb.DB // Oware's endgame database, when loaded
	free    int         // free extra turns granted in one turn
	qdepth  int         // plies of noisy moves searched past the horizon
	noise   int         // seeds a move must gain to be noisy

	ctx      context.Context
	start    time.Time
	deadline time.Time
	maxNodes uint64
	nodes    uint64
	evals    uint64 // leaves judged by the evaluation (or inexact table hits)
	stop     bool
	canStop  bool // budgets apply once the first iteration has finished

	moves   [maxPly][engine.MaxMoves]engine.Move
	spare   [engine.MaxMoves]engine.Move
	kids    [maxPly][engine.MaxMoves]engine.Position
	keys    [maxPly][engine.MaxMoves]int
	kidKeys [maxPly][engine.MaxMoves]uint64 // Oware: the children's Zobrist keys
	keyAt   [maxPly]uint64                  // Oware: the key of the position searched at ply
	pv      [maxPly][maxPly]engine.Move
	pvLen   [maxPly]int
	history [2][256]int
	killers [maxPly]engine.Move

	cyclic bool                    // the repetition rule is searched (Oware)
	limit  int                     // engine.RepeatLimit
	line   [maxPly]engine.Position // the positions of the searched line by ply
	past   []engine.Position       // History's positions that the line could meet
}

// newSearcher prepares a search of the game r.
func newSearcher(r engine.Rules, lim Limits) *searcher {
	bits := lim.TTBits
	if bits <= 0 || bits > 28 {
		bits = 20
	}
	return &searcher{
		r: r, eval: evaluation(r), bao: r.Board().Variant == engine.BaoGame,
		oware: r.Board().Variant == engine.OwareGame,
		db:    owareTables(r),
		tt:    getTable(bits), endgame: lim.Endgame, maxNodes: lim.Nodes,
		free: freeTurns(r), qdepth: quietPlies(r), noise: 2,
	}
}

// release gives the searcher's table back; the searcher is done.
func (s *searcher) release() {
	putTable(s.tt)
	s.tt = nil
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
	s.repetition(p, lim.History)
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

// info describes the finished iteration res.
func (s *searcher) info(res Result) Info {
	el := time.Since(s.start)
	nps := uint64(0)
	if el > 0 {
		nps = uint64(float64(s.nodes) / el.Seconds())
	}
	return Info{Depth: res.Depth, Score: res.Score, Nodes: s.nodes, NPS: nps, Time: el, PV: res.PV}
}

// fallback returns the move searched first at p, played when not even
// the first iteration finishes; 0 when there is no legal move.
func (s *searcher) fallback(p *engine.Position) engine.Move {
	n := s.expand(p, 0)
	if n == 0 {
		return 0
	}
	s.order(p, n, 0, 0, false)
	return s.moves[0][0]
}

// tick counts a node and reports whether the search must stop. The
// budgets are checked every 128 nodes (a Bao node can take 50 µs), so a
// node budget stops at the same node every time.
func (s *searcher) tick() bool {
	s.nodes++
	if s.nodes&127 == 0 && !s.stop {
		s.stop = s.ctx.Err() != nil || s.pastDeadline() || (s.canStop && s.overBudget())
	}
	return s.stop
}

// overBudget reports whether the node or time budget is spent.
func (s *searcher) overBudget() bool {
	return s.maxNodes > 0 && s.nodes >= s.maxNodes
}

// pastDeadline reports whether the time is up. Like a cancelled ctx, it
// stops even the first iteration: the caller's deadline is a promise.
func (s *searcher) pastDeadline() bool {
	return !s.deadline.IsZero() && time.Now().After(s.deadline)
}
