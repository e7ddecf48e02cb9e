package scenes

import (
	"mancala/saves"
	"mancala/scenes/sound"
)

// NewSounds returns the game's sounds at settings s: the synthesised ones
// of package sound, or silence when audio cannot start (no sound card:
// sound.Start logs why, once). The first call makes the process's one
// audio context; later calls share it.
func NewSounds(s saves.Settings) Sounds {
	p, err := sound.Start()
	if err != nil {
		return silent{}
	}
	sp := soundPlayer{p}
	sp.Apply(s)
	return sp
}

// soundPlayer is Sounds played by a sound.Player.
type soundPlayer struct{ p *sound.Player }

// soundKinds maps each SoundKind to its sound.
var soundKinds = [NumSounds]sound.Kind{
	SoundDrop:    sound.Drop,
	SoundCapture: sound.Capture,
	SoundExtra:   sound.Extra,
	SoundTap:     sound.Tap,
	SoundRefuse:  sound.Refuse,
}

// Play starts sound k; it never blocks.
func (sp soundPlayer) Play(k SoundKind) {
	if k < NumSounds {
		sp.p.Play(soundKinds[k])
	}
}

// Available is true: sound.Start found a device.
func (soundPlayer) Available() bool { return true }

// Apply takes the volume (0..100) and mute settings.
func (sp soundPlayer) Apply(s saves.Settings) { sp.p.SetLevel(s.Volume, s.Mute) }
