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

// advance plays up to budget ticks of t and returns what is left.
func (s *Stage) advance(t *task, budget float64) float64 {
	if !t.begun {
		s.begin(t)
	}
	step := math.Min(budget, t.dur-t.t)
	t.t += step
	s.animate(t)
	return budget - step
}

// begin starts the motions of t: it takes the seeds that move and decides
// where each will rest.
func (s *Stage) begin(t *task) {
	t.begun = true
	if t.first {
		s.cap, s.capT = Caption{}, 0
	}
	t.from, t.to = s.handP, s.handP
	e := t.ev
	switch e.Kind {
	case engine.Lift, engine.Relay:
		t.to = s.above(e.From)
		s.adding = s.adding && e.Kind == engine.Relay
		if e.Kind == engine.Relay {
			s.relay[indexOf(e.From)] = 1
		}
		s.toHand(t, s.take(e.From, e.Count))
	case engine.Drop:
		t.to = s.above(e.To)
		s.dropOne(t, e.To)
	case engine.SkipOrigin, engine.SkipStore:
		t.to = s.above(e.From)
		s.skip[indexOf(e.From)] = 1
	case engine.KichwaSow:
		t.to = s.above(e.To)
		s.say(Caption{Kind: CapKichwa, Side: e.Side})
	case engine.Capture, engine.Sweep:
		s.stream(t)
	default:
		s.announce(e)
	}
	s.cueBegin(e)
}

// announce shows the caption of an event without motion.
func (s *Stage) announce(e engine.Event) {
	switch e.Kind {
	case engine.ExtraTurn:
		s.say(Caption{Kind: CapExtraTurn, Side: e.Side})
	case engine.GrandSlam:
		s.say(Caption{Kind: CapGrandSlam, Side: e.Side})
	case engine.GameOver:
		s.say(Caption{Kind: CapGameOver, Side: e.Side, Draw: e.Draw})
	}
}

// say shows caption c for a while; captures of one move add up.
func (s *Stage) say(c Caption) {
	if c.Kind == CapCapture && s.adding && s.capT > 0 && s.cap.Kind == CapCapture {
		c.N += s.cap.N
	}
	s.adding = c.Kind == CapCapture
	s.cap, s.capT = c, 80
}

// toHand sends seeds ks up into the hand, which hovers at t.to.
func (s *Stage) toHand(t *task, ks []int) {
	base := len(s.hand)
	for i, k := range ks {
		s.seeds[k].Place = engine.Hand
		s.seeds[k].flying = true
		off := handOffset(base + i)
		t.fl = append(t.fl, flight{seed: k, from: s.seedAt(k), z0: s.seeds[k].Z,
			to: vec{t.to.x + off.x, t.to.y + off.y}, z1: handHeight, dur: t.dur})
	}
	s.hand = append(s.hand, ks...)
}

// dropOne flies the next held seed to its rest in pl.
func (s *Stage) dropOne(t *task, pl engine.Place) {
	if len(s.hand) == 0 {
		return
	}
	k := s.hand[0]
	s.hand = s.hand[1:]
	s.insert(pl, k)
	sd := &s.seeds[k]
	d := math.Hypot(sd.tx-sd.X, sd.ty-sd.Y)
	t.fl = append(t.fl, flight{seed: k, from: s.seedAt(k), z0: sd.Z, to: vec{sd.tx, sd.ty},
		arc: 0.15 + 0.12*d, dur: t.dur, land: true})
	sd.flying = true
}

// stream moves the seeds of a capture or sweep one after another along
// arcs into their destination (a store, or the hand in Bao).
func (s *Stage) stream(t *task) {
	e := t.ev
	ks := s.take(e.From, e.Count)
	if e.Kind == engine.Capture {
		s.say(Caption{Kind: CapCapture, Side: e.Side, N: e.Count})
	}
	if e.To == engine.Hand {
		s.toHand(t, ks)
		return
	}
	n := float64(len(ks))
	for i, k := range ks {
		s.insert(e.To, k)
		sd := &s.seeds[k]
		delay := 0.0
		if n > 1 {
			delay = float64(i) * (t.dur - moveTicks) / (n - 1)
		}
		t.fl = append(t.fl, flight{seed: k, from: s.seedAt(k), to: vec{sd.tx, sd.ty},
			arc: 0.5, delay: delay, dur: moveTicks, land: true})
		sd.flying = true
	}
}

// animate moves the hand and the flying seeds of t to its time t.t.
func (s *Stage) animate(t *task) {
	p := smooth(t.t / math.Max(t.dur, 1e-9))
	s.handP = lerp(t.from, t.to, p)
	s.placeHand()
	for _, f := range t.fl {
		q := math.Max(0, math.Min(1, (t.t-f.delay)/f.dur))
		e := smooth(q)
		sd := &s.seeds[f.seed]
		to := f.to
		if !f.land {
			off := handOffset(s.handIndex(f.seed))
			to = vec{s.handP.x + off.x, s.handP.y + off.y}
		}
		pt := lerp(f.from, to, e)
		sd.X, sd.Y = pt.x, pt.y
		sd.Z = f.z0 + (f.z1-f.z0)*e + f.arc*4*q*(1-q)
	}
}

// end completes t: the shown position takes the event's step, and seeds
// that flew come to rest.
func (s *Stage) end(t *task) {
	if !t.begun {
		s.begin(t)
	}
	t.t = t.dur
	s.animate(t)
	s.pos = t.ev.Step(s.pos)
	s.cueEnd(t)
	for _, f := range t.fl {
		sd := &s.seeds[f.seed]
		if sd.flying = false; !f.land {
			continue
		}
		sd.X, sd.Y, sd.Z, sd.bounce = sd.tx, sd.ty, 0, 0
		s.glow[indexOf(sd.Place)] = 1
	}
	s.placeHand()
}

// placeHand lines up the held seeds that are not in flight under the hand.
func (s *Stage) placeHand() {
	for i, k := range s.hand {
		if s.seeds[k].flying {
			continue
		}
		off := handOffset(i)
		s.seeds[k].X, s.seeds[k].Y, s.seeds[k].Z = s.handP.x+off.x, s.handP.y+off.y, handHeight
	}
}

// handIndex returns where seed k is in the hand, or 0.
func (s *Stage) handIndex(k int) int {
	for i, h := range s.hand {
		if h == k {
			return i
		}
	}
	return 0
}

// handOffset returns the k-th held seed's place around the hand's centre:
// a small sunflower cluster.
func handOffset(k int) vec {
	a, d := float64(k)*2.39996, math.Sqrt(float64(k))*SeedR*1.2
	return vec{d * math.Cos(a), d * math.Sin(a)}
}

// above returns the point the hand hovers at over place pl.
func (s *Stage) above(pl engine.Place) vec {
	sp := s.model.Spot(pl)
	if sp == nil {
		return s.handP
	}
	x, y := sp.Hollow.Center()
	return vec{x, y}
}

func (s *Stage) seedAt(k int) vec { return vec{s.seeds[k].X, s.seeds[k].Y} }

func smooth(p float64) float64 {
	p = math.Max(0, math.Min(1, p))
	return p * p * (3 - 2*p)
}

func lerp(a, b vec, p float64) vec { return vec{a.x + (b.x-a.x)*p, a.y + (b.y-a.y)*p} }
