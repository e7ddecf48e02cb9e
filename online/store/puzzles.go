package store

import (
	"context"
	"time"
)

// Puzzles keeps the club's puzzles (package puzzles' lines, each with its
// own Glicko-2 rating) and the daily puzzle. The store reads nothing in
// a line but what it is given apart (variant, themes, difficulty).
type Puzzles interface {
	// ImportPuzzles stores puzzles: one not stored is added with its
	// starting rating; a stored one whose line, variant, themes or
	// difficulty changed takes the new ones and keeps its rating, plays,
	// origin and days. It returns how many it added or changed, all in
	// one transaction.
	ImportPuzzles(ctx context.Context, ps []NewPuzzle) (int, error)
	// Puzzle returns the puzzle with the id, Tried saying whether the
	// player by has attempted it; ErrNotFound when there is none.
	Puzzle(ctx context.Context, id PuzzleID, by PlayerID) (StoredPuzzle, error)
	// NextPuzzle returns the puzzle the player has not attempted whose
	// rating is nearest near, of the variant (any when "") and with the
	// theme among its themes (any when ""); ErrNotFound when none is left.
	NextPuzzle(ctx context.Context, player PlayerID, near float64, variant, theme string) (StoredPuzzle, error)
	// DailyPuzzle returns the day's puzzle ("2026-12-06", UTC), or
	// ErrNotFound before one is set.
	DailyPuzzle(ctx context.Context, day string) (PuzzleID, error)
	// SetDailyPuzzle makes id the day's puzzle unless the day has one
	// already: the first writer wins, in any process, and every caller
	// gets the winner. The winner is marked daily (StoredPuzzle.Daily).
	// ErrNotFound when id is not stored.
	SetDailyPuzzle(ctx context.Context, day string, id PuzzleID) (PuzzleID, error)
	// DailyCandidate returns the newest puzzle mined from the club's
	// games (not the pack's) of difficulty 2 to 4 that has never been a
	// daily puzzle; ErrNotFound when there is none.
	DailyCandidate(ctx context.Context) (StoredPuzzle, error)
}

// PuzzlePlayers keeps each player's puzzle rating and attempts, guests'
// too.
type PuzzlePlayers interface {
	// SolvePuzzle stores an attempt. Only the player's first attempt at
	// a puzzle is rated: then, in one transaction, rate is given the
	// player's puzzle rating (a.Start for a first puzzle) and the
	// puzzle's, and their new ratings are stored with the attempt, the
	// counts and the streak (a solved puzzle adds one, a failed one ends
	// it). A later attempt is stored unrated and changes nothing else.
	// The first attempt is decided by a unique key, so two processes
	// rating one player's one puzzle at once rate it once. ErrNotFound
	// for an unknown player or puzzle.
	SolvePuzzle(ctx context.Context, a NewAttempt, rate RateFunc) (AttemptResult, error)
	// PuzzleRecord returns the player's puzzle rating, streaks and
	// counts, with their n latest attempts, newest first; a player who
	// never attempted one has Rating.Games 0 and no attempts, and their
	// rating is start.
	PuzzleRecord(ctx context.Context, player PlayerID, start Rating, n int) (PuzzleRecord, error)
}

// Mining keeps the nightly miner's place in the club's finished games,
// and which process mines: one at a time in a cluster, by a lease kept
// in the same row, as an arena has one director.
type Mining interface {
	// TakeMining gives the mining to owner until expires when nobody
	// holds it, its lease expired at now, or owner holds it already, and
	// the night of day has not been mined; it returns whether owner mines
	// now and the place as stored.
	TakeMining(ctx context.Context, owner, day string, now, expires time.Time) (bool, MinePlace, error)
	// SaveMining stores the mined puzzles (an id stored already is left
	// as it is) and moves the place on, in one transaction, renewing the
	// lease to expires; it fails with ErrNotOwner, changing nothing,
	// unless owner holds the mining past now (s.At).
	SaveMining(ctx context.Context, owner string, s MineSave) error
	// GamesEndedAfter returns up to n games finished with a result (not
	// aborted) after the place (by end, then id) and before by, the
	// earliest end first, without their moves.
	GamesEndedAfter(ctx context.Context, after MinePlace, by time.Time, n int) ([]Game, error)
}

// PuzzleID names a puzzle: the pack's ("k0042"), or a mined one's, its
// game's id and ply ("abc123-17").
type PuzzleID string

// PackOrigin is the origin of the embedded pack's puzzles.
const PackOrigin = "pack"

// NewPuzzle is what ImportPuzzles and SaveMining store.
type NewPuzzle struct {
	ID   PuzzleID
	Line string // the puzzle as package puzzles writes it
	// Variant is the game ("kalah", "oware", "congkak", "bao"), Themes
	// the line's themes as the pack writes them ("capture,chain"), and
	// Difficulty 1 to 5: what NextPuzzle and DailyCandidate select by.
	Variant    string
	Themes     string
	Difficulty int
	Rating     Rating    // the starting rating
	Origin     string    // PackOrigin, or the club game's id it was mined from
	Mined      time.Time // when it was mined; zero for the pack's
}

// StoredPuzzle is a stored puzzle with its rating now.
type StoredPuzzle struct {
	NewPuzzle
	Plays int    // rated attempts at it (Rating.Games too)
	Daily string // the day it was the daily puzzle, or ""
	Tried bool   // the asking player has attempted it (Puzzle only)
}

// RateFunc returns a rated attempt's new ratings of the player and the
// puzzle from their ratings before it: the caller's Glicko-2 sums.
type RateFunc func(player, puzzle Rating) (Rating, Rating)

// NewAttempt is an attempt SolvePuzzle stores.
type NewAttempt struct {
	Player PlayerID
	Puzzle PuzzleID
	At     time.Time
	Solved bool
	Start  Rating // the player's puzzle rating before their first puzzle
}

// Attempt is a stored attempt: whether it was rated, and the player's
// puzzle rating after it with its change (Delta; 0 unrated).
type Attempt struct {
	Puzzle PuzzleID
	At     time.Time
	Solved bool
	Rated  bool
	Rating float64
	Delta  float64
}

// AttemptResult is what SolvePuzzle stored: the attempt, the puzzle's
// rating after it, and the player's streaks.
type AttemptResult struct {
	Attempt
	Puzzle       Rating
	Streak, Best int
}

// PuzzleRecord is a player's puzzles: their rating (Games counts the
// rated attempts), the puzzles solved in a row (Streak) and the most
// ever (Best), the rated attempts solved and failed, and the latest
// attempts.
type PuzzleRecord struct {
	Rating         Rating
	Streak, Best   int
	Solved, Failed int
	Attempts       []Attempt
}

// MinePlace is where the miner is: the last game mined (its end and id;
// zero before the first) and the last night mined to its end (the UTC
// day, "" before the first).
type MinePlace struct {
	Ended time.Time
	Game  GameID
	Night string
}

// MineSave is one save of the miner: its place after a game, and the
// puzzles it found in the game. Done ends the night (Place.Night is its
// day): the lease is given up.
type MineSave struct {
	Place   MinePlace
	Puzzles []NewPuzzle
	Done    bool
	At      time.Time // now
	Expires time.Time // the lease's new end
}
