package proto

// The messages a client sends. Each names its type in its Type method.

// Hello opens a session: the player's token (empty for a new guest) and,
// for each game the client follows, the number of the last event it has
// seen; the server replies Welcome and then replays every later event.
type Hello struct {
	Head
	Token string           `json:"token,omitempty"`
	Seen  map[string]int64 `json:"seen,omitempty"`
}

// Seek asks the server to pair the player with someone seeking the same
// variant, in the engine's notation ("kalah pits=6 seeds=4", "oware"), the
// same clock ("5+3" or "untimed") and rated or not; rated seeks pair by
// rating within a range that widens while they wait. A player has at most
// one seek: a new one replaces it.
type Seek struct {
	Head
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Rated   bool   `json:"rated,omitempty"`
}

// Cancel withdraws the player's seek, or with a Code the player's invite
// or open challenge.
type Cancel struct {
	Head
	Code string `json:"code,omitempty"`
}

// Computer starts a game against the computer at Level 1..10, never rated.
type Computer struct {
	Head
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Level   int    `json:"level"`
}

// Invite creates a friend invite, or with Public an open challenge that
// the lobby lists; the server replies Invited with its code. Whoever joins
// first plays the creator.
type Invite struct {
	Head
	Variant string `json:"variant"`
	Clock   string `json:"clock"`
	Public  bool   `json:"public,omitempty"`
}

// Join accepts the invite or open challenge with the 8-character Code.
type Join struct {
	Head
	Code string `json:"code"`
}

// List asks for one of the lobby's lists: "games" (live games),
// "challenges", "leaderboard" or "recent" (the player's finished games).
type List struct {
	Head
	What string `json:"what"`
}

// Watch follows Game as a spectator; its events so far come at once.
type Watch struct {
	Head
	Game string `json:"game"`
}

// Unwatch stops following Game.
type Unwatch struct {
	Head
	Game string `json:"game"`
}

// Move plays Move (the engine's notation: "3", or Bao's "F3>") as the
// move number Ply (1 for the game's first move) of Game. ID, chosen by
// the client, makes the move idempotent: sent again, it gets the same
// answer and is never played twice.
type Move struct {
	Head
	Game string `json:"game"`
	Ply  int    `json:"ply"`
	Move string `json:"move"`
	ID   string `json:"id"`
}

// Resign gives up Game.
type Resign struct {
	Head
	Game string `json:"game"`
}

// Draw offers, accepts or declines a draw in Game: Action is "offer",
// "accept" or "decline".
type Draw struct {
	Head
	Game   string `json:"game"`
	Action string `json:"action"`
}

// Abort ends Game without a result before both players have moved.
type Abort struct {
	Head
	Game string `json:"game"`
}

// Claim ends Game when the opponent's connection has been gone 40 s:
// Result is "win" or "draw".
type Claim struct {
	Head
	Game   string `json:"game"`
	Result string `json:"result"`
}

// Rematch asks for (or accepts) a new game against the same opponent
// after Game ended; the first mover swaps.
type Rematch struct {
	Head
	Game string `json:"game"`
	// Action is "" to ask (or accept the opponent's offer), "decline" to
	// decline the opponent's offer.
	Action string `json:"action,omitempty"`
}

// Berserk halves the sender's own clock in arena game Game before their
// first move: a win then scores one point more in the arena.
type Berserk struct {
	Head
	Game string `json:"game"`
}

// Ping asks for a Pong carrying the same N.
type Ping struct {
	Head
	N int64 `json:"n"`
}

func (*Hello) Type() string    { return "hello" }
func (*Seek) Type() string     { return "seek" }
func (*Cancel) Type() string   { return "cancel" }
func (*Computer) Type() string { return "computer" }
func (*Invite) Type() string   { return "invite" }
func (*Join) Type() string     { return "join" }
func (*List) Type() string     { return "list" }
func (*Watch) Type() string    { return "watch" }
func (*Unwatch) Type() string  { return "unwatch" }
func (*Move) Type() string     { return "move" }
func (*Resign) Type() string   { return "resign" }
func (*Draw) Type() string     { return "draw" }
func (*Abort) Type() string    { return "abort" }
func (*Berserk) Type() string  { return "berserk" }
func (*Claim) Type() string    { return "claim" }
func (*Rematch) Type() string  { return "rematch" }
func (*Ping) Type() string     { return "ping" }

// clientTypes are the messages a client may send, one of each type
// (nil: Type needs no value). An array, not a map: static data, with no
// code to build it when the program starts.
var clientTypes = [...]Message{(*Hello)(nil), (*Seek)(nil), (*Cancel)(nil), (*Computer)(nil), (*Invite)(nil), (*Join)(nil), (*List)(nil), (*Watch)(nil), (*Unwatch)(nil), (*Move)(nil), (*Resign)(nil), (*Draw)(nil), (*Abort)(nil), (*Claim)(nil), (*Rematch)(nil), (*Berserk)(nil), (*ArenaDo)(nil), (*ChallengePlayer)(nil), (*Profile)(nil), (*Say)(nil), (*PuzzleAsk)(nil), (*PuzzleSolve)(nil), (*Ping)(nil)}
