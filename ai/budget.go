package ai

import (
	"context"
	"time"
)

// budget is what a search has spent and may spend: nodes, leaves judged
// by the evaluation, time, and whether it must stop.
type budget struct {
	ctx      context.Context
	start    time.Time
	deadline time.Time
	maxNodes uint64
	nodes    uint64
	evals    uint64 // leaves judged by the evaluation (or inexact table hits)
	stop     bool
	canStop  bool // budgets apply once the first iteration has finished
}

// tick counts a node and reports whether the search must stop. The
// budgets are checked every 128 nodes (a Bao node can take 50 µs), so a
// node budget stops at the same node every time.
func (b *budget) tick() bool {
	b.nodes++
	if b.nodes&127 == 0 && !b.stop {
		b.stop = b.ctx.Err() != nil || b.pastDeadline() || (b.canStop && b.overBudget())
	}
	return b.stop
}

// overBudget reports whether the node or time budget is spent.
func (b *budget) overBudget() bool {
	return b.maxNodes > 0 && b.nodes >= b.maxNodes
}

// pastDeadline reports whether the time is up. Like a cancelled ctx, it
// stops even the first iteration: the caller's deadline is a promise.
func (b *budget) pastDeadline() bool {
	return !b.deadline.IsZero() && time.Now().After(b.deadline)
}

// info describes the finished iteration res.
func (b *budget) info(res Result) Info {
	el := time.Since(b.start)
	nps := uint64(0)
	if el > 0 {
		nps = uint64(float64(b.nodes) / el.Seconds())
	}
	return Info{Depth: res.Depth, Score: res.Score, Nodes: b.nodes, NPS: nps, Time: el, PV: res.PV}
}
