// Package sound makes the game's short sounds and plays them.
//
// The sounds are synthesised at start-up by pure, seeded code (synth.go,
// voices.go): the same seed always gives the same samples, and nothing
// here needs a display, so the tests check the sounds themselves. The
// Player (player.go) plays them through ebiten's audio package from a
// small pool of pre-made players, so Play never blocks a tick.
package sound

import (
	"encoding/binary"
	"fmt"
	"math"
)

// SampleRate is the sample rate of every clip, in frames per second.
const SampleRate = 44100

// Kind names a sound.
type Kind uint8

// The sounds.
const (
	Drop    Kind = iota // a wooden seed drops into a wooden cup
	Capture             // several seeds clatter into a store, with a chime
	Extra               // an extra turn: a bright two-note rise
	Tap                 // a soft button tap
	Refuse              // a tap that cannot be obeyed: a low, muffled knock
	NumKinds
)

var kindNames = [...]string{"drop", "capture", "extra", "tap", "refuse"}

// String returns the sound's name.
func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Clip is one rendered sound: stereo frames, left then right, in -1..1.
type Clip struct {
	Frames []float32
}

// Len returns the number of frames (samples per channel).
func (c Clip) Len() int { return len(c.Frames) / 2 }

// Seconds returns how long the clip plays.
func (c Clip) Seconds() float64 { return float64(c.Len()) / SampleRate }

// Peak returns the largest absolute sample.
func (c Clip) Peak() float64 {
	p := 0.0
	for _, v := range c.Frames {
		p = math.Max(p, math.Abs(float64(v)))
	}
	return p
}

// Bytes returns the clip as ebiten's float32 audio format: 32-bit float,
// little endian, two channels interleaved, no header.
func (c Clip) Bytes() []byte {
	b := make([]byte, 4*len(c.Frames))
	for i, v := range c.Frames {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

// Channel returns one channel (0 left, 1 right) as float64 samples.
func (c Clip) Channel(ch int) []float64 {
	out := make([]float64, c.Len())
	for i := range out {
		out[i] = float64(c.Frames[2*i+ch])
	}
	return out
}

// stereo interleaves two channels of equal length into a clip.
func stereo(l, r []float64) Clip {
	f := make([]float32, 2*len(l))
	for i := range l {
		f[2*i], f[2*i+1] = float32(l[i]), float32(r[i])
	}
	return Clip{Frames: f}
}
