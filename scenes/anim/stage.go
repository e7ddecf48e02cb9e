// Package anim plays a move's trace on a shown board, seed by seed. Its
// unit of time is the tick, 1/60 s, but the board advances it by the time
// that really passed (Advance), so a move takes as long at 10 frames per
// second as at 60. It is pure (no drawing, no ebiten): the board scene
// draws what a Stage holds, and tests run headless.
package anim

import (
	"math"
	"time"

	"mancala/engine"
	"mancala/scenes/layout"
)

// Looks is the number of seed sprite variants.
const Looks = 8

// Seed is one seed on the shown board. Positions are in board units of the
// model (the landscape frame).
type Seed struct {
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

// Stage is the shown board: a position, one Seed per seed, and the queue of
// motions that brings it up to date with the game. The shown position
// changes only as events complete, so once the queue is empty it equals the
// position the trace led to.
type Stage struct {
	model  *layout.Model
	pos    engine.Position
	seeds  []Seed
	at     [layout.NumPlaces][]int // seeds resting in each place, bottom first
	hand   []int                   // seeds held, in the order they will drop
	handP  vec                     // where the hand hovers now
	queue  []task
	rate   float64 // ticks of queue played per tick
	speed  Speed
	glow   [layout.NumPlaces]float64 // light of each place, 1 fading to 0
	skip   [layout.NumPlaces]float64 // mark of a skipped place, 1 fading to 0
	relay  [layout.NumPlaces]float64 // mark of a place relayed from, 1 fading to 0
	cap    Caption
	capT   float64 // ticks the caption still shows
	adding bool    // the caption is a capture that the next one adds to
	order  []int   // seeds in drawing order
	pts    []vec   // scratch for settling
	rs     []float64
	cues   Cues // what became visible since TakeCues (cue.go)
	// capturing: the last event begun was a capture (cue.go)
	capturing bool
	quiet     bool // heaps wait to settle (ShowGame)
}

// NewStage returns a stage showing p on the board m, at rest.
func NewStage(m *layout.Model, p engine.Position) *Stage {
	s := &Stage{model: m, speed: Normal, rate: 1}
	s.Reset(p)
	return s
}

// Reset shows p at once, with seeds of fresh looks, dropping any queued
// motion: used at the start (ShowGame keeps the looks of a game's seeds).
func (s *Stage) Reset(p engine.Position) {
	s.pos, s.queue, s.hand, s.seeds = p, s.queue[:0], s.hand[:0], s.seeds[:0]
	for _, sp := range s.model.Spots {
		i := layout.Index(sp.Place)
		s.at[i] = s.at[i][:0]
		for k := 0; k < p.Seeds(sp.Place); k++ {
			s.insert(sp.Place, s.newSeed())
		}
	}
	s.calm()
	s.snap()
}

// ShowGame shows at once the position after moves from start, with every
// seed where it travelled, as if the moves had been watched: seeds keep
// their looks through an undo and in a resumed game. Nothing is left lit,
// cued or captioned. The heaps settle once, at the end.
func (s *Stage) ShowGame(r engine.Rules, start engine.Position, moves []engine.Move) {
	s.quiet = true
	s.Reset(start)
	var tr engine.Trace
	g := engine.NewGame(r, start) // a game, so that a third repetition sweeps as in play
	for _, m := range moves {
		tr.Reset()
		if g.Play(m, &tr) != nil {
			break
		}
		for _, e := range tr.Events {
			s.queue = append(s.queue, task{ev: e, dur: duration(e)})
		}
	}
	s.Finish()
	s.quiet = false
	for _, sp := range s.model.Spots {
		if len(s.at[layout.Index(sp.Place)]) > 0 {
			s.resettle(sp.Place)
		}
	}
	s.calm()
	s.snap()
}

// calm clears the cues, the caption and every light.
func (s *Stage) calm() {
	s.cap, s.capT, s.cues, s.capturing = Caption{}, 0, Cues{}, false
	for i := range s.glow {
		s.glow[i], s.skip[i], s.relay[i] = 0, 0, 0
	}
}

// newSeed adds a seed with a look and size of its own and returns it.
func (s *Stage) newSeed() int {
	n := len(s.seeds)
	h := hash(uint32(n), 0x5eed)
	s.seeds = append(s.seeds, Seed{Look: int(h % Looks), Size: 0.9 + float64(h>>8%21)/100, bounce: -1})
	return n
}

// Shown returns the position shown now.
func (s *Stage) Shown() engine.Position { return s.pos }

// Busy reports whether motions are still queued.
func (s *Stage) Busy() bool { return len(s.queue) > 0 }

// Seeds returns every seed; the slice must not be changed.
func (s *Stage) Seeds() []Seed { return s.seeds }

// Order returns the seeds in the order to draw them: resting seeds place by
// place, bottom of each heap first, then those in the air.
func (s *Stage) Order() []int { return s.order }

// Glow returns how brightly place pl is lit, 0..1: a place lights up as a
// seed falls into it.
func (s *Stage) Glow(pl engine.Place) float64 { return s.glow[layout.Index(pl)] }

// Skipped returns how visibly place pl is marked as passed over, 0..1.
func (s *Stage) Skipped(pl engine.Place) float64 { return s.skip[layout.Index(pl)] }

// Relayed returns how visibly place pl is marked as relayed from (its
// seeds lifted to sow on), 0..1.
func (s *Stage) Relayed(pl engine.Place) float64 { return s.relay[layout.Index(pl)] }

// Caption returns the caption showing now and its opacity, 0..1.
func (s *Stage) Caption() (Caption, float64) {
	if s.capT <= 0 {
		return Caption{}, 0
	}
	return s.cap, math.Min(1, s.capT/captionFade)
}

// captionFade is how many ticks a caption takes to fade out.
const captionFade = 15

// SetSpeed sets the animation speed; Instant finishes what is queued.
func (s *Stage) SetSpeed(sp Speed) {
	s.speed = sp
	s.retime()
	if sp == Instant {
		s.Finish()
	}
}

// Speed returns the animation speed.
func (s *Stage) Speed() Speed { return s.speed }

// Enqueue queues the events of tr to be played after what is queued. The
// caption of a move lasts until the next move begins: a banner never
// outlives the shown turn it speaks of.
func (s *Stage) Enqueue(tr *engine.Trace) {
	for i, e := range tr.Events {
		s.queue = append(s.queue, task{ev: e, dur: duration(e), first: i == 0})
	}
	s.retime()
	if s.speed == Instant {
		s.Finish()
	}
}

// Budget is the most a move's animation takes at normal speed, in ticks:
// longer relays play faster.
const Budget = 200

// retime sets the rate so the queue plays within the budget at this speed.
func (s *Stage) retime() {
	total := 0.0
	for _, t := range s.queue {
		total += t.dur - t.t
	}
	s.rate = s.speed.factor() * math.Max(1, total/Budget)
}

// Tick advances the stage by one tick (1/60 s).
func (s *Stage) Tick() { s.Advance(1) }

// TicksOf returns d in ticks (1/60 s each).
func TicksOf(d time.Duration) float64 { return d.Seconds() * 60 }

// Advance advances the stage by n ticks (n >= 0, may be fractional): the
// queue plays n ticks at the speed's rate, lights and captions fade and
// seeds settle as they would over n single ticks.
func (s *Stage) Advance(n float64) {
	left := s.rate * n
	for left > 0 && len(s.queue) > 0 {
		left = s.advance(&s.queue[0], left)
		if s.queue[0].done() {
			s.end(&s.queue[0])
			s.queue = s.queue[1:]
		}
	}
	for len(s.queue) > 0 && s.queue[0].dur == 0 {
		s.begin(&s.queue[0])
		s.end(&s.queue[0])
		s.queue = s.queue[1:]
	}
	s.fade(n)
	s.settle(n)
}

// Finish plays every queued motion to its end at once.
func (s *Stage) Finish() {
	for len(s.queue) > 0 {
		t := &s.queue[0]
		s.advance(t, t.dur-t.t+1)
		s.end(t)
		s.queue = s.queue[1:]
	}
	s.snap()
}

// fade dims the lights and counts the caption down, over n ticks.
func (s *Stage) fade(n float64) {
	for i := range s.glow {
		s.glow[i] = math.Max(0, s.glow[i]-n/30)
		s.skip[i] = math.Max(0, s.skip[i]-n/40)
		s.relay[i] = math.Max(0, s.relay[i]-n/40)
	}
	s.capT = math.Max(0, s.capT-n)
}

// settle eases resting seeds towards their places in the heap over n
// ticks (each tick closes 30% of the gap), bounces the ones that just
// landed, and orders everything for drawing.
func (s *Stage) settle(n float64) {
	k := 1 - math.Pow(0.7, n)
	for i := range s.seeds {
		sd := &s.seeds[i]
		if sd.flying || sd.Place == engine.Hand {
			continue
		}
		sd.X += (sd.tx - sd.X) * k
		sd.Y += (sd.ty - sd.Y) * k
		sd.R += (sd.tr - sd.R) * k
		sd.Z = 0
		if sd.bounce >= 0 {
			sd.Z = bounceHeight(sd.bounce)
			if sd.bounce += n; sd.bounce > 24 {
				sd.bounce = -1
			}
		}
	}
	s.sortForDrawing()
}

// bounceHeight is a landed seed's height b ticks after landing: two small
// hops, dying away.
func bounceHeight(t float64) float64 {
	return 0.09 * math.Abs(math.Sin(t*0.26)) * math.Exp(-t*0.14)
}

// sortForDrawing lists resting seeds place by place, then held and flying.
func (s *Stage) sortForDrawing() {
	s.order = s.order[:0]
	for _, sp := range s.model.Spots {
		for _, k := range s.at[layout.Index(sp.Place)] {
			if !s.seeds[k].flying {
				s.order = append(s.order, k)
			}
		}
	}
	for k := range s.seeds {
		if s.seeds[k].flying || s.seeds[k].Place == engine.Hand {
			s.order = append(s.order, k)
		}
	}
}

// snap puts every resting seed at its place in the heap at once.
func (s *Stage) snap() {
	for i := range s.seeds {
		sd := &s.seeds[i]
		if sd.Place != engine.Hand {
			sd.X, sd.Y, sd.Z, sd.R, sd.bounce, sd.flying = sd.tx, sd.ty, 0, sd.tr, -1, false
		}
	}
	s.sortForDrawing()
}
