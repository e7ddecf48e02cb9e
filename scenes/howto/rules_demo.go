package howto

import (
	"fmt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// rulesClip is a demoClip made ready to play: its rules, start, move and the
// trace the engine records for it.
type rulesClip struct {
	src   demoClip
	rules engine.Rules
	start engine.Position
	move  engine.Move
	trace engine.Trace
}

// newClip makes c ready to play.
func newClip(c demoClip) rulesClip {
	return rulesClip{src: c, rules: c.clip.Rules, start: c.clip.Start, move: c.clip.Move, trace: c.clip.Trace}
}

// origin returns the pit the clip's move sows from.
func (c *rulesClip) origin() engine.Place { return c.trace.Events[0].From }

// demoPhase is where a demonstration is in its loop.
type demoPhase uint8

// The phases of one clip: the still start with its caption, the move, and
// the still end.
const (
	phaseIntro demoPhase = iota
	phasePlay
	phaseOutro
)

var demoPhaseNames = [...]string{"intro", "play", "outro"}

// String returns the phase's name.
func (p demoPhase) String() string {
	if int(p) < len(demoPhaseNames) {
		return demoPhaseNames[p]
	}
	return "phase(?)"
}

// Pauses of a demonstration, in ticks.
const (
	introTicks = 100 // the start stands still with the intro caption
	outroTicks = 150 // the end stands still before the next clip
)

// rulesDemo plays a page's clips in a loop on a mini board, one event at a
// time, so that each step can have its caption.
type rulesDemo struct {
	w       i18n.Words // the captions' language
	model   layout.Model
	clips   []rulesClip
	stage   *anim.Stage
	cur     int // the clip playing
	next    int // its next event to play
	phase   demoPhase
	hold    float64 // ticks to wait once the stage is still
	caption string
	notable bool // the caption tells more than the sowing itself
}

// newDemo readies the clips of page pg of game v, with captions in the
// language of w, and shows the first one.
func newDemo(v engine.Variant, pg *rulesPage, w i18n.Words) (*rulesDemo, error) {
	d := &rulesDemo{w: w}
	for _, c := range pg.clips {
		d.clips = append(d.clips, newClip(c))
	}
	if len(d.clips) == 0 {
		return nil, fmt.Errorf("scenes: a rules page of %s has no clip", v)
	}
	d.model = layout.NewModel(d.clips[0].rules.Board())
	d.stage = anim.NewStage(&d.model, d.clips[0].start)
	d.stage.SetSpeed(anim.Slow)
	d.restart(0)
	return d, nil
}

// restart shows clip i's start, still, with its intro caption.
func (d *rulesDemo) restart(i int) {
	d.cur, d.next, d.phase, d.hold = i, 0, phaseIntro, introTicks
	d.stage.Reset(d.clips[i].start)
	d.caption, d.notable = d.clips[i].src.intro, false
}

// clip returns the clip playing.
func (d *rulesDemo) clip() *rulesClip { return &d.clips[d.cur] }

// advance advances the demonstration by n ticks of game time: the stage
// moves, and once it is still and the pause is over, the next event or
// clip starts.
func (d *rulesDemo) advance(n float64) {
	d.stage.Advance(n)
	if d.stage.Busy() {
		return
	}
	if d.hold > 0 {
		d.hold -= n
		return
	}
	switch d.phase {
	case phaseIntro:
		d.phase = phasePlay
	case phasePlay:
		d.feed()
	case phaseOutro:
		d.restart((d.cur + 1) % len(d.clips))
	}
}

// feed plays the clip's next event with its caption, or ends the clip.
func (d *rulesDemo) feed() {
	c := d.clip()
	if d.next >= len(c.trace.Events) {
		d.phase, d.hold = phaseOutro, outroTicks
		return
	}
	evs := c.trace.Events
	if s, ok := d.stepCaption(evs, d.next); ok {
		d.caption = s
	}
	d.hold = float64(pauseAfter(evs, d.next))
	one := engine.Trace{Events: evs[d.next : d.next+1]}
	d.stage.Enqueue(&one)
	d.next++
}

// pauseAfter returns the ticks to wait after event i of evs: a moment to
// read what just happened, and none inside a run of like events.
func pauseAfter(evs []engine.Event, i int) int {
	k := evs[i].Kind
	if i+1 < len(evs) && evs[i+1].Kind == k && k != engine.Relay {
		return 0
	}
	switch k {
	case engine.Lift:
		return 12
	case engine.Relay, engine.KichwaSow:
		return 24
	case engine.Capture, engine.GrandSlam, engine.PassTurn:
		return 30
	case engine.ExtraTurn:
		return 40
	case engine.SkipStore, engine.SkipOrigin, engine.Sweep:
		return 12
	}
	return 0
}
