// Package store keeps the online server's players, games, moves, invites,
// arenas and puzzles.
//
// Store is one interface with two backends behind it, SQLite (OpenSQLite,
// an embedded file, no cgo) and PostgreSQL (OpenPostgres); both pass the
// same contract tests in package storetest. The store decides nothing about
// the game: the rules live in engine, the rating sums in the caller. What it
// guarantees is what concurrent requests and crashes need:
//
//   - a name is taken once, compared without case;
//   - a move is stored once: repeating a client's move id returns the stored
//     move and adds nothing, and a ply already taken by another move id is
//     refused (ErrPlyTaken);
//   - a game has at most one rematch (ErrRematchExists names the game that
//     won the race), and an invite is taken at most once (ErrTaken);
//   - a finished game, its result and its players' new ratings are written
//     in one transaction;
//   - only a player's first attempt at a puzzle is rated (a unique key), and
//     a day has one daily puzzle, the first written.
//
// Time is a parameter: every call that needs "now" takes it from the
// caller. Times are kept to the microsecond, in UTC; durations to the
// microsecond. All methods are safe for concurrent use.
package store

import (
	"context"
	"errors"
	"strconv"
	"time"

	"mancala/engine"
)

// Store is everything the online server keeps.
type Store interface {
	Players
	Games
	Invites
	Leases
	Arenas
	Puzzles
	PuzzlePlayers
	Mining
	// Close releases the database; the Store is not used after it.
	Close() error
}

// Players keeps who plays: guests and registered players with their rating.
type Players interface {
	// CreatePlayer adds a player: a guest when p.PasswordHash is empty,
	// a registered player otherwise. It fails with ErrNameTaken when
	// another player has the name in any case, and ErrExists when the id
	// is taken.
	CreatePlayer(ctx context.Context, p NewPlayer) (Player, error)
	// Register turns the guest id into a registered player with the name
	// and password hash, keeping its id and games. It fails with
	// ErrNotFound, ErrRegistered when the player has a password already,
	// and ErrNameTaken.
	Register(ctx context.Context, id PlayerID, name string, passwordHash []byte) (Player, error)
	// Player returns the player with the id, or ErrNotFound.
	Player(ctx context.Context, id PlayerID) (Player, error)
	// PlayerByName returns the player with the name in any case, or
	// ErrNotFound.
	PlayerByName(ctx context.Context, name string) (Player, error)
	// UpdateRating replaces the player's rating, or fails with ErrNotFound.
	// FinishGame already does this for rated games.
	UpdateRating(ctx context.Context, id PlayerID, r Rating) error
	// Leaderboard returns up to n registered players that have played at
	// least one rated game, best rating first (ties: more games, then
	// name): the players when bots is false, the bots when true; the two
	// never mix. Whether a rating is provisional is the caller's rule,
	// read from Rating.Deviation and Rating.Games.
	Leaderboard(ctx context.Context, n int, bots bool) ([]Player, error)
	// PlayerRecord returns the player's finished games won, drawn and
	// lost, one line per game spec (aborted games count for nobody),
	// ordered by spec.
	PlayerRecord(ctx context.Context, id PlayerID) ([]Record, error)
	// RatingHistory returns the player's rating after each of their last
	// n rated games, the latest first, with At the game's end.
	RatingHistory(ctx context.Context, id PlayerID, n int) ([]Rating, error)
}

// Record is a player's results in one game spec.
type Record struct {
	Spec             string
	Won, Drawn, Lost int
}

// Games keeps games and their moves.
type Games interface {
	// CreateGame stores a new, unfinished game. It fails with ErrExists
	// when the id is taken, ErrNotFound when a player or the game named
	// by RematchOf is unknown, and with a *RematchError (errors.Is
	// ErrRematchExists) when g.RematchOf already has a rematch: of two
	// simultaneous rematch requests exactly one makes a game.
	CreateGame(ctx context.Context, g NewGame) error
	// AppendMove stores m as the next move of its game, durably before it
	// returns. The result is the stored move and whether this call added
	// it: when m.ID is already stored for the game, the move stored then
	// comes back with added false and nothing changes. Otherwise m.Ply must
	// be the next ply (1 for the first move): a ply already played fails
	// with ErrPlyTaken, a later one with ErrPlyGap. A finished game refuses
	// moves with ErrFinished; an unknown game gives ErrNotFound.
	AppendMove(ctx context.Context, m Move) (stored Move, added bool, err error)
	// FinishGame records how the game ended and, for each side with a
	// rating change, sets that player's rating to the change's After, all
	// in one transaction. It fails with ErrFinished when the game has
	// already ended (nothing changes) and ErrNotFound for an unknown game.
	FinishGame(ctx context.Context, id GameID, f Finish) error
	// Game returns the game with all its moves in ply order, or
	// ErrNotFound.
	Game(ctx context.Context, id GameID) (Game, error)
	// UnfinishedGames returns every game not yet finished, with its moves,
	// oldest first: what a restarted server resumes.
	UnfinishedGames(ctx context.Context) ([]Game, error)
	// PlayerGames returns up to n finished games the player played, the
	// latest ended first, without their moves (Moves is nil; Plies says
	// how many there were).
	PlayerGames(ctx context.Context, id PlayerID, n int) ([]Game, error)
}

// Invites keeps friend invites and open challenges: a code that makes one
// game with whoever takes it first.
type Invites interface {
	// CreateInvite stores an invite. It fails with ErrExists when the
	// code is taken (the caller draws another) and ErrNotFound when the
	// creator is unknown.
	CreateInvite(ctx context.Context, inv NewInvite) error
	// Invite returns the invite with the code, taken or not, or
	// ErrNotFound.
	Invite(ctx context.Context, code string) (Invite, error)
	// TakeInvite takes the invite for player by and creates game g in the
	// same transaction, so a taken invite always has its game. It fails
	// with ErrNotFound for an unknown code, ErrTaken when it was taken
	// before, ErrCancelled when its creator withdrew it, and ErrExpired
	// when g.Created is at or past its expiry, ErrNotYours when the invite
	// is a challenge addressed to another player; CreateGame's errors for g
	// apply too. On any error nothing changes.
	TakeInvite(ctx context.Context, code string, by PlayerID, g NewGame) (Invite, error)
	// CancelInvite withdraws an invite that nobody has taken. It fails
	// with ErrNotFound, ErrTaken or ErrCancelled.
	CancelInvite(ctx context.Context, code string) error
	// OpenInvites returns up to n public invites that can still be taken
	// at time now, oldest first: the lobby's open challenges.
	OpenInvites(ctx context.Context, now time.Time, n int) ([]Invite, error)
	// InvitesFor returns up to n challenges addressed to the player (For)
	// that can still be taken at time now, oldest first.
	InvitesFor(ctx context.Context, player PlayerID, now time.Time, n int) ([]Invite, error)
	// ChallengesBy counts the challenges the player has addressed to
	// others that can still be taken at time now.
	ChallengesBy(ctx context.Context, player PlayerID, now time.Time) (int, error)
}

// InviteLife is how long an invite code stays valid: the caller sets
// NewInvite.Expires to Created plus InviteLife. A challenge addressed to
// one player waits ChallengeLife: an answer is due while both are here.
const (
	InviteLife    = 7 * 24 * time.Hour
	ChallengeLife = 10 * time.Minute
)

// Errors the Store returns; test them with errors.Is.
var (
	ErrNotFound      = errors.New("store: not found")
	ErrExists        = errors.New("store: id or code already exists")
	ErrNameTaken     = errors.New("store: name already taken")
	ErrRegistered    = errors.New("store: player already registered")
	ErrPlyTaken      = errors.New("store: ply already played by another move")
	ErrPlyGap        = errors.New("store: ply is not the next one")
	ErrFinished      = errors.New("store: game already finished")
	ErrRematchExists = errors.New("store: game already has a rematch")
	ErrTaken         = errors.New("store: invite already taken")
	ErrCancelled     = errors.New("store: invite cancelled")
	ErrExpired       = errors.New("store: invite expired")
	ErrNotYours      = errors.New("store: challenge addressed to another player")
)

// RematchError is CreateGame's error when the game already has a rematch:
// Existing is that rematch, which the losing request joins.
type RematchError struct {
	Existing GameID
}

func (e *RematchError) Error() string {
	return "store: game already has a rematch: " + string(e.Existing)
}

// Is makes errors.Is(err, ErrRematchExists) true.
func (e *RematchError) Is(target error) bool { return target == ErrRematchExists }

// PlayerID names a player; the caller makes it (e.g. random text) and it
// never changes.
type PlayerID string

// GameID names a game; the caller makes it.
type GameID string

// NewPlayer is what CreatePlayer stores.
type NewPlayer struct {
	ID   PlayerID
	Name string // unique without case; its rules are the caller's
	// PasswordHash is the slow hash (bcrypt, argon2id) the caller made;
	// empty for a guest. The store keeps it as given.
	PasswordHash []byte
	Rating       Rating // the starting rating
	Created      time.Time
	// Bot marks an engine's account: registered, on the bots' own
	// leaderboard, never on the players'.
	Bot bool
}

// Player is a stored player.
type Player struct {
	NewPlayer
}

// Guest reports whether the player has no password: guests play casual
// games only.
func (p Player) Guest() bool { return len(p.PasswordHash) == 0 }

// Rating is a Glicko-2 rating as the caller's rating code keeps it.
type Rating struct {
	Rating     float64 // e.g. 1500 for a new player
	Deviation  float64 // rating deviation, on the same scale
	Volatility float64
	Games      int       // rated games played
	At         time.Time // when it last changed; zero before the first game
}

// TimeControl is a game's clock: Base for each player at the start and
// Increment added when the turn passes. The zero value is untimed.
type TimeControl struct {
	Base      time.Duration
	Increment time.Duration
}

// Untimed reports whether the game has no clock.
func (tc TimeControl) Untimed() bool { return tc.Base == 0 && tc.Increment == 0 }

// String writes the clock as the lists and the protocol do: minutes each
// plus seconds a move ("3+2"), or "untimed".
func (tc TimeControl) String() string {
	if tc.Untimed() {
		return "untimed"
	}
	return strconv.Itoa(int(tc.Base.Minutes())) + "+" + strconv.Itoa(int(tc.Increment.Seconds()))
}

// Settings are what an invite offers and a game is played with.
type Settings struct {
	// Spec is the variant and its options as engine's Rules.String writes
	// them ("kalah pits=6 seeds=4 ...", "oware"); engine.ParseRules reads it.
	Spec  string
	Clock TimeControl
	Rated bool
}

// NewGame is what CreateGame stores.
type NewGame struct {
	ID GameID
	Settings
	South, North PlayerID
	First        engine.Side // who makes the first move
	Created      time.Time
	RematchOf    GameID  // the game this one is the rematch of, or ""
	Arena        ArenaID // the arena it is played in, or ""
}

// Result is how a game ended.
type Result uint8

// The results: Ongoing is an unfinished game; Aborted ended before it
// really began and counts for nobody.
const (
	Ongoing Result = iota
	SouthWon
	NorthWon
	Draw
	Aborted
)

var resultNames = []string{"ongoing", "south-won", "north-won", "draw", "aborted"}

// String returns the result as the store writes it: "ongoing", "south-won",
// "north-won", "draw" or "aborted".
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "result(" + strconv.Itoa(int(r)) + ")"
}

// ParseResult reads a result written by String.
func ParseResult(s string) (Result, error) {
	for i, n := range resultNames {
		if n == s {
			return Result(i), nil
		}
	}
	return 0, errors.New("store: unknown result " + s)
}

// Finish is how a game ended.
type Finish struct {
	Result Result
	Reason string // the caller's word: "resign", "flag", "agreement", ...
	// By is the side whose player ended the game by resigning, aborting or
	// claiming, or whose clock fell ("south" or "north"); "" when the rules
	// ended it, an agreement, or a first move not made in time.
	By    string
	Ended time.Time
	// SouthRating and NorthRating are the players' rating changes in a
	// rated game; nil when the game changed no rating.
	SouthRating, NorthRating *RatingChange
}

// RatingChange is one player's rating before and after a game.
type RatingChange struct {
	Before, After Rating
}

// Game is a stored game: how it was set up, how it ended (Result Ongoing
// while it goes on) and its moves.
type Game struct {
	NewGame
	Finish
	Moves []Move
	Plies int // len(Moves), also when Moves was not loaded
	// Berserk says, by side (South, North), who halved their clock in an
	// arena game (Arenas.SetBerserk).
	Berserk [2]bool
}

// Move is one stored move of a game.
type Move struct {
	Game GameID
	Ply  int    // 1 for the game's first move
	Move string // in engine's notation: "3", "F3>"
	ID   string // the client's move id, unique within the game
	// South and North are the time left on each clock after the move,
	// increment included; zero in an untimed game.
	South, North time.Duration
	At           time.Time
}

// NewInvite is what CreateInvite stores.
type NewInvite struct {
	Code    string // 8 characters made by the caller
	Creator PlayerID
	Settings
	// Public invites are open challenges that the lobby lists; the others
	// are reached by their code only.
	Public bool
	// For is the one player a challenge is addressed to, who alone may
	// take it; "" for an invite anyone with the code may take.
	For     PlayerID
	Created time.Time
	Expires time.Time // Created + InviteLife
}

// Invite is a stored invite.
type Invite struct {
	NewInvite
	TakenBy   PlayerID // who took it, or ""
	Game      GameID   // the game it made, or ""
	Cancelled bool
}
