package play

import (
	"mancala/scenes/kit"
)

// playCues plays the sounds of what the stage showed since the last time:
// one drop however many seeds landed, then a capture, then an extra turn.
func (b *Board) playCues() {
	if b.tick%kit.CueTicks != 0 {
		return
	}
	kit.PlayCues(b.app.Sound, b.tab.Stage.TakeCues())
}
