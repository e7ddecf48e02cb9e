package sound

import (
	"math/rand/v2"
)

// voice plays one clip: ebiten's *audio.Player over the clip's bytes, or a
// fake in tests.
type voice interface {
	IsPlaying() bool
	Rewind() error
	SetVolume(v float64)
	Play()
}

// limits is how many sounds of each kind may sound at once: a fast
// sowing would otherwise pile drops into noise.
var limits = [NumKinds]int{Drop: 3, Capture: 2, Extra: 2, Tap: 2, Refuse: 1}

// levels is each kind's loudness against the others, 0..1.
var levels = [NumKinds]float64{Drop: 0.8, Capture: 0.9, Extra: 0.8, Tap: 0.6, Refuse: 0.5}

// Player plays the sounds of a Bank: one voice per clip, made once, so
// Play only rewinds and starts a voice that is idle. Use it from one
// goroutine (the game's Update).
type Player struct {
	ready  func() bool // the audio device is running (in a browser: after the first tap)
	voices [NumKinds][]voice
	gain   float64 // 0 when muted
	rng    *rand.Rand
	idle   []int // scratch: idle voices of a kind
}

// newPlayer makes a voice for every clip of b with newVoice. ready says
// whether sounds can start now.
func newPlayer(b *Bank, ready func() bool, newVoice func(Clip) voice) *Player {
	p := &Player{ready: ready, rng: rand.New(rand.NewPCG(7, 11))}
	for k := range b {
		for _, c := range b[k] {
			p.voices[k] = append(p.voices[k], newVoice(c))
		}
	}
	p.SetLevel(70, false)
	return p
}

// SetLevel sets the volume, 0..100, and the mute switch. Loudness follows
// the square of the volume, so equal steps of the setting sound about
// equally far apart.
func (p *Player) SetLevel(volume int, mute bool) {
	g := float64(min(max(volume, 0), 100)) / 100
	p.gain = g * g
	if mute {
		p.gain = 0
	}
}

// Gain returns the volume factor sounds start with now, 0..1.
func (p *Player) Gain() float64 { return p.gain }

// Play starts a sound of kind k on an idle voice, chosen at random so
// variants alternate, with a slightly varied level. It does nothing when
// muted, when audio is not running yet, or when limits[k] sounds of kind
// k are playing already. It never blocks.
func (p *Player) Play(k Kind) {
	if k >= NumKinds || p.gain == 0 || !p.ready() {
		return
	}
	p.idle = p.idle[:0]
	for i, v := range p.voices[k] {
		if !v.IsPlaying() {
			p.idle = append(p.idle, i)
		}
	}
	if len(p.voices[k])-len(p.idle) >= limits[k] || len(p.idle) == 0 {
		return
	}
	v := p.voices[k][p.idle[p.rng.IntN(len(p.idle))]]
	if v.Rewind() != nil {
		return
	}
	v.SetVolume(p.gain * levels[k] * (0.85 + 0.15*p.rng.Float64()))
	v.Play()
}
