package anim

import "mancala/engine"

// Cues are what became visible on the stage since they were last taken:
// what a listener (the sounds) reacts to. They never change what is shown.
type Cues struct {
	Drops    int // seeds that came to rest after falling from the hand
	Captures int // captures that began: runs of capture events, so Kalah's two (opposite pit, own seed) or an Oware chain count once
	Captured int // seeds those captures took
	Extras   int // extra turns announced
}

// Any reports whether anything happened.
func (c Cues) Any() bool { return c.Drops+c.Captures+c.Extras > 0 }

// cueCounter counts the cues as events begin and end.
type cueCounter struct {
	cues      Cues
	capturing bool // the last event begun was a capture
}

// TakeCues returns the cues since the last call, or since the stage was
// made or reset, and starts counting afresh. A Reset shows a position at
// once and gives no cues.
func (s *Stage) TakeCues() Cues { return s.v.cues.take() }

// take returns the cues counted and starts afresh.
func (c *cueCounter) take() Cues {
	got := c.cues
	c.cues = Cues{}
	return got
}

// begin notes the start of event e: a capture or an extra turn shows.
func (c *cueCounter) begin(e engine.Event) {
	switch e.Kind {
	case engine.Capture:
		if !c.capturing {
			c.cues.Captures++
		}
		c.cues.Captured += e.Count
	case engine.ExtraTurn:
		c.cues.Extras++
	}
	c.capturing = e.Kind == engine.Capture
}

// end notes the end of task t: a dropped seed has landed.
func (c *cueCounter) end(t *task) {
	if t.ev.Kind == engine.Drop && len(t.fl) > 0 {
		c.cues.Drops++
	}
}
