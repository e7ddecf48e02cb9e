package anim

import (
	"math"

	"mancala/engine"
)

// task is one event of a trace being played: its motions take dur ticks at
// rate 1.
type task struct {
	ev    engine.Event
	dur   float64 // ticks at rate 1
	t     float64 // ticks played
	begun bool
	first bool // the first event of a move: it ends the last move's caption
	fl    []flight
	from  vec // the hand glides from here
	to    vec // to here
}

// flight is one seed moving during a task, from where it was to its rest
// (or into the hand) along an arc.
type flight struct {
	_          [0]func() // not comparable: no equality code in the page
	seed       int
	from, to   vec
	z0, z1     float64
	arc        float64 // extra height at the middle, units
	delay, dur float64 // ticks within the task
	land       bool    // it comes to rest in a place at the end
}

func (t *task) done() bool { return t.t >= t.dur }

// Durations at normal speed, in ticks.
const (
	liftTicks  = 14
	dropTicks  = 9
	skipTicks  = 8
	moveTicks  = 18 // a capture or sweep's first seed
	staggerTk  = 3  // between two seeds of a capture or sweep
	maxStagger = 40
	handHeight = 0.3 // height of the held seeds, units
)

// duration returns how long event e plays at normal speed, in ticks.
func duration(e engine.Event) float64 {
	switch e.Kind {
	case engine.Lift, engine.Relay:
		return liftTicks
	case engine.Drop:
		return dropTicks
	case engine.SkipOrigin, engine.SkipStore:
		return skipTicks
	case engine.Capture, engine.Sweep:
		return moveTicks + math.Min(maxStagger, staggerTk*float64(e.Count-1))
	case engine.KichwaSow:
		return 12
	case engine.ExtraTurn:
		return 30
	case engine.GrandSlam:
		return 50
	case engine.GameOver:
		return 20
	}
	return 0
}

// taskQueue is the events still to play, and how fast they play.
type taskQueue struct {
	tasks []task
	rate  float64 // ticks of queue played per tick
	speed Speed
}

// Budget is the most a move's animation takes at normal speed, in ticks:
// longer relays play faster.
const Budget = 200

// push queues event e after the others; first marks a move's first event.
func (q *taskQueue) push(e engine.Event, first bool) {
	q.tasks = append(q.tasks, task{ev: e, dur: duration(e), first: first})
}

// retime sets the rate so the queue plays within the budget at this speed.
func (q *taskQueue) retime() {
	total := 0.0
	for _, t := range q.tasks {
		total += t.dur - t.t
	}
	q.rate = q.speed.factor() * math.Max(1, total/Budget)
}

// play plays n ticks of the queue on v at the queue's rate, then ends at
// once any tasks next in line that take no time.
func (q *taskQueue) play(v *view, n float64) {
	left := q.rate * n
	for left > 0 && len(q.tasks) > 0 {
		left = v.advance(&q.tasks[0], left)
		if q.tasks[0].done() {
			v.end(&q.tasks[0])
			q.tasks = q.tasks[1:]
		}
	}
	for len(q.tasks) > 0 && q.tasks[0].dur == 0 {
		v.begin(&q.tasks[0])
		v.end(&q.tasks[0])
		q.tasks = q.tasks[1:]
	}
}

// finish plays every queued task on v to its end at once.
func (q *taskQueue) finish(v *view) {
	for len(q.tasks) > 0 {
		t := &q.tasks[0]
		v.advance(t, t.dur-t.t+1)
		v.end(t)
		q.tasks = q.tasks[1:]
	}
}

func smooth(p float64) float64 {
	p = math.Max(0, math.Min(1, p))
	return p * p * (3 - 2*p)
}

func lerp(a, b vec, p float64) vec { return vec{a.x + (b.x-a.x)*p, a.y + (b.y-a.y)*p} }
