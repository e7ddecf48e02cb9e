package anim

import (
	"math"

	"mancala/engine"
	"mancala/scenes/layout"
)

// captionFade is how many ticks a caption takes to fade out.
const captionFade = 15

// marks are the lights over the places and the caption: each shows at
// full strength when set and fades with time.
type marks struct {
	_      [0]func()                 // not comparable: no equality code in the page
	glow   [layout.NumPlaces]float64 // light of each place, 1 fading to 0
	skip   [layout.NumPlaces]float64 // mark of a skipped place, 1 fading to 0
	relay  [layout.NumPlaces]float64 // mark of a place relayed from, 1 fading to 0
	cap    Caption
	capT   float64 // ticks the caption still shows
	adding bool    // the caption is a capture that the next one adds to
}

// clear puts out every light and the caption.
func (m *marks) clear() {
	m.cap, m.capT = Caption{}, 0
	for i := range m.glow {
		m.glow[i], m.skip[i], m.relay[i] = 0, 0, 0
	}
}

// fade dims the lights and counts the caption down, over n ticks.
func (m *marks) fade(n float64) {
	for i := range m.glow {
		m.glow[i] = math.Max(0, m.glow[i]-n/30)
		m.skip[i] = math.Max(0, m.skip[i]-n/40)
		m.relay[i] = math.Max(0, m.relay[i]-n/40)
	}
	m.capT = math.Max(0, m.capT-n)
}

// lit reports whether any light or mark is still fading.
func (m *marks) lit() bool {
	for i := range m.glow {
		if m.glow[i] > 0 || m.skip[i] > 0 || m.relay[i] > 0 {
			return true
		}
	}
	return false
}

// caption returns the caption showing now and its opacity, 0..1.
func (m *marks) caption() (Caption, float64) {
	if m.capT <= 0 {
		return Caption{}, 0
	}
	return m.cap, math.Min(1, m.capT/captionFade)
}

// captionSteady reports whether the caption, if any, is not fading yet.
func (m *marks) captionSteady() bool { return m.capT == 0 || m.capT > captionFade }

// say shows caption c for a while; captures of one move add up.
func (m *marks) say(c Caption) {
	if c.Kind == CapCapture && m.adding && m.capT > 0 && m.cap.Kind == CapCapture {
		c.N += m.cap.N
	}
	m.adding = c.Kind == CapCapture
	m.cap, m.capT = c, 80
}

// announce shows the caption of an event without motion.
func (m *marks) announce(e engine.Event) {
	switch e.Kind {
	case engine.ExtraTurn:
		m.say(Caption{Kind: CapExtraTurn, Side: e.Side})
	case engine.GrandSlam:
		m.say(Caption{Kind: CapGrandSlam, Side: e.Side})
	case engine.GameOver:
		m.say(Caption{Kind: CapGameOver, Side: e.Side, Draw: e.Draw})
	}
}
