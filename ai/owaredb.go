package ai

import (
	"context"
	"sync"
	"sync/atomic"

	"mancala/ai/owaredb"
	"mancala/engine"
)

// OwareDBSeeds is the most seeds on the board that the Oware endgame
// database knows: every board of up to 14 seeds, 9.7 million boards in
// 19 MB, built in about a minute on one core of the development machine.
const OwareDBSeeds = 14

// owareDBSeeds is the database LoadOwareDB opens (tests load smaller).
var owareDBSeeds = OwareDBSeeds

// owareDB is the loaded database, nil until LoadOwareDB has it ready.
var owareDB atomic.Pointer[owaredb.DB]

// LoadOwareDB opens Oware's endgame database in dir (the game's data
// folder), building and saving it there the first time, calling progress
// after each seed count; from then on every Oware search probes it. It
// takes long the first time: run it off the frame. Searches go on without
// the database until it is ready. The browser does not load it (its
// worker could not build it in reasonable time), but builds a small one
// (OwareDBBuiltOnFirstUse).
func LoadOwareDB(ctx context.Context, dir string, progress owaredb.Progress) error {
	d, err := owaredb.Open(ctx, dir, owareDBSeeds, progress)
	if d != nil {
		owareDB.Store(d)
	}
	return err
}

// firstUse is the database to load on the first Oware search, if any:
// in the background (load) or before that search goes on (build).
var firstUse struct {
	sync.Mutex
	load  func()
	build func()
}

// OwareDBOnFirstUse makes the first Oware search start LoadOwareDB(dir,
// progress) in the background, then call done with its error: a program
// that never plays Oware never builds the database.
func OwareDBOnFirstUse(dir string, progress owaredb.Progress, done func(error)) {
	firstUse.Lock()
	defer firstUse.Unlock()
	firstUse.load = func() { done(LoadOwareDB(context.Background(), dir, progress)) }
}

// OwareDBSeedsBuilt is the database the browser's worker builds in memory
// (OwareDBBuiltOnFirstUse): every board of up to 8 seeds, 126k boards in
// 250 KB, 0.4 s in wasm on a loaded machine (9 seeds took 0.9 s, 10 seeds
// 2.4 s). The worker keeps no files, so it builds it again each time it
// starts.
const OwareDBSeedsBuilt = 8

// OwareDBBuiltOnFirstUse makes the first Oware search build the database
// of boards of up to seeds seeds in memory before it searches; searches
// started meanwhile wait for it. Every Oware search of the program then
// probes the same database, so what it answers does not depend on when
// it asks (the browser's analysis gives the same verdicts as a native one
// with this database).
func OwareDBBuiltOnFirstUse(seeds int) {
	firstUse.Lock()
	defer firstUse.Unlock()
	firstUse.load = nil
	firstUse.build = func() {
		// Without a deadline the build cannot fail.
		d, _ := owaredb.Build(context.Background(), seeds, nil)
		owareDB.Store(d)
	}
}

// startLoading starts the load OwareDBOnFirstUse set up, or does the build
// OwareDBBuiltOnFirstUse set up, once.
func startLoading() {
	firstUse.Lock()
	defer firstUse.Unlock()
	if build := firstUse.build; build != nil {
		firstUse.build = nil
		build()
	}
	if load := firstUse.load; load != nil {
		firstUse.load = nil
		go load()
	}
}

// UseOwareDB makes every Oware search probe d (nil: none).
func UseOwareDB(d *owaredb.DB) { owareDB.Store(d) }

// owareTables returns the database the search of game r probes: the
// loaded one in Oware, none elsewhere. The first Oware search starts the
// load that OwareDBOnFirstUse set up.
func owareTables(r engine.Rules) *owaredb.DB {
	if r.Board().Variant != engine.OwareGame {
		return nil
	}
	if d := owareDB.Load(); d != nil {
		return d
	}
	startLoading()
	return owareDB.Load()
}

// The ways the endgame database can settle a position (see bounded).
const (
	unsettled = iota
	proven    // by the database's bounds
	estimated // by its exact value where the game's past could change it
)

// bounded returns the score of the Oware position p, at ply of the line,
// when the endgame database settles it within the window (alpha, beta):
// its exact value, or a bound beyond the window. The database's bounds
// hold whatever the repetition rule, but for a game with no earlier
// position of the same captures (see owaredb). Where the game has such
// positions, one of them could come back on the way to the play the
// bounds assume and end the game there by the sweep; so the bounds are
// widened to take in the sweep of every such position (pastSweeps).
// Where that leaves an exact value unproven, it is still the best
// estimate there is: it settles p as an evaluation would, proving
// nothing. captured says that the move to p captured: no such position.
func (s *owareEnds) bounded(p *engine.Position, ply int, captured bool, alpha, beta int) (int, int) {
	if s.db == nil || rowSeeds(p, 0)+rowSeeds(p, owarePits) > s.db.Seeds() {
		return 0, unsettled
	}
	lo, hi, _ := s.db.Bounds(*p)
	have := int(p.Stores[p.ToMove]) - int(p.Stores[p.ToMove.Other()])
	exact, raw := lo == hi, lo
	if !captured {
		if a, b, ok := s.pastSweeps(p, ply); ok {
			lo, hi = min(lo, a), max(hi, b)
		}
	}
	switch low := exactScore(have + lo); {
	case lo == hi, low >= beta:
		return low, proven
	case exact:
		return (have + raw) * Unit, estimated
	}
	if high := exactScore(have + hi); high <= alpha {
		return high, proven
	}
	return 0, unsettled
}

// settled is bounded for the search: whether the database settles p, an
// estimate counting as a leaf the evaluation judged (it proves nothing).
func (s *searcher) settled(p *engine.Position, ply int, captured bool, alpha, beta int) (int, bool) {
	v, by := s.bounded(p, ply, captured, alpha, beta)
	if by == estimated {
		s.evals++
	}
	return v, by != unsettled
}
