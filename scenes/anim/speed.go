package anim

import (
	"fmt"

	"mancala/engine"
)

// Speed is how fast moves play.
type Speed uint8

// The animation speeds; the zero value is Normal. Next cycles them in the
// order Normal, Fast, Instant, Slow.
const (
	Normal Speed = iota
	Fast
	Instant
	Slow
	NumSpeeds
)

var speedNames = [...]string{"Normal", "Fast", "Instant", "Slow"}

// String returns the speed's name.
func (sp Speed) String() string {
	if sp < NumSpeeds {
		return speedNames[sp]
	}
	return fmt.Sprintf("speed(%d)", sp)
}

// Next returns the following speed, wrapping round.
func (sp Speed) Next() Speed { return (sp + 1) % NumSpeeds }

// factor is the rate of play at speed sp, before long moves speed up.
func (sp Speed) factor() float64 {
	switch sp {
	case Slow:
		return 0.5
	case Fast:
		return 2
	}
	return 1
}

// CaptionKind says what a caption announces.
type CaptionKind uint8

// The captions.
const (
	CapNone CaptionKind = iota
	CapExtraTurn
	CapCapture
	CapGrandSlam
	CapKichwa
	CapGameOver
)

var captionNames = [...]string{"none", "extra-turn", "capture", "grand-slam", "kichwa", "game-over"}

// String returns the caption kind's name.
func (k CaptionKind) String() string {
	if int(k) < len(captionNames) {
		return captionNames[k]
	}
	return fmt.Sprintf("caption(%d)", k)
}

// Caption is a short line shown over the board while a move plays.
type Caption struct {
	Kind CaptionKind
	Side engine.Side // who it is for
	N    int         // seeds captured
	Draw bool        // game over: a draw
}

// String returns the caption's text.
func (c Caption) String() string {
	switch c.Kind {
	case CapExtraTurn:
		return "Extra turn!"
	case CapCapture:
		return fmt.Sprintf("Capture %d", c.N)
	case CapGrandSlam:
		return "Grand slam: no capture"
	case CapKichwa:
		return "Sown from the kichwa"
	case CapGameOver:
		return "Game over"
	}
	return ""
}
