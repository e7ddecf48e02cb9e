package saves

import "time"

// Version is the format version this program writes. A file with a higher
// version was written by a newer program: it is kept aside, never read.
const Version = 1

// Theme names a board theme.
type Theme string

// The board themes.
const (
	// Wood: warm wood, brown and cream seeds.
	Wood Theme = "wood"
	// Contrast: high contrast and colour-blind safe (blue and orange, never
	// red against green; shapes and labels carry every meaning).
	Contrast Theme = "contrast"
)

// Settings are the player's choices, kept between games.
type Settings struct {
	// Speed is the animation speed by name: "Normal", "Fast", "Instant"
	// or "Slow" (anim.Speed's names).
	Speed string `json:"speed,omitempty"`
	// Mute turns every sound off.
	Mute bool `json:"mute,omitempty"`
	// Volume is 0..100.
	Volume int `json:"volume"`
	// Theme is the board theme.
	Theme Theme `json:"theme,omitempty"`
	// PitNumbers shows each pit's number beside it.
	PitNumbers bool `json:"pitNumbers,omitempty"`
	// HidePhrases hides the preset phrases players say in online games
	// and takes away their Chat (shown when false, the default).
	HidePhrases bool `json:"hidePhrases,omitempty"`
	// Captions shows each move as a line of large text under the board:
	// what it did, as the browser's text mirror announces it to a screen
	// reader.
	Captions bool `json:"captions,omitempty"`
	// Last is the picker's last choices, which the next game starts from;
	// nil before the first game (and in files of earlier versions).
	Last *Choices `json:"last,omitempty"`
	// Server is the online club's address, as http://host:port, that the
	// desktop game plays on (the browser plays on the page's own origin);
	// DefaultServer in saves that do not have it.
	Server string `json:"server,omitempty"`
	// Language is the code of the language the game speaks ("fr"), one of
	// i18n.Languages; "" (the default) follows the browser's or the
	// system's preferred languages.
	Language string `json:"language,omitempty"`
}

// DefaultServer is the online club's address until the player names
// another: the server that `make serve` starts on this machine.
const DefaultServer = "http://127.0.0.1:8080"

// Choices are the picker's choices for a game.
type Choices struct {
	_ [0]func() // not comparable: no equality code in the page
	// Rules is the game with its options in the engine's rules notation
	// (engine.ParseRules), e.g. "kalah seeds=5 capture=empty".
	Rules string `json:"rules"`
	// First is who moves first: "south" (the person) or "north".
	First string `json:"first,omitempty"`
	// Level is the computer's level, 1..MaxLevel; 0: the default.
	Level int `json:"level,omitempty"`
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{Speed: "Normal", Volume: 70, Theme: Wood, Server: DefaultServer}
}

// Game is a game in progress: enough to rebuild it exactly, undo included.
type Game struct {
	// Rules is the engine's rules notation (engine.ParseRules), options
	// included, e.g. "kalah pits=6 seeds=5 capture=empty".
	Rules string `json:"rules"`
	// Start is the starting position in the engine's notation
	// (engine.ParsePosition); it names who moves first.
	Start string `json:"start"`
	// Levels is the computer's level for South and North; 0 is a person.
	Levels [2]int `json:"levels"`
	// Moves are the moves played from Start, in the engine's move
	// notation (engine.ParseMove).
	Moves []string `json:"moves"`
	// Undone are moves taken back that Redo would play again, next first.
	Undone []string `json:"undone,omitempty"`
	// Challenge is the challenge's id when the game is a challenge attempt.
	Challenge string `json:"challenge,omitempty"`
	// Saved is when the game was last saved (Store.SaveGame sets it):
	// Resume lists the latest first.
	Saved time.Time `json:"saved,omitzero"`
}

// Opponent is whom a game is played against; one unfinished game is
// kept for each game and opponent (see Slot).
type Opponent uint8

// The opponents.
const (
	// Computer: the computer plays a side.
	Computer Opponent = iota
	// Friend: two people on one device.
	Friend
)

// String returns "computer" or "friend".
func (o Opponent) String() string {
	if o == Friend {
		return "friend"
	}
	return "computer"
}

// Opponent is Friend when no side has a computer level, else Computer.
func (g *Game) Opponent() Opponent {
	if g.Levels == [2]int{} {
		return Friend
	}
	return Computer
}

// Solved is the best result a player reached on one challenge.
type Solved struct {
	// Score is what the best attempt reached (challenges.Result.Score).
	Score int `json:"score"`
	// Moves is the number of moves of that attempt.
	Moves int `json:"moves"`
}

// Progress is what the player has solved, by challenge id.
type Progress struct {
	Solved map[string]Solved `json:"solved,omitempty"`
}
