package proto

// The messages of the club's members: challenges addressed to one player,
// player pages and the preset phrases players may say in their games.

// ChallengePlayer invites one player (by id) to a game: Rated for the ladder's
// Kalah between registered players. The challenger gets Invited (with
// To), the player a Challenged while connected (and in the "challenges"
// list); they take it with Join and decline it with Cancel and its code.
type ChallengePlayer struct {
	Head
	Player  string `json:"player"`
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Rated   bool   `json:"rated,omitempty"`
}

// Profile asks for a player's page (PlayerPage) by id.
type Profile struct {
	Head
	Player string `json:"player"`
}

// Say sends one of the Phrases to the game's other player and its
// spectators, as a "say" notice.
type Say struct {
	Head
	Game   string `json:"game"`
	Phrase string `json:"phrase"`
}

// Phrases are what players may say in a game: presets, never free text.
var Phrases = []string{"good-luck", "good-game", "thanks", "well-played", "oops"}

func (*ChallengePlayer) Type() string { return "challenge" }
func (*Profile) Type() string         { return "profile" }
func (*Say) Type() string             { return "say" }

// Validate checks the player's id, the variant and the clock.
func (m *ChallengePlayer) Validate() error {
	if err := checkID("player", m.Player); err != nil {
		return err
	}
	if err := checkVariant(m.Variant); err != nil {
		return err
	}
	return checkClock(m.Clock)
}

// Validate checks the player's id.
func (m *Profile) Validate() error { return checkID("player", m.Player) }

// Validate checks nothing: the server's page is what it is.
func (m *PlayerPage) Validate() error { return nil }

// Validate checks the game's id and that the phrase is a preset.
func (m *Say) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	return oneOf("phrase", m.Phrase, Phrases...)
}

// Challenged tells both players about a challenge: when it is made (Gone
// ""), and when it is declined or withdrawn (Gone "declined" or
// "withdrawn"). Taken, its game's start event comes instead.
type Challenged struct {
	Head
	Code    string `json:"code"`
	From    Player `json:"from"`
	To      Player `json:"to"`
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Rated   bool   `json:"rated,omitempty"`
	Expires int64  `json:"expires"`
	Gone    string `json:"gone,omitempty"`
}

// PlayerPage answers Profile: the player, whether they are connected now,
// their results per game (Records, by variant), their rating after each
// of their latest rated games (History, oldest first) and their latest
// games with the opponents' names.
type PlayerPage struct {
	Head
	Player  Player     `json:"player"`
	Online  bool       `json:"online,omitempty"`
	Since   int64      `json:"since"` // when they joined, Unix seconds
	Records []Record   `json:"records,omitempty"`
	History []RatingAt `json:"history,omitempty"`
	Recent  []GameInfo `json:"recent,omitempty"`
}

// Record is a player's results in one game: its variant as the engine
// writes it.
type Record struct {
	_       [0]func() // not comparable: no equality code in the page
	Variant string    `json:"variant"`
	Won     int       `json:"won"`
	Drawn   int       `json:"drawn"`
	Lost    int       `json:"lost"`
}

// RatingAt is a rating after a rated game that ended At (Unix seconds).
type RatingAt struct {
	At     int64   `json:"at"`
	Rating float64 `json:"rating"`
}

func (*Challenged) Type() string { return "challenged" }
func (*PlayerPage) Type() string { return "playerPage" }

// ErrNotForBots refuses what bots may not do (seek, play the computer,
// post open challenges, join a players' arena), and a player joining a
// bots' arena.
const ErrNotForBots Code = "not_for_bots"

// Validate checks the code and what became of the challenge.
func (m *Challenged) Validate() error {
	if err := checkCode(m.Code); err != nil || m.Gone == "" {
		return err
	}
	return oneOf("gone", m.Gone, "declined", "withdrawn")
}
