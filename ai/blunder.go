package ai

import (
	"context"
	"math/rand/v2"
	"slices"

	"mancala/engine"
)

// scored is a root move with its score.
type scored struct {
	move  engine.Move
	score int
}

// blunder plays as a person of style st would: it scores every move at
// the style's depth, misjudges each score by up to st.noise, and with
// chance st.second plays the second of the resulting ranking.
func blunder(ctx context.Context, r engine.Rules, p engine.Position, lim Limits, st style, rng *rand.Rand, info func(Info)) Result {
	s := newSearcher(r, lim)
	defer s.release()
	res := s.run(ctx, p, lim, info)
	all := s.rootScores(&p, max(1, res.Depth))
	if len(all) < 2 || ctx.Err() != nil {
		return res
	}
	for i := range all {
		all[i].score += rng.IntN(2*st.noise+1) - st.noise
	}
	slices.SortStableFunc(all, func(a, b scored) int { return b.score - a.score })
	pick := all[0]
	if rng.Float64() < st.second {
		pick = all[1]
	}
	return Result{Move: pick.move, Score: pick.score, Depth: res.Depth, Nodes: s.nodes, PV: []engine.Move{pick.move}}
}

// rootScores returns every legal move at p with its exact score searched
// depth turns ahead (each with a full window), in the search's order.
func (s *searcher) rootScores(p *engine.Position, depth int) []scored {
	s.stop, s.canStop = false, false
	n := s.expand(p, 0)
	s.order(&s.moveLists, p, n, 0, 0, false)
	out := make([]scored, 0, n)
	for i, m := range s.moves[0][:n] {
		c := s.kids[0][i]
		s.enter(p, &c, 0)
		v := s.child(p, &c, depth, -inf, inf, 0, 0, 0)
		out = append(out, scored{m, v})
	}
	return out
}
