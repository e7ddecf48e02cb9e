// Package solve is the exact solver: for the player to move, the final
// score difference with perfect play by both sides and a move that keeps
// it. It also proves shorter goals exactly, in any game: a forced win
// within N turns (Race) and the most a player earns within one turn
// (Turn). It serves the AI's level 10, the engine protocol and the
// challenges' verifier.
//
// The value is the mover's score minus the opponent's at the end of the
// game: in Kalah and Congkak the stores after the final sweep, in Oware
// the seeds captured (plus the seeds each player takes when the game ends
// without a legal move or by repetition), in Bao +1 for a win and -1 for a
// loss (0 only for the repetition guard). An extra turn keeps the same
// player to move: their value is not negated.
//
// Kalah with single sowing (every capture, end and leftover option) runs
// on a fast board of the pits alone: the stores add a constant to the
// value, so the search finds the mover's best future gain, with a
// transposition table keyed by the pits, MTD(f) null-window searches,
// enhanced transposition cut-offs and an endgame database of every board
// with few seeds. Every other game (Kalah with avalanche sowing, Congkak,
// Oware, Bao) uses a generic alpha-beta search over engine.Rules.
//
// Limits: the fast path needs fewer than 64 seeds in the pits (Kalah(6,5)
// has 60); there is no other hard limit, but a position can take longer
// than anyone will wait: Options.MaxNodes and the context stop the search
// with an error. From the start, on two cores, Kalah(4,3) takes a few
// milliseconds, Kalah(6,3) about half a second, Kalah(6,4) about 25 s (an
// 18-seed database built in 9 s, then 60 million nodes) and Kalah(6,5)
// about 34 minutes (a 23-seed database, an 8 GiB table, 6.2 billion
// nodes); see README.md.
//
// Repetition: Kalah and Congkak never repeat a position (every move puts
// a seed in a store or moves seeds towards the mover's store). Oware and
// Bao can: the generic search treats a position that repeats one on the
// current line of play as the end of the game with the repetition outcome
// (each player takes their side in Oware; a draw, value 0, in Bao), as if
// the repetition had happened the third time. Results that depended on
// such a repetition are not stored in the table, so they never leak to a
// position reached along another line.
package solve

import (
	"context"
	"errors"
	"runtime"

	"mancala/engine"
)

// Options set the solver's limits. The zero value is ready to use.
type Options struct {
	// TableMB is the transposition table's size in MiB; 0 sizes it by the
	// position, up to MaxAutoTableMB (1 GiB for Kalah(6,4), 8 GiB for
	// Kalah(6,5)) and half the machine's memory.
	TableMB int
	// DBSeeds sets the Kalah endgame database: every board with up to
	// DBSeeds seeds in the pits is solved bottom-up before the search (one
	// byte a board: 226 MB for 20 seeds on 6 pits). 0 chooses by the size
	// of the position (see autoDBSeeds); a negative value means none.
	DBSeeds int
	// Threads is how many threads build the endgame database and search a
	// Kalah position of 40 seeds or more (smaller ones are searched on one
	// thread); 0 means every core (runtime.GOMAXPROCS). With more than one
	// thread the value is the same but the move and the node count can
	// differ from run to run.
	Threads int
	// MaxNodes stops the search with an error after this many nodes; 0
	// means no limit.
	MaxNodes uint64
}

// MaxAutoTableMB is the largest table, in MiB, chosen when
// Options.TableMB is 0: no more than half the machine's memory, and
// 2 GiB where its memory is not known.
const MaxAutoTableMB = 8192

// genericTableMB is the generic search's table size, in MiB, when
// Options.TableMB is 0.
const genericTableMB = 256

// Result is the solution of a position.
type Result struct {
	// Value is the final score difference for the player to move with
	// perfect play (Bao: +1 win, -1 loss, 0 draw by repetition).
	Value int
	// Best is a move that achieves Value; meaningless when Over.
	Best engine.Move
	// Over reports that the game has already ended at the position.
	Over bool
	// Nodes is the number of positions searched.
	Nodes uint64
}

// ErrUnsupported is returned for rules the solver does not know.
var ErrUnsupported = errors.New("solve: unsupported rules")

// Solve solves p under rules r with options opt. It returns an error when
// the context is done or the node limit is reached first.
func Solve(ctx context.Context, r engine.Rules, p engine.Position, opt Options) (Result, error) {
	s, err := New(r, opt)
	if err != nil {
		return Result{}, err
	}
	return s.Solve(ctx, p)
}

// Solver solves positions of one game, keeping its endgame database and
// transposition table from one position to the next.
type Solver struct {
	r    engine.Rules
	opt  Options
	fast *fastKalah // nil: the generic search
	db   *endgameDB
	tt   *table
	ttMB int
	gtt  map[engine.Position]gEntry // the generic search's table, where kept
}

// New returns a solver for the rules r.
func New(r engine.Rules, opt Options) (*Solver, error) {
	if opt.Threads <= 0 {
		opt.Threads = runtime.GOMAXPROCS(0)
	}
	s := &Solver{r: r, opt: opt}
	switch k := r.(type) {
	case engine.Kalah:
		if k.Options().Sowing == engine.SowSingle {
			s.fast = newFastKalah(k.Options())
		}
	case engine.Congkak, engine.Oware, engine.Bao:
	default:
		return nil, ErrUnsupported
	}
	return s, nil
}

// Solve solves p, the player to move's view.
func (s *Solver) Solve(ctx context.Context, p engine.Position) (Result, error) {
	if o := s.r.Outcome(p); o.Over() {
		return Result{Value: s.final(p, o), Over: true}, nil
	}
	if s.fast != nil && s.pitSeeds(p) < 64 {
		return s.solveKalah(ctx, p)
	}
	return s.solveGeneric(ctx, p)
}

// MoveValue is a legal move and its value for the player who plays it.
type MoveValue struct {
	Move  engine.Move
	Value int
}

// MoveValues solves every legal move of p, in the rules' order: each
// value is the final score difference for p's player to move after
// playing it, with perfect play on. The best of them is p's value.
func (s *Solver) MoveValues(ctx context.Context, p engine.Position) ([]MoveValue, error) {
	var out []MoveValue
	for _, m := range s.r.LegalMoves(p, nil) {
		v, err := s.ValueFor(ctx, s.r.Apply(p, m, nil), p.ToMove)
		if err != nil {
			return nil, err
		}
		out = append(out, MoveValue{Move: m, Value: v})
	}
	return out, nil
}

// ValueFor solves p and returns its value for side: the final score
// difference for side with perfect play, whoever is to move.
func (s *Solver) ValueFor(ctx context.Context, p engine.Position, side engine.Side) (int, error) {
	res, err := s.Solve(ctx, p)
	if p.ToMove != side {
		res.Value = -res.Value
	}
	return res.Value, err
}

// final is the value of a finished game for p's player to move.
func (s *Solver) final(p engine.Position, o engine.Outcome) int {
	return scoreFor(s.r.Board().Variant, p.ToMove, o)
}

// scoreFor is the value of a finished game's outcome for side: the score
// difference, or +1/-1/0 in Bao.
func scoreFor(v engine.Variant, side engine.Side, o engine.Outcome) int {
	d := o.South - o.North
	if v == engine.BaoGame {
		d = map[engine.Result]int{engine.SouthWins: 1, engine.NorthWins: -1}[o.Result]
	}
	if side == engine.North {
		d = -d
	}
	return d
}

// pitSeeds counts the seeds in the pits of a two-row position.
func (s *Solver) pitSeeds(p engine.Position) int {
	return p.Total() - int(p.Stores[0]) - int(p.Stores[1])
}
