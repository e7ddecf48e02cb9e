package scenes

import (
	"mancala/saves"
	"mancala/scenes/kit"
)

// App is what every scene shares: the text, the player's settings, the
// saved data and the sounds. Scenes get it through their constructors.
type App struct {
	Text     *kit.Text
	Settings saves.Settings
	// Store keeps settings, the game in progress and challenge progress;
	// nil when nothing can be saved (the game still plays).
	Store *saves.Store
	// Sound plays the game's sounds; never nil.
	Sound Sounds
	// Notice is a short message for the player, shown once by the next
	// scene that can (e.g. "Your saved game could not be read; it was
	// kept as game.json.bad-1").
	Notice string
	// Challenges are the built-in challenges and the player's progress,
	// loaded once on first use (challenge_state.go).
	Challenges *challengeState
}

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

// silent is Sounds that plays nothing: for tests, and where audio cannot
// start (no sound device).
type silent struct{}

func (silent) Play(SoundKind)       {}
func (silent) Apply(saves.Settings) {}
func (silent) Available() bool      { return false }
