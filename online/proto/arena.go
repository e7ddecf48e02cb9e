package proto

import "errors"

// ArenaDo is a player's request about arenas. Action:
//   - "list": the arenas upcoming, running and lately finished (ArenaList);
//   - "watch" / "unwatch" Arena: its standings now and at every change
//     (ArenaState), or no more;
//   - "join" Arena (with Password for a private one): take part, waiting to
//     be paired from its start (the answer is the ArenaState showing it);
//   - "pause" Arena: not paired again until the next join; a game in
//     progress goes on;
//   - "create": a new arena named Name of Variant and Clock (Rated for
//     the ladder's Kalah), starting at Starts (Unix seconds) for Minutes,
//     with an optional Password; registered players only.
type ArenaDo struct {
	Head
	Action   string `json:"action"`
	Arena    string `json:"arena,omitempty"`
	Password string `json:"password,omitempty"`
	Name     string `json:"name,omitempty"`
	Variant  string `json:"variant,omitempty"`
	Clock    string `json:"clock,omitempty"`
	Rated    bool   `json:"rated,omitempty"`
	Starts   int64  `json:"starts,omitempty"`
	Minutes  int    `json:"minutes,omitempty"`
}

// Bounds of a created arena.
const (
	MinArenaMinutes, MaxArenaMinutes = 10, 240
	MaxArenaName                     = 40
)

func (*ArenaDo) Type() string { return "arena" }

// Validate checks the action and that it names an arena when it needs one.
func (m *ArenaDo) Validate() error {
	if err := oneOf("action", m.Action, "list", "watch", "unwatch", "join", "pause", "create"); err != nil {
		return err
	}
	if len(m.Password) > 64 || len(m.Name) > MaxArenaName || len(m.Variant) > MaxVariant || len(m.Clock) > 8 {
		return errors.New("proto: an arena's password, name, variant or clock is too long")
	}
	if m.Action == "list" || m.Action == "create" {
		return nil
	}
	return checkID("arena", m.Arena)
}

// ArenaInfo is an arena as lists show it. Starts and Ends are Unix
// seconds; Private arenas need a password to join.
type ArenaInfo struct {
	_        [0]func() // not comparable: no equality code in the page
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	Variant  string    `json:"variant"`
	Clock    string    `json:"clock"`
	Rated    bool      `json:"rated,omitempty"`
	Private  bool      `json:"private,omitempty"`
	Starts   int64     `json:"starts"`
	Ends     int64     `json:"ends"`
	Players  int       `json:"players"`
	Finished bool      `json:"finished,omitempty"`
	Bots     bool      `json:"bots,omitempty"` // for bot accounts only
}

// ArenaList answers ArenaDo "list": Live are upcoming and running arenas,
// the soonest first; Finished the latest ones.
type ArenaList struct {
	Head
	Live     []ArenaInfo `json:"live,omitempty"`
	Finished []ArenaInfo `json:"finished,omitempty"`
}

func (*ArenaList) Type() string { return "arenas" }

// Validate accepts any list.
func (*ArenaList) Validate() error { return nil }

// ArenaLine is one player's line in the standings. Sheet is the points of
// their latest games, the latest last ("2 2 4"; a 0 for a loss, "-" for
// an aborted game); Fire marks two wins in a row or more.
type ArenaLine struct {
	_       [0]func() // not comparable: no equality code in the page
	Rank    int       `json:"rank"`
	Player  Player    `json:"player"`
	Score   int       `json:"score"`
	Fire    bool      `json:"fire,omitempty"`
	Sheet   string    `json:"sheet,omitempty"`
	Playing string    `json:"playing,omitempty"` // the game they play now
	Away    bool      `json:"away,omitempty"`    // paused or withdrawn
}

// ArenaState is an arena now, sent to its watchers at every change: the
// top of the standings, the receiver's own line when they take part, and
// the best games in progress. Now is the server's time (Unix seconds), for
// the countdown.
type ArenaState struct {
	Head
	Info  ArenaInfo   `json:"info"`
	Top   []ArenaLine `json:"top,omitempty"`
	Me    *ArenaLine  `json:"me,omitempty"`
	Games []GameInfo  `json:"games,omitempty"`
	Now   int64       `json:"now"`
}

func (*ArenaState) Type() string { return "arenaState" }

// Validate checks the arena's id.
func (m *ArenaState) Validate() error { return checkID("arena", m.Info.ID) }

// ErrWrongPassword refuses a join of a private arena whose password does
// not match (unauthorized is for who may not do a thing at all).
const ErrWrongPassword Code = "wrong_password"
