package anim

import "math"

// restEps is how close, in board units, a settling seed must be to its
// resting place to count as at rest: far under a device pixel.
const restEps = 5e-4

// Still reports whether the stage draws the same picture next tick as
// now: it has settled, and its caption, if any, is not fading yet.
func (s *Stage) Still() bool {
	return s.Settled() && s.v.marks.captionSteady()
}

// Settled reports whether the stage has come to rest, its caption aside:
// nothing queued, no light or mark fading, and every seed still in its
// heap.
func (s *Stage) Settled() bool {
	return len(s.q.tasks) == 0 && !s.v.marks.lit() && s.v.board.settled()
}

// resting reports whether seed sd has settled where it rests.
func (sd *Seed) resting() bool {
	return !sd.flying && sd.bounce < 0 &&
		math.Abs(sd.tx-sd.X) < restEps && math.Abs(sd.ty-sd.Y) < restEps && math.Abs(sd.tr-sd.R) < restEps
}
