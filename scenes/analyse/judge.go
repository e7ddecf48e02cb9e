package analyse

import (
	"time"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
)

// judging runs Analyse game: every position of the game valued within
// analysis.GameBudget off the frame, one at a time, and each move
// judged (analysis.Judging). The review grows as it goes.
type judging struct {
	g       *engine.Game
	j       *analysis.Judging
	asked   bool
	review  analysis.Review
	costly  []analysis.Judged // the review's moves from inaccuracy on, the costliest first
	started time.Time
	took    time.Duration // once done: how long it took
	done    bool
}

// newJudging starts judging game g.
func newJudging(g *engine.Game) *judging {
	return &judging{g: g, j: analysis.NewJudging(g), started: time.Now()}
}

// step asks th for the next position's value, or takes the value it
// found; it reports whether the review changed.
func (jg *judging) step(th *ai.Thinker) bool {
	if jg.done {
		return false
	}
	if !jg.asked {
		q, ok := jg.j.Next()
		if !ok {
			jg.done, jg.took = true, time.Since(jg.started)
			jg.take(jg.j.Review())
			return true
		}
		th.StartValue(jg.g.Rules(), q.Position, q.History, analysis.GameBudget(jg.g.Rules()))
		jg.asked = true
		return false
	}
	v, ok := th.PollValue()
	if !ok {
		return false
	}
	jg.asked = false
	jg.j.Take(v)
	jg.take(jg.j.Review())
	return true
}

// take keeps the review as judged so far, and its costly moves: those
// judged an inaccuracy or worse, the costliest first, in the game's order
// when they cost the same.
func (jg *judging) take(rev analysis.Review) {
	jg.review, jg.costly = rev, jg.costly[:0]
	for _, j := range rev.Moves {
		if j.Verdict >= analysis.Inaccuracy {
			jg.costly = append(jg.costly, j)
		}
	}
	ms := jg.costly
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].Loss > ms[j-1].Loss; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// progress is how far the judging went, 0 to 1.
func (jg *judging) progress() float64 {
	done, total := jg.j.Progress()
	return float64(done) / float64(total)
}

// judged returns the judgment of the ply-th move (1 is the first), and
// false while it is not judged.
func (jg *judging) judged(ply int) (analysis.Judged, bool) {
	if jg == nil || ply < 1 || ply > len(jg.review.Moves) {
		return analysis.Judged{}, false
	}
	return jg.review.Moves[ply-1], true
}
