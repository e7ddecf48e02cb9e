package arena

import (
	"errors"
	"slices"
	"time"
)

// BerserkMoves is how many moves of their own a berserk player must have
// made for a win to score the extra point.
const BerserkMoves = 7

// Result is how an arena game ended.
type Result uint8

// The results.
const (
	SouthWins Result = iota
	NorthWins
	Draw
	Aborted
)

// Game is one arena game as the arena needs it: its players (South moves
// first), whether each went berserk, how many moves each made, and, once
// over, its result.
type Game struct {
	ID           string
	South, North string
	Berserk      [2]bool // by side: South, North
	Moves        [2]int  // each side's moves
	Result       Result
	// LeftBy, for an aborted game, is the player who left it unplayed
	// (pressed Abort, or let the first-move time run out): withdrawn.
	LeftBy string
}

// Played is one finished game in a player's record.
type Played struct {
	Game     string
	Opponent string
	Outcome  Outcome
	Points   int  // what the game scored
	Doubled  bool // a win on fire
	Berserk  bool // the player went berserk
	Rating   float64
}

// Outcome is a game's result for one player.
type Outcome uint8

// The outcomes.
const (
	Win Outcome = iota
	DrawnGame
	Loss
	Abort
)

// Entry is one player of an arena: their rating, their record, and where
// they are now.
type Entry struct {
	Player    string
	Rating    float64
	Joined    time.Time // first joined, for ties
	Played    []Played
	Score     int
	Fire      bool      // two wins in a row or more: the next win counts double
	Firsts    int       // games they moved first in
	Seconds   int       // games they moved second in
	Playing   string    // the game they play now, or ""
	Waiting   bool      // waiting to be paired
	Away      bool      // paused: not paired until they join again
	Withdrawn bool      // left a game unplayed: not paired until they join again
	Since     time.Time // waiting since
	Last      string    // their last opponent
}

// Arena is an arena's players and games in progress.
type Arena struct {
	End     time.Time // no pairing after it
	players map[string]*Entry
	order   []string // by first join
	games   map[string]*Game
}

// New returns an empty arena that ends at end.
func New(end time.Time) *Arena {
	return &Arena{End: end, players: map[string]*Entry{}, games: map[string]*Game{}}
}

// Errors of the arena's events.
var (
	ErrEnded     = errors.New("arena: the arena is over")
	ErrUnknown   = errors.New("arena: no such player or game")
	ErrInGame    = errors.New("arena: the player is in a game")
	ErrNotMoving = errors.New("arena: berserk is only before the player's first move")
)

// Join adds player (or brings them back after a pause or a withdrawal) as
// waiting since now, with their rating now.
func (a *Arena) Join(player string, rating float64, now time.Time) error {
	if !now.Before(a.End) {
		return ErrEnded
	}
	e, ok := a.players[player]
	if !ok {
		e = &Entry{Player: player, Joined: now}
		a.players[player] = e
		a.order = append(a.order, player)
	}
	e.Rating, e.Withdrawn, e.Away = rating, false, false
	if e.Playing == "" {
		e.Waiting, e.Since = true, now
	}
	return nil
}

// Pause takes player out of the pairing (they leave the arena for now);
// a game in progress goes on.
func (a *Arena) Pause(player string) error {
	e, ok := a.players[player]
	if !ok {
		return ErrUnknown
	}
	e.Waiting, e.Away = false, true
	return nil
}

// Entry returns player's entry, and false when they never joined.
func (a *Arena) Entry(player string) (Entry, bool) {
	e, ok := a.players[player]
	if !ok {
		return Entry{}, false
	}
	c := *e
	c.Played = slices.Clone(e.Played)
	return c, true
}

// Playing returns the games in progress.
func (a *Arena) Playing() []Game {
	var gs []Game
	for _, id := range a.sortedGames() {
		gs = append(gs, *a.games[id])
	}
	return gs
}

// sortedGames returns the games' ids in order.
func (a *Arena) sortedGames() []string {
	ids := make([]string, 0, len(a.games))
	for id := range a.games {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
