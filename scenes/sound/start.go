package sound

import (
	"fmt"
	"os"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// bankSeed is the seed of the game's sounds.
const bankSeed = 0x5eed50

// started holds the one Player of the process: ebiten allows a single
// audio context, so Start makes it once.
var started struct {
	once sync.Once
	p    *Player
	err  error
}

// Start returns the process's Player, making the audio context and
// rendering the sounds on the first call. When no audio device can play
// (a machine without a sound card), it logs that once and returns the
// error without making a context: ebiten's game loop would otherwise stop
// with the device's error. In a browser the context starts on the first
// tap; until then Play does nothing.
func Start() (*Player, error) {
	started.once.Do(func() {
		started.p, started.err = start()
		if started.err != nil {
			// Printed without the log package, which the browser's
			// download would otherwise carry for this one line.
			fmt.Fprintf(os.Stderr, "sound: %v; the game plays without sound\n", started.err)
		}
	})
	return started.p, started.err
}

func start() (*Player, error) {
	if err := probe(); err != nil {
		return nil, err
	}
	ctx := audio.NewContext(SampleRate)
	b := NewBank(bankSeed)
	return newPlayer(b, ctx.IsReady, func(c Clip) voice {
		return ctx.NewPlayerF32FromBytes(c.Bytes())
	}), nil
}
