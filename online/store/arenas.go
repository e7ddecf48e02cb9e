package store

import (
	"context"
	"time"

	"mancala/engine"
)

// Arenas keeps arena tournaments: how each is set up, and the state its
// director (package arena's State, as the caller encodes it) saves as it
// runs. One process directs an arena at a time, by a lease as a game's
// owner referees it; every write of the director is fenced by that lease,
// so a director that lost the arena unseen writes nothing.
type Arenas interface {
	// CreateArena stores a new arena. It fails with ErrExists when the id
	// is taken (a schedule's arena another process made first) and
	// ErrNotFound when the creator is unknown.
	CreateArena(ctx context.Context, a NewArena) error
	// Arena returns the arena with the id, or ErrNotFound.
	Arena(ctx context.Context, id ArenaID) (Arena, error)
	// LiveArenas returns up to n arenas not finished, the soonest start
	// first: upcoming and running ones.
	LiveArenas(ctx context.Context, n int) ([]Arena, error)
	// FinishedArenas returns up to n finished arenas, the latest end first.
	FinishedArenas(ctx context.Context, n int) ([]Arena, error)
	// DirectArena gives the arena's direction to owner until expires when
	// nobody directs it, its director's lease expired at now, or owner
	// directs it already; it reports whether owner directs it now, and
	// returns the arena as stored.
	DirectArena(ctx context.Context, id ArenaID, owner string, now, expires time.Time) (bool, Arena, error)
	// RenewArenas extends every unexpired direction owner holds to
	// expires and returns the arenas: one missing has been lost.
	RenewArenas(ctx context.Context, owner string, now, expires time.Time) ([]ArenaID, error)
	// UndirectedArenas returns up to n unfinished arenas starting before
	// by that nobody directs at now, the soonest start first.
	UndirectedArenas(ctx context.Context, now, by time.Time, n int) ([]ArenaID, error)
	// SaveArena stores the arena's state and creates the games it has
	// just paired (each NewGame.Arena is set to id) in one transaction, by
	// owner at now: it fails with ErrNotOwner, changing nothing, unless
	// owner directs the arena past now. finished ends the arena: it is
	// then directed no more.
	SaveArena(ctx context.Context, owner string, id ArenaID, s ArenaSave) error
	// ArenaGamesEnded returns the arena's games that ended at or after
	// since, with their moves, the earliest end first.
	ArenaGamesEnded(ctx context.Context, id ArenaID, since time.Time) ([]Game, error)
	// ArenaGamesUnread returns the arena's ended games that no save has
	// marked read (ArenaSave.Read), with their moves, the earliest end
	// first. Unlike a cursor on the end's time, it misses no game whose
	// end commits after a later one's.
	ArenaGamesUnread(ctx context.Context, id ArenaID) ([]Game, error)
	// SetBerserk records that side halved its clock in the unfinished
	// game (ErrFinished, ErrNotFound otherwise).
	SetBerserk(ctx context.Context, game GameID, side engine.Side) error
}

// ArenaID names an arena; the caller makes it (a schedule names its
// arenas by their start, so that every process makes the same one).
type ArenaID string

// NewArena is what CreateArena stores.
type NewArena struct {
	ID   ArenaID
	Name string
	Settings
	Starts, Ends time.Time
	// Creator is the registered player who made it; "" for the server's
	// schedule.
	Creator PlayerID
	// PasswordHash is the slow hash of the arena's password; nil when
	// anyone may join.
	PasswordHash []byte
	Created      time.Time
	// Bots marks an arena for bot accounts only.
	Bots bool
}

// Arena is a stored arena.
type Arena struct {
	NewArena
	// State is what its director saved last (nil before the first save).
	State    []byte
	Finished bool
}

// ArenaSave is one save of an arena's director.
type ArenaSave struct {
	State    []byte
	Games    []NewGame // paired since the last save, to create now
	Read     []GameID  // ended games read since the last save, marked read now
	Finished bool
	At       time.Time
}
