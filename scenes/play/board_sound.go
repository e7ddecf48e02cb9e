package play

import (
	"mancala/scenes/kit"
)

// cueTicks is how often the board plays the sounds of what its stage
// showed, in ticks: however fast seeds land (a long Congkak sowing at fast
// speed lands several a tick), at most one drop sounds per cueTicks, and
// no sound comes more than cueTicks-1 ticks late.
const cueTicks = 2

// playCues plays the sounds of what the stage showed since the last time:
// one drop however many seeds landed, then a capture, then an extra turn.
func (b *Board) playCues() {
	if b.tick%cueTicks != 0 {
		return
	}
	c := b.stage.TakeCues()
	if c.Drops > 0 {
		b.app.Sound.Play(kit.SoundDrop)
	}
	if c.Captures > 0 {
		b.app.Sound.Play(kit.SoundCapture)
	}
	if c.Extras > 0 {
		b.app.Sound.Play(kit.SoundExtra)
	}
}
