package solve

import (
	"context"
	"fmt"

	"mancala/engine"
)

// autoDBSeeds is the database size chosen when Options.DBSeeds is 0, by
// the seeds in the pits: none below 30 (the search alone takes well under
// a second), then 12, 18 and 23 seeds (2 MB, 87 MB and 834 MB, built on
// two threads in about 0.2 s, 10 s and 2 min 20 s): measured on Kalah(6,3),
// (6,4) and (6,5).
func autoDBSeeds(m, seeds int) int {
	switch {
	case seeds < 30 || m > 6:
		return -1
	case seeds < 42:
		return 12
	case seeds < 55:
		return 18
	}
	return 23
}

// etcMargin: enhanced transposition cut-offs are tried at nodes with more
// than this many seeds above the database (or above none).
var etcMargin = 16

// ttMargin: with a database, boards of at most this many seeds above it
// are searched without the table (their subtrees are cheaper than a
// table miss).
var ttMargin = 0

// solveKalah solves a Kalah position with single sowing on the fast board.
func (s *Solver) solveKalah(ctx context.Context, p engine.Position) (Result, error) {
	seeds := s.pitSeeds(p)
	if err := s.ensureDB(ctx, seeds); err != nil {
		return Result{}, err
	}
	if mb := s.tableMB(seeds); s.tt == nil || mb > s.ttMB {
		s.tt, s.ttMB = newTable(mb), mb
	}
	gain, move, nodes, err := s.searchKalah(ctx, s.fast.boardOf(p), seeds)
	if err != nil {
		return Result{Nodes: nodes}, err
	}
	me, op := p.Stores[p.ToMove], p.Stores[p.ToMove.Other()]
	return Result{Value: int(me) - int(op) + gain, Best: engine.Move(move), Nodes: nodes}, nil
}

// tableMB is the table size for a position of seeds in the pits: the
// option's, or by default 16 MiB doubled every 4 seeds above 24, at most
// maxAutoTableMB (a larger table than the search fills only costs page
// faults and cache misses).
func (s *Solver) tableMB(seeds int) int {
	if s.opt.TableMB > 0 {
		return s.opt.TableMB
	}
	return min(maxAutoTableMB(memoryMB()), 16<<max(0, (seeds-24)/4))
}

// maxAutoTableMB is the largest table chosen on a machine of mem MiB (0:
// unknown): half of it, at most MaxAutoTableMB, or 2 GiB where it is
// not known.
func maxAutoTableMB(mem int) int {
	if mem <= 0 {
		return 2048
	}
	return max(16, min(MaxAutoTableMB, mem/2))
}

// MaxDBBytes bounds the endgame database: 23 seeds on 6 pits fit.
const MaxDBBytes = 1 << 30

// ensureDB builds the endgame database the options ask for, once.
func (s *Solver) ensureDB(ctx context.Context, seeds int) error {
	n := s.opt.DBSeeds
	if n == 0 {
		n = autoDBSeeds(s.fast.m, seeds)
	}
	if n < 0 || (s.db != nil && s.db.max >= n) {
		return nil
	}
	if n > 63 || dbBytes(s.fast.m, n) > MaxDBBytes {
		return fmt.Errorf("solve: a database of %d seeds on %d pits is larger than %d bytes", n, s.fast.m, MaxDBBytes)
	}
	db := newEndgameDB(s.fast, n)
	if err := db.build(ctx, s.opt.Threads); err != nil {
		return err
	}
	s.db = db
	return nil
}

// BuildDB builds the endgame database of boards up to n seeds now, so that
// later solves do not pay for it. It is a no-op for rules without one.
func (s *Solver) BuildDB(ctx context.Context, n int) error {
	if s.fast == nil {
		return nil
	}
	s.opt.DBSeeds = n
	return s.ensureDB(ctx, n)
}

// searchKalah runs MTD(f), on every thread the options allow once the
// position is large enough to share out (see parallelMin).
func (s *Solver) searchKalah(ctx context.Context, b board, seeds int) (int, int, uint64, error) {
	if s.opt.Threads == 1 || seeds < parallelMin {
		k := s.newSearch(ctx)
		gain, move, err := mtdf(k, b, seeds, 0)
		return gain, move, k.nodes, err
	}
	t := &team{crew: new(crew)}
	for range s.opt.Threads {
		k := s.newSearch(ctx)
		k.crew, k.deferMin = t.crew, max(k.ttMin, k.dbMax)+deferMargin
		t.threads = append(t.threads, k)
	}
	gain, move, err := mtdf(t, b, seeds, 0)
	return gain, move, t.searched(), err
}

// parallelMin is the fewest seeds in the pits for which the search runs on
// several threads: smaller positions are solved in about a second.
var parallelMin = 40

// deferMargin: a parallel search shares out boards with more than this
// many seeds above the database (or the table's lower limit).
var deferMargin = 12

// newSearch returns a search thread on the solver's table and database.
func (s *Solver) newSearch(ctx context.Context) *kalahSearch {
	k := &kalahSearch{f: s.fast, tt: s.tt, db: s.db, dbMax: -1, etcMin: etcMargin,
		maxNodes: s.opt.MaxNodes, ctx: ctx}
	if s.db != nil {
		k.dbMax = s.db.max
		k.etcMin = s.db.max + etcMargin
		k.ttMin = s.db.max + ttMargin
	}
	return k
}
