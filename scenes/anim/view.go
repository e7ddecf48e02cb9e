package anim

import (
	"math"

	"mancala/engine"
)

// view is everything the stage shows, and plays the trace's events on it
// one task at a time: the position, the seeds, the marks, and the cues it
// gave. The position changes only as a task ends.
type view struct {
	pos   engine.Position
	board board
	marks marks
	cues  cueCounter
}

// calm clears the cues, the caption and every light.
func (v *view) calm() {
	v.marks.clear()
	v.cues = cueCounter{}
}

// advance plays up to budget ticks of t and returns what is left.
func (v *view) advance(t *task, budget float64) float64 {
	if !t.begun {
		v.begin(t)
	}
	step := math.Min(budget, t.dur-t.t)
	t.t += step
	v.animate(t)
	return budget - step
}

// begin starts the motions of t: it takes the seeds that move and decides
// where each will rest.
func (v *view) begin(t *task) {
	t.begun = true
	if t.first {
		v.marks.cap, v.marks.capT = Caption{}, 0
	}
	t.from, t.to = v.board.handP, v.board.handP
	v.move(t)
	v.cues.begin(t.ev)
}

// move starts what event t.ev does to the board and the marks: the hand
// heads for the place the event is about, seeds take flight, places are
// marked and captions shown.
func (v *view) move(t *task) {
	b, e := &v.board, t.ev
	switch e.Kind {
	case engine.Lift, engine.Relay:
		v.lift(t)
	case engine.Drop:
		t.to = b.above(e.To)
		b.dropOne(t, e.To)
	case engine.SkipOrigin, engine.SkipStore:
		t.to = b.above(e.From)
		v.marks.skip[indexOf(e.From)] = 1
	case engine.KichwaSow:
		t.to = b.above(e.To)
		v.marks.say(Caption{Kind: CapKichwa, Side: e.Side})
	case engine.Capture, engine.Sweep:
		v.stream(t)
	default:
		v.marks.announce(e)
	}
}

// lift takes the seeds of a lift or relay up into the hand; a relay marks
// the place it sows on from, and its captures no longer add up.
func (v *view) lift(t *task) {
	e := t.ev
	t.to = v.board.above(e.From)
	v.marks.adding = v.marks.adding && e.Kind == engine.Relay
	if e.Kind == engine.Relay {
		v.marks.relay[indexOf(e.From)] = 1
	}
	v.board.toHand(t, v.board.take(e.From, e.Count))
}

// stream moves the seeds of a capture or sweep one after another along
// arcs into their destination (a store, or the hand in Bao).
func (v *view) stream(t *task) {
	e := t.ev
	ks := v.board.take(e.From, e.Count)
	if e.Kind == engine.Capture {
		v.marks.say(Caption{Kind: CapCapture, Side: e.Side, N: e.Count})
	}
	if e.To == engine.Hand {
		v.board.toHand(t, ks)
		return
	}
	v.board.streamInto(t, ks, e.To)
}

// animate moves the hand and the flying seeds of t to its time t.t.
func (v *view) animate(t *task) {
	b := &v.board
	p := smooth(t.t / math.Max(t.dur, 1e-9))
	b.handP = lerp(t.from, t.to, p)
	b.placeHand()
	for _, f := range t.fl {
		q := math.Max(0, math.Min(1, (t.t-f.delay)/f.dur))
		e := smooth(q)
		sd := &b.seeds[f.seed]
		to := f.to
		if !f.land {
			off := handOffset(b.handIndex(f.seed))
			to = vec{b.handP.x + off.x, b.handP.y + off.y}
		}
		pt := lerp(f.from, to, e)
		sd.X, sd.Y = pt.x, pt.y
		sd.Z = f.z0 + (f.z1-f.z0)*e + f.arc*4*q*(1-q)
	}
}

// end completes t: the shown position takes the event's step, and seeds
// that flew come to rest, lighting the place they land in.
func (v *view) end(t *task) {
	if !t.begun {
		v.begin(t)
	}
	t.t = t.dur
	v.animate(t)
	v.pos = t.ev.Step(v.pos)
	v.cues.end(t)
	for _, f := range t.fl {
		sd := &v.board.seeds[f.seed]
		if sd.flying = false; !f.land {
			continue
		}
		sd.X, sd.Y, sd.Z, sd.bounce = sd.tx, sd.ty, 0, 0
		v.marks.glow[indexOf(sd.Place)] = 1
	}
	v.board.placeHand()
}
