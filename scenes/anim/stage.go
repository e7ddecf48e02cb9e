// Package anim plays a move's trace on a shown board, seed by seed. Its
// unit of time is the tick, 1/60 s, but the board advances it by the time
// that really passed (Advance), so a move takes as long at 10 frames per
// second as at 60. It is pure (no drawing, no ebiten): the board scene
// draws what a Stage holds, and tests run headless.
//
// A Stage is made of small parts, each with one job: the board (board.go,
// place.go, hand.go) knows where every seed is and settles the heaps; the
// marks (marks.go) are the fading lights and the caption; the cue counter
// (cue.go) counts what the sounds react to; the view (view.go) plays one
// event's task on those; and the task queue (task.go) plays the queued
// tasks at the speed's rate.
package anim

import (
	"time"

	"mancala/engine"
	"mancala/scenes/layout"
)

// Looks is the number of seed sprite variants.
const Looks = 8

// Seed is one seed on the shown board. Positions are in board units of the
// model (the landscape frame).
type Seed struct {
	_     [0]func()    // not comparable: no equality code in the page
	Look  int          // sprite variant, 0..Looks-1
	Size  float64      // size factor, 0.9..1.1
	X, Y  float64      // centre now
	Z     float64      // height above the board now
	R     float64      // drawn radius now
	Place engine.Place // where it rests or is headed; engine.Hand while held

	tx, ty, tr float64 // where it comes to rest, and its radius there
	bounce     float64 // ticks since it landed, or -1
	flying     bool
}

// Stage is the shown board: what it shows (the view: a position, one Seed
// per seed, lights and caption) and the queue of tasks that brings it up
// to date with the game. The shown position changes only as events
// complete, so once the queue is empty it equals the position the trace
// led to.
type Stage struct {
	v view
	q taskQueue
}

// NewStage returns a stage showing p on the board m, at rest.
func NewStage(m *layout.Model, p engine.Position) *Stage {
	s := &Stage{v: view{board: board{model: m}}, q: taskQueue{speed: Normal, rate: 1}}
	s.Reset(p)
	return s
}

// Reset shows p at once, with seeds of fresh looks, dropping any queued
// motion: used at the start (ShowGame keeps the looks of a game's seeds).
func (s *Stage) Reset(p engine.Position) {
	s.v.pos, s.q.tasks = p, s.q.tasks[:0]
	s.v.board.reset(p)
	s.v.calm()
}

// ShowGame shows at once the position after moves from start, with every
// seed where it travelled, as if the moves had been watched: seeds keep
// their looks through an undo and in a resumed game. Nothing is left lit,
// cued or captioned. The heaps settle once, at the end.
func (s *Stage) ShowGame(r engine.Rules, start engine.Position, moves []engine.Move) {
	s.v.board.quiet = true
	s.Reset(start)
	var tr engine.Trace
	g := engine.NewGame(r, start) // a game, so that a third repetition sweeps as in play
	for _, m := range moves {
		tr.Reset()
		if g.Play(m, &tr) != nil {
			break
		}
		for _, e := range tr.Events {
			s.q.push(e, false)
		}
	}
	s.Finish()
	s.v.board.quiet = false
	s.v.board.resettleAll()
	s.v.calm()
	s.v.board.snap()
}

// Shown returns the position shown now.
func (s *Stage) Shown() engine.Position { return s.v.pos }

// Busy reports whether motions are still queued.
func (s *Stage) Busy() bool { return len(s.q.tasks) > 0 }

// Seeds returns every seed; the slice must not be changed.
func (s *Stage) Seeds() []Seed { return s.v.board.seeds }

// Order returns the seeds in the order to draw them: resting seeds place by
// place, bottom of each heap first, then those in the air.
func (s *Stage) Order() []int { return s.v.board.order }

// Glow returns how brightly place pl is lit, 0..1: a place lights up as a
// seed falls into it.
func (s *Stage) Glow(pl engine.Place) float64 { return s.v.marks.glow[layout.Index(pl)] }

// Skipped returns how visibly place pl is marked as passed over, 0..1.
func (s *Stage) Skipped(pl engine.Place) float64 { return s.v.marks.skip[layout.Index(pl)] }

// Relayed returns how visibly place pl is marked as relayed from (its
// seeds lifted to sow on), 0..1.
func (s *Stage) Relayed(pl engine.Place) float64 { return s.v.marks.relay[layout.Index(pl)] }

// Caption returns the caption showing now and its opacity, 0..1.
func (s *Stage) Caption() (Caption, float64) { return s.v.marks.caption() }

// SetSpeed sets the animation speed; Instant finishes what is queued.
func (s *Stage) SetSpeed(sp Speed) {
	s.q.speed = sp
	s.q.retime()
	if sp == Instant {
		s.Finish()
	}
}

// Speed returns the animation speed.
func (s *Stage) Speed() Speed { return s.q.speed }

// Enqueue queues the events of tr to be played after what is queued. The
// caption of a move lasts until the next move begins: a banner never
// outlives the shown turn it speaks of.
func (s *Stage) Enqueue(tr *engine.Trace) {
	for i, e := range tr.Events {
		s.q.push(e, i == 0)
	}
	s.q.retime()
	if s.q.speed == Instant {
		s.Finish()
	}
}

// Tick advances the stage by one tick (1/60 s).
func (s *Stage) Tick() { s.Advance(1) }

// TicksOf returns d in ticks (1/60 s each).
func TicksOf(d time.Duration) float64 { return d.Seconds() * 60 }

// Advance advances the stage by n ticks (n >= 0, may be fractional): the
// queue plays n ticks at the speed's rate, lights and captions fade and
// seeds settle as they would over n single ticks.
func (s *Stage) Advance(n float64) {
	s.q.play(&s.v, n)
	s.v.marks.fade(n)
	s.v.board.settle(n)
}

// Finish plays every queued motion to its end at once.
func (s *Stage) Finish() {
	s.q.finish(&s.v)
	s.v.board.snap()
}
