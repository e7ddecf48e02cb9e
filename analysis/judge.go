package analysis

import (
	"context"
	"math"

	"mancala/ai"
	"mancala/engine"
)

// Verdict is what a move was worth against the best the engine found.
type Verdict int

// The verdicts, by the seeds a move cost against the best (thresholds):
// Best costs nothing (it is the engine's move, or within a tenth of a
// seed of it), Good under 1 seed, Inaccuracy under 3, Mistake under 6,
// Blunder 6 or more, or a decided game thrown away: a won game no longer
// won, a game not lost now lost.
const (
	Best Verdict = iota
	Good
	Inaccuracy
	Mistake
	Blunder
)

// Loss thresholds, in seeds.
const (
	bestLoss       = 0.1
	goodLoss       = 1
	inaccuracyLoss = 3
	mistakeLoss    = 6
)

func (v Verdict) String() string {
	return [...]string{"best", "good", "inaccuracy", "mistake", "blunder"}[v]
}

// Judged is one move of a game, judged.
type Judged struct {
	Ply     int         // 1 for the game's first move
	Mover   engine.Side // who played it
	Move    engine.Move // what was played
	Best    engine.Move // the engine's move there
	Before  Eval        // the position before the move, for the mover
	After   int         // the value the move kept, for the mover
	Loss    float64     // seeds it cost against Before (+Inf: a decided game thrown away)
	Verdict Verdict
	Proven  bool // Before and After are both exact: the verdict is too
}

// Review is a finished game judged move by move.
type Review struct {
	Moves []Judged
	// Evals are the values of the game's positions for South, the start
	// first and the end last: the evaluation graph.
	Evals []int
}

// Judge judges every move of game g within b a position (see Judging),
// reporting its progress to progress (when not nil) as done of total
// positions. It stops early, with what it judged, when ctx is done.
func Judge(ctx context.Context, g *engine.Game, b Budget, progress func(done, total int)) Review {
	j := NewJudging(g)
	for q, ok := j.Next(); ok && ctx.Err() == nil; q, ok = j.Next() {
		j.Take(Evaluate(ctx, g.Rules(), q.Position, q.History, b))
		if progress != nil {
			progress(j.Progress())
		}
	}
	return j.Review()
}

// judge judges the move from position i, its positions before and after
// valued; engine is the value of the position the engine's move there
// leads to, nil when the move played was the engine's.
func (j *Judging) judge(i int, engineMove *Eval) Judged {
	p, q := j.g.PositionAt(i), j.g.PositionAt(i+1)
	before, after := j.evals[i], j.evals[i+1]
	jd := Judged{Ply: i + 1, Mover: p.ToMove, Move: j.g.Moves()[i], Best: j.g.Moves()[i], Before: before,
		After: forMover(q, after, p.ToMove), Proven: before.Proven && after.Proven}
	if engineMove == nil {
		return jd // the engine's own move costs nothing
	}
	jd.Best = before.PV[0]
	jd.Before.Score = forMover(j.g.Rules().Apply(p, jd.Best, nil), *engineMove, p.ToMove)
	jd.Proven = jd.Proven && engineMove.Proven
	jd.Loss = loss(j.g.Rules().Board().Variant, jd.Before.Score, jd.After)
	jd.Verdict = verdictOf(jd.Loss)
	return jd
}

// loss returns the seeds a move cost: the best value less the value the
// move kept, never below 0; +Inf when it threw a decided game away.
func loss(v engine.Variant, best, kept int) float64 {
	switch {
	case best >= ai.Win/2 && kept < ai.Win/2, best > -ai.Win/2 && kept <= -ai.Win/2:
		return math.Inf(1)
	case v == engine.BaoGame && Decided(best) && Decided(kept):
		return 0 // Bao's decided scores count plies, not seeds
	}
	return max(0, Seeds(best)-Seeds(kept))
}

// verdictOf returns the verdict of a move that cost loss seeds.
func verdictOf(loss float64) Verdict {
	switch {
	case loss < bestLoss:
		return Best
	case loss < goodLoss:
		return Good
	case loss < inaccuracyLoss:
		return Inaccuracy
	case loss < mistakeLoss:
		return Mistake
	}
	return Blunder
}

// Accuracy is side s's accuracy over the judged moves, 0 to 100: the mean
// of each move's 100·e^(−loss/3), loss in seeds (a move costing 1 seed
// scores 72, 3 seeds 37, a thrown game 0). A side with no move scores 100.
func (rev Review) Accuracy(s engine.Side) float64 {
	sum, n := 0.0, 0
	for _, j := range rev.Moves {
		if j.Mover == s {
			sum += 100 * math.Exp(-j.Loss/3)
			n++
		}
	}
	if n == 0 {
		return 100
	}
	return sum / float64(n)
}

// Count returns how many of side s's moves got verdict v.
func (rev Review) Count(s engine.Side, v Verdict) int {
	n := 0
	for _, j := range rev.Moves {
		if j.Mover == s && j.Verdict == v {
			n++
		}
	}
	return n
}
