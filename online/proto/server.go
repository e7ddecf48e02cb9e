package proto

// The messages the server sends.

// Player is a player as others see them. Rating and RD are the Glicko-2
// rating and deviation (Kalah's ladder); Provisional marks a rating
// still uncertain (RD over 110). Computer is the level of a computer
// player, 0 for a person.
type Player struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Guest       bool    `json:"guest,omitempty"`
	Rating      float64 `json:"rating,omitempty"`
	RD          float64 `json:"rd,omitempty"`
	Provisional bool    `json:"provisional,omitempty"`
	Computer    int     `json:"computer,omitempty"`
	Bot         bool    `json:"bot,omitempty"` // an engine's account
}

// Welcome answers Hello: who the player is, a token to keep (new or
// renewed) and the live games they play in.
type Welcome struct {
	Head
	Player Player   `json:"player"`
	Token  string   `json:"token"`
	Games  []string `json:"games,omitempty"`
}

// EventKind names what happened in a game.
type EventKind string

// The events of a game's stream.
const (
	KindStart   EventKind = "start"   // players, variant, clock, first mover
	KindMove    EventKind = "move"    // a stored move, clocks after it
	KindOffer   EventKind = "offer"   // Side offers a draw or a rematch
	KindDecline EventKind = "decline" // Side declines the offer
	KindGone    EventKind = "gone"    // Side's connection dropped
	KindBack    EventKind = "back"    // Side is connected again
	KindEnd     EventKind = "end"     // result, reason, rating changes
	KindRematch EventKind = "rematch" // the rematch Next has started
	KindClock   EventKind = "clock"   // both clocks now, sent after a catch-up
	KindBerserk EventKind = "berserk" // Side halved their clock (an arena game); clocks now
	KindSay     EventKind = "say"     // Side's player says Phrase
	KindWatch   EventKind = "watch"   // Watchers spectators follow the game now
)

// Lasting reports whether events of kind k are kept and numbered: start,
// move, end and rematch. The others are notices of the moment: they carry
// the number of the last lasting event and are not replayed; a catch-up
// ends with the notices that still hold (an open offer, an absent
// player, the clocks).
func (k EventKind) Lasting() bool {
	return k == KindStart || k == KindMove || k == KindEnd || k == KindRematch
}

// Clocks are both players' remaining times in milliseconds at the
// moment of the event; the clock of Turn runs from then on.
type Clocks struct {
	South int64 `json:"south"`
	North int64 `json:"north"`
}

// Change is a player's rating before and after a rated game.
type Change struct {
	Before float64 `json:"before"`
	After  float64 `json:"after"`
}

// Event is one entry of a game's stream. Lasting events are numbered
// 1, 2, 3, ... in every game: the start is 1, the move of ply k is k+1,
// the end follows the last move and the rematch the end, so a number means
// the same event after a server restart. Notices repeat the last lasting
// number. Fields not used by the Kind are left out.
type Event struct {
	Head
	Game string    `json:"game"`
	N    int64     `json:"n"`
	Kind EventKind `json:"kind"`
	// start
	Variant string  `json:"variant,omitempty"`
	Clock   string  `json:"clock,omitempty"`
	Rated   bool    `json:"rated,omitempty"`
	South   *Player `json:"south,omitempty"`
	North   *Player `json:"north,omitempty"`
	Arena   string  `json:"arena,omitempty"` // the arena the game is played in
	// start, move, clock
	Turn     string  `json:"turn,omitempty"` // side to move: "south" or "north"
	Clocks   *Clocks `json:"clocks,omitempty"`
	Position string  `json:"position,omitempty"` // engine notation
	// move
	Ply  int    `json:"ply,omitempty"`
	Move string `json:"move,omitempty"`
	// move, offer, decline, gone, back
	Side string `json:"side,omitempty"`
	// offer, decline: "draw" or "rematch"
	Offer string `json:"offer,omitempty"`
	// end: "south", "north", "draw" or "aborted"; the reason; changes
	Result      string  `json:"result,omitempty"`
	Reason      string  `json:"reason,omitempty"`
	SouthChange *Change `json:"southChange,omitempty"`
	NorthChange *Change `json:"northChange,omitempty"`
	// rematch
	Next string `json:"next,omitempty"`
	// say: one of Phrases
	Phrase string `json:"phrase,omitempty"`
	// watch: how many spectators follow the game (its players not counted)
	Watchers int `json:"watchers,omitempty"`
}

// Reasons a game ends.
const (
	ReasonRules     = "rules"     // the engine's game over
	ReasonFlag      = "flag"      // a clock ran out
	ReasonResign    = "resign"    // a player resigned
	ReasonAgreement = "agreement" // a draw offer was accepted
	ReasonAbort     = "abort"     // aborted before both players moved
	ReasonClaim     = "claim"     // claimed after the opponent left
)

// Ack confirms the move ID of Game, ply Ply, is stored. The move's event
// comes just before it.
type Ack struct {
	Head
	Game string `json:"game"`
	ID   string `json:"id"`
	Ply  int    `json:"ply"`
}

// Code names an error for programs; Message says it for people.
type Code string

// The error codes.
const (
	ErrBadMessage   Code = "bad_message"   // not a valid message
	ErrRateLimited  Code = "rate_limited"  // too many messages
	ErrUnauthorized Code = "unauthorized"  // no hello yet, or a bad token
	ErrNotFound     Code = "not_found"     // no such game, code or challenge
	ErrNotPlayer    Code = "not_player"    // not a player of this game
	ErrNotYourTurn  Code = "not_your_turn" // the opponent is to move
	ErrStalePly     Code = "stale_ply"     // the ply is not the next one
	ErrIllegal      Code = "illegal_move"  // the engine refuses the move
	ErrGameOver     Code = "game_over"     // the game has ended
	ErrBadVariant   Code = "bad_variant"   // the engine cannot read it
	ErrRankedOnly   Code = "ranked_only"   // rated games: Kalah ladder options, registered players
	ErrTooEarly     Code = "too_early"     // claim before 40 s, abort after both moved
	ErrNoOffer      Code = "no_offer"      // nothing to accept or decline
	ErrBusy         Code = "busy"          // too many computer games now
	ErrExpired      Code = "expired"       // the invite is too old or used
	ErrNotArena     Code = "not_arena"     // berserk outside an arena, or in an untimed game
	ErrInternal     Code = "internal"      // the server failed; retry
)

// Error refuses a message. Game and ID name what it answers when known.
type Error struct {
	Head
	Code    Code   `json:"code"`
	Message string `json:"message"`
	Game    string `json:"game,omitempty"`
	ID      string `json:"id,omitempty"`
	// Arena names the arena an arena request was about ("create" or "list"
	// for those actions).
	Arena string `json:"arena,omitempty"`
	// Puzzle names the puzzle request it refuses: a solve's puzzle id, or
	// a puzzle request's op ("daily", "next", "record").
	Puzzle string `json:"puzzle,omitempty"`
}

// Seeking confirms a seek; a Start event follows when it is paired.
type Seeking struct {
	Head
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Rated   bool   `json:"rated,omitempty"`
}

// Invited gives the code of a new invite or open challenge and when it
// expires (Unix seconds). The link is /?join=CODE on the server's origin.
type Invited struct {
	Head
	Code    string `json:"code"`
	Expires int64  `json:"expires"`
	To      string `json:"to,omitempty"` // the player a challenge is addressed to
}

// GameInfo is one line of the live or recent games lists.
type GameInfo struct {
	_       [0]func() // not comparable: no equality code in the page
	Game    string    `json:"game"`
	Variant string    `json:"variant"`
	Clock   string    `json:"clock"`
	Rated   bool      `json:"rated,omitempty"`
	South   Player    `json:"south"`
	North   Player    `json:"north"`
	Plies   int       `json:"plies"`
	Result  string    `json:"result,omitempty"`
	// Position is a live game's position as its spectators see it (a
	// rated game's two plies late), in the lobby's games only.
	Position string `json:"position,omitempty"`
}

// Challenge is one open challenge in the lobby; Join takes it by Code.
type Challenge struct {
	_       [0]func() // not comparable: no equality code in the page
	Code    string    `json:"code"`
	Player  Player    `json:"player"`
	Variant string    `json:"variant"`
	Clock   string    `json:"clock"`
	Rated   bool      `json:"rated,omitempty"`
	ForYou  bool      `json:"forYou,omitempty"` // addressed to the one who asked
}

// Lists answers List: one of its slices is filled, named by What.
type Lists struct {
	Head
	What        string      `json:"what"`
	Games       []GameInfo  `json:"games,omitempty"`
	Challenges  []Challenge `json:"challenges,omitempty"`
	Leaderboard []Player    `json:"leaderboard,omitempty"`
	Counts      *Counts     `json:"counts,omitempty"`
	Lobby       *Lobby      `json:"lobby,omitempty"`
}

// Lobby is what the club's home shows (List "lobby"), in one frame: the
// counts, the player's own live games, a few live games to watch with
// their positions, the challenges for the player and a few open ones,
// and the arenas to come and running.
type Lobby struct {
	Counts     Counts      `json:"counts"`
	Mine       []GameInfo  `json:"mine,omitempty"`
	Watch      []GameInfo  `json:"watch,omitempty"`
	Challenges []Challenge `json:"challenges,omitempty"`
	Arenas     []ArenaInfo `json:"arenas,omitempty"`
}

// Counts are who is in the club now (List "counts"): the players
// connected, the games being played, and the players seeking a game, by
// game and clock.
type Counts struct {
	Online  int         `json:"online"`
	Playing int         `json:"playing"`
	Seeking []SeekCount `json:"seeking,omitempty"`
}

// SeekCount is how many players seek one game with one clock.
type SeekCount struct {
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Rated   bool   `json:"rated,omitempty"`
	Players int    `json:"players"`
}

// Pong answers Ping with its N.
type Pong struct {
	Head
	N int64 `json:"n"`
}

func (*Welcome) Type() string { return "welcome" }
func (*Event) Type() string   { return "event" }
func (*Ack) Type() string     { return "ack" }
func (*Error) Type() string   { return "error" }
func (*Seeking) Type() string { return "seeking" }
func (*Invited) Type() string { return "invited" }
func (*Lists) Type() string   { return "lists" }
func (*Pong) Type() string    { return "pong" }

// serverTypes are the messages the server may send, one of each type
// (nil: Type needs no value).
var serverTypes = [...]Message{(*Welcome)(nil), (*Event)(nil), (*Ack)(nil), (*Error)(nil), (*Seeking)(nil), (*Invited)(nil), (*Lists)(nil), (*Pong)(nil), (*ArenaList)(nil), (*ArenaState)(nil), (*Challenged)(nil), (*PlayerPage)(nil), (*Puzzle)(nil), (*PuzzleResult)(nil), (*PuzzleRecord)(nil)}
