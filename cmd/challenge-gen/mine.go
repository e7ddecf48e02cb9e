package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"mancala/ai"
	"mancala/challenges"
	"mancala/engine"
)

// candidate is a mined position with its goal and how interesting it is.
type candidate struct {
	rec   challenges.Record
	score float64
}

// miner plays self-play games and collects candidates by goal kind.
type miner struct {
	r         engine.Rules
	cfg       config
	rng       *rand.Rand
	seen      map[engine.Position]bool
	cands     map[challenges.Kind][]candidate
	games     int
	positions int
	deadline  time.Time
}

// newMiner prepares a miner of r.
func newMiner(r engine.Rules, cfg config) *miner {
	return &miner{r: r, cfg: cfg, rng: rand.New(rand.NewPCG(cfg.seed, 7)),
		seen: map[engine.Position]bool{}, cands: map[challenges.Kind][]candidate{},
		deadline: time.Now().Add(cfg.budget)}
}

// mine plays games until the count or the time is reached.
func (m *miner) mine() {
	for m.games < m.cfg.games && time.Now().Before(m.deadline) {
		m.playGame()
		m.games++
	}
}

// playGame plays one game between two players of random levels that also
// play a random move now and then, considering every turn's start.
func (m *miner) playGame() {
	g := engine.NewGame(m.r, m.r.Start(engine.South))
	levels := [2]ai.Level{ai.Level(1 + m.rng.IntN(4)), ai.Level(1 + m.rng.IntN(4))}
	wild := m.rng.Float64() * 0.3
	prev := engine.Side(2)
	for ply := 0; ply < 300 && !g.Outcome().Over() && time.Now().Before(m.deadline); ply++ {
		p := g.Position()
		if p.ToMove != prev {
			m.consider(p)
		}
		prev = p.ToMove
		_ = g.Play(m.choose(p, levels[p.ToMove], wild), nil)
	}
}

// choose picks the move of a player of level l, or a random one.
func (m *miner) choose(p engine.Position, l ai.Level, wild float64) engine.Move {
	moves := m.r.LegalMoves(p, nil)
	if m.rng.Float64() < wild {
		return moves[m.rng.IntN(len(moves))]
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	return ai.Choose(ctx, m.r, p, l, m.rng.Uint64())
}

// consider analyses p for every goal kind of its variant.
func (m *miner) consider(p engine.Position) {
	if m.seen[p] {
		return
	}
	m.seen[p] = true
	m.positions++
	v := m.r.Board().Variant
	for _, k := range []challenges.Kind{challenges.Capture, challenges.Chain, challenges.Store,
		challenges.Win, challenges.WinIn, challenges.Immobilise} {
		if (challenges.Goal{Kind: k, N: 1}).Allowed(v) != nil || !m.worthTrying(p, k) {
			continue
		}
		a, err := challenges.Analyse(m.r, p, k, challenges.Budget{Turns: 3, Nodes: 300_000})
		if err != nil {
			continue
		}
		if goal, score, ok := judge(v, p, k, a); ok {
			m.keep(p, goal, score, a)
		}
	}
}

// worthTrying skips the searches that would be slow or pointless at p: the
// long goals only in the endgame.
func (m *miner) worthTrying(p engine.Position, k challenges.Kind) bool {
	pits := 0
	b := m.r.Board()
	for i := 0; i < b.Rows*b.Pits; i++ {
		pits += int(p.Pits[i])
	}
	switch k {
	case challenges.Win:
		return pits <= 18
	case challenges.WinIn:
		return 2*pits <= b.Seeds
	case challenges.Immobilise:
		return frontSeeds(p, p.ToMove.Other()) <= 8
	}
	return true
}

// frontSeeds counts the seeds in side s's Bao front row.
func frontSeeds(p engine.Position, s engine.Side) int {
	n, base := 0, 8
	if s == engine.North {
		base = 16
	}
	for i := base; i < base+8; i++ {
		n += int(p.Pits[i])
	}
	return n
}

// keep records a candidate.
func (m *miner) keep(p engine.Position, goal challenges.Goal, score float64, a challenges.Analysis) {
	v := m.r.Board().Variant
	rec := challenges.Record{
		ID:         fmt.Sprintf("%s-%s-%d", v, strings.ReplaceAll(goal.Kind.String(), " ", "-"), len(m.cands[goal.Kind])+1),
		Title:      "TODO",
		Variant:    v.String(),
		Position:   engine.FormatPosition(m.r, p),
		Goal:       goal.String(),
		Difficulty: suggest(goal, a),
		Hint:       fmt.Sprintf("TODO line %v; first %v of %d; scores %v", a.Line, a.First, a.Legal, a.Scores),
	}
	if k, ok := m.r.(engine.Kalah); ok && k.Options() != engine.StandardKalah {
		rec.Options = strings.TrimPrefix(m.r.String(), "kalah ")
	}
	m.cands[goal.Kind] = append(m.cands[goal.Kind], candidate{rec: rec, score: score})
}

// best returns up to n candidates of each kind, the most interesting first,
// spread over the suggested difficulties.
func (m *miner) best(n int) []challenges.Record {
	var out []challenges.Record
	for k := challenges.Capture; k <= challenges.Immobilise; k++ {
		c := m.cands[k]
		slices.SortStableFunc(c, func(a, b candidate) int {
			if a.score > b.score {
				return -1
			}
			if a.score < b.score {
				return 1
			}
			return 0
		})
		out = append(out, spread(c, n)...)
	}
	return out
}

// spread takes up to n candidates, one of each difficulty in turn.
func spread(c []candidate, n int) []challenges.Record {
	var out []challenges.Record
	used := make([]bool, len(c))
	for len(out) < n {
		took := false
		for d := 1; d <= 5 && len(out) < n; d++ {
			for i := range c {
				if !used[i] && c[i].rec.Difficulty == d {
					used[i], took = true, true
					out = append(out, c[i].rec)
					break
				}
			}
		}
		if !took {
			break
		}
	}
	return out
}
