// Package challenges holds the solo challenges: positions of the four games
// with a goal (capture seeds, chain extra turns, fill the store, win, or in
// Bao leave the opponent without a move), each proven by the engine to be
// reachable and, where it states a number, the exact optimum.
//
// The challenges are JSON files in data/, embedded in the program, in the
// engine's notation. This package loads and validates them, checks a
// player's attempt, and gives the best answer and the opponent's perfect
// replies. Every search is the exact solver's (ai/solve): the value for
// Win, a Race for WinIn and Immobilise, a Turn for the turn goals. It
// imports the engine, the solver and i18n (its words in the player's
// language: see TitleIn, Goal.DescribeIn) only, never ebiten.
//
// A data file is a JSON array of challenges, each an object with:
//
//   - id: unique across the files, lowercase words joined by "-";
//   - title, hint: words for a person; explanation (optional): shown after
//     solving; in English, translated in the catalogues (see TitleIn);
//   - variant: "kalah", "oware", "congkak" or "bao"; options (optional,
//     Kalah only): the non-standard options as engine.ParseRules reads
//     them after the variant, e.g. "pits=4 seeds=3 capture=empty";
//   - position: engine.ParsePosition's notation; it names the side to
//     move, which is the side the player plays;
//   - goal: "capture N", "chain N", "store N", "win", "win by N",
//     "win in N" or "immobilise in N" (see Kind);
//   - difficulty: 1 (easy) to 5 (hard).
//
// Fields at their default are left out. cmd/challenge-gen mines candidates
// from self-play; "go run ./cmd/mancala-engine verify-challenges" proves
// them all.
package challenges

import (
	"slices"
	"sync"

	"mancala/ai/solve"
	"mancala/engine"
)

// Challenge is one puzzle: a position, the goal for the player to move,
// and the words a person reads.
type Challenge struct {
	_           [0]func()    // not comparable: no equality code in the page
	ID          string       // unique across all files, e.g. "kalah-capture-1"
	Title       string       // a short name for the browser
	Rules       engine.Rules // the variant and its options
	Position    engine.Position
	Goal        Goal
	Difficulty  int    // 1 (easy) to 5 (hard)
	Hint        string // shown on request
	Explanation string // shown after solving; may be empty
	File        string // the data file it came from

	mu       sync.Mutex // guards its solver (solvers) and analysis
	analysis *Analysis  // the analysis of Position, once made
}

// solvers keep each Win challenge's exact solver, its table kept between
// calls, by *Challenge. They are kept apart from the Challenge so that
// a program that only reads and checks challenges (the page; the worker
// solves) does not carry the solver: the page's reflection keeps every
// exported method of every type a value it uses could hold.
var solvers sync.Map

// exact returns the challenge's exact solver for Win, locked: call the
// returned unlock when done.
func (c *Challenge) exact() (*solve.Solver, func(), error) {
	c.mu.Lock()
	s, err := c.exactLocked()
	if err != nil {
		c.mu.Unlock()
		return nil, nil, err
	}
	return s, c.mu.Unlock, nil
}

// exactLocked is exact with c.mu already held.
func (c *Challenge) exactLocked() (*solve.Solver, error) {
	if s, ok := solvers.Load(c); ok {
		return s.(*solve.Solver), nil
	}
	s, err := newSolver(c.Rules, c.budget())
	if err != nil {
		return nil, err
	}
	solvers.Store(c, s)
	return s, nil
}

// Variant returns the game the challenge is played in.
func (c *Challenge) Variant() engine.Variant { return c.Rules.Board().Variant }

// Mover returns the side the player plays.
func (c *Challenge) Mover() engine.Side { return c.Position.ToMove }

// Set is a loaded, validated collection of challenges in a stable order:
// by variant, then difficulty, then the order of the files.
type Set struct {
	list []*Challenge
	byID map[string]*Challenge
}

// newSet orders list and indexes it by id.
func newSet(list []*Challenge) *Set {
	slices.SortStableFunc(list, func(a, b *Challenge) int {
		if a.Variant() != b.Variant() {
			return int(a.Variant()) - int(b.Variant())
		}
		return a.Difficulty - b.Difficulty
	})
	s := &Set{list: list, byID: map[string]*Challenge{}}
	for _, c := range list {
		s.byID[c.ID] = c
	}
	return s
}

// All returns every challenge in the set's order.
func (s *Set) All() []*Challenge { return slices.Clone(s.list) }

// Len returns the number of challenges.
func (s *Set) Len() int { return len(s.list) }

// Get returns the challenge with the id.
func (s *Set) Get(id string) (*Challenge, bool) {
	c, ok := s.byID[id]
	return c, ok
}

// Variant returns the challenges of variant v, easiest first.
func (s *Set) Variant(v engine.Variant) []*Challenge {
	return s.filter(func(c *Challenge) bool { return c.Variant() == v })
}

// Level returns the challenges of variant v at difficulty d.
func (s *Set) Level(v engine.Variant, d int) []*Challenge {
	return s.filter(func(c *Challenge) bool { return c.Variant() == v && c.Difficulty == d })
}

// Next returns the challenge after the one with the id in the set's order
// (the "next challenge" button), and false at the end or for an unknown id.
func (s *Set) Next(id string) (*Challenge, bool) {
	for i, c := range s.list {
		if c.ID == id && i+1 < len(s.list) {
			return s.list[i+1], true
		}
	}
	return nil, false
}

// filter returns the challenges that keep says to keep, in order.
func (s *Set) filter(keep func(*Challenge) bool) []*Challenge {
	var out []*Challenge
	for _, c := range s.list {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}
