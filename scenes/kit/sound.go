package kit

import (
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/sound"
)

// NewSounds returns the game's sounds at settings s: the synthesised ones
// of package sound, or silence when audio cannot start (no sound card:
// sound.Start logs why, once). The first call makes the process's one
// audio context; later calls share it.
func NewSounds(s saves.Settings) Sounds {
	p, err := sound.Start()
	if err != nil {
		return Silent{}
	}
	sp := SoundPlayer{p}
	sp.Apply(s)
	return sp
}

// SoundPlayer is Sounds played by a sound.Player.
type SoundPlayer struct{ p *sound.Player }

// soundKinds maps each SoundKind to its sound.
var soundKinds = [NumSounds]sound.Kind{
	SoundDrop:    sound.Drop,
	SoundCapture: sound.Capture,
	SoundExtra:   sound.Extra,
	SoundTap:     sound.Tap,
	SoundRefuse:  sound.Refuse,
}

// Play starts sound k; it never blocks.
func (sp SoundPlayer) Play(k SoundKind) {
	if k < NumSounds {
		sp.p.Play(soundKinds[k])
	}
}

// Available is true: sound.Start found a device.
func (SoundPlayer) Available() bool { return true }

// Apply takes the volume (0..100) and mute settings.
func (sp SoundPlayer) Apply(s saves.Settings) { sp.p.SetLevel(s.Volume, s.Mute) }

// Sounds plays the game's short sounds. Play never blocks.
type Sounds interface {
	Play(k SoundKind)
	// Apply takes the volume and mute settings.
	Apply(s saves.Settings)
	// Available reports whether there is a sound device to play on.
	Available() bool
}

// SoundKind names a sound.
type SoundKind uint8

// The sounds.
const (
	SoundDrop    SoundKind = iota // a seed drops into a pit or store
	SoundCapture                  // seeds are captured
	SoundExtra                    // an extra turn
	SoundTap                      // a button is pressed
	SoundRefuse                   // a tap the game cannot obey
	NumSounds
)

var soundNames = [...]string{"drop", "capture", "extra", "tap", "refuse"}

// String returns the sound's name.
func (k SoundKind) String() string {
	if k < NumSounds {
		return soundNames[k]
	}
	return "sound(?)"
}

// Silent is Sounds that plays nothing: for tests, and where audio cannot
// start (no sound device).
type Silent struct{}

func (Silent) Play(SoundKind)       {}
func (Silent) Apply(saves.Settings) {}
func (Silent) Available() bool      { return false }

// CueTicks is how often a board plays the sounds of what its stage
// showed, in ticks: however fast seeds land (a long Congkak sowing at fast
// speed lands several a tick), at most one drop sounds per CueTicks, and
// no sound comes more than CueTicks-1 ticks late.
const CueTicks = 2

// PlayCues plays the sounds of what a stage showed (anim.Stage.TakeCues):
// one drop however many seeds landed, then a capture, then an extra turn.
func PlayCues(snd Sounds, c anim.Cues) {
	if c.Drops > 0 {
		snd.Play(SoundDrop)
	}
	if c.Captures > 0 {
		snd.Play(SoundCapture)
	}
	if c.Extras > 0 {
		snd.Play(SoundExtra)
	}
}
