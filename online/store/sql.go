package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// sqlStore is the Store both backends share: the logic is written once
// against db, and each backend brings its connections, its SQL (queries)
// and its reading of constraint errors. It is made of one part for each
// of the Store's interfaces, each on the same backend.
type sqlStore struct {
	db db
	sqlPlayers
	sqlGames
	sqlInvites
	sqlLeases
	sqlArenas
	sqlPuzzles
	sqlPuzzlePlayers
	sqlMining
}

// backend is what every part of sqlStore runs on: the database and its
// statements.
type backend struct {
	db db
	q  *queries
}

// sqlPlayers is the Players part of sqlStore (players.go).
type sqlPlayers struct{ backend }

// sqlGames is the Games part of sqlStore (games.go, games_read.go); a
// finished rated game sets its players' ratings.
type sqlGames struct {
	backend
	players sqlPlayers
}

// sqlInvites is the Invites part of sqlStore (invites.go); taking an
// invite creates its game.
type sqlInvites struct {
	backend
	games sqlGames
}

// sqlLeases is the Leases part of sqlStore (leases.go).
type sqlLeases struct{ backend }

// newSQLStore returns the Store of the backend d with its statements q.
func newSQLStore(d db, q *queries) *sqlStore {
	b := backend{db: d, q: q}
	players := sqlPlayers{b}
	games := sqlGames{backend: b, players: players}
	return &sqlStore{db: d, sqlPlayers: players, sqlGames: games,
		sqlInvites: sqlInvites{backend: b, games: games}, sqlLeases: sqlLeases{b},
		sqlArenas: sqlArenas{backend: b, games: games}, sqlPuzzles: sqlPuzzles{b},
		sqlPuzzlePlayers: sqlPuzzlePlayers{b}, sqlMining: sqlMining{backend: b, puzzles: sqlPuzzles{b}}}
}

// db is what a backend gives sqlStore: statements outside a transaction,
// and transactions that serialise the writes that need them.
type db interface {
	// reader runs reads outside a transaction; they see committed data.
	reader() conn
	// writer runs a write as a transaction of its own.
	writer() conn
	// writeRow runs a write of one statement that returns at most one row,
	// scanned into dest (errNoRows when none). The backend may commit it
	// together with concurrent ones; it is committed when writeRow returns
	// nil.
	writeRow(ctx context.Context, dest []any, q string, args ...any) error
	// tx runs f in one transaction, committing when f returns nil.
	tx(ctx context.Context, f func(conn) error) error
	// view runs f in a read-only transaction that sees one snapshot.
	view(ctx context.Context, f func(conn) error) error
	// constraint names the unique or foreign-key constraint err broke, or
	// returns "" when err is something else.
	constraint(err error) constraint
	// timeArg turns a time into the backend's column value (NULL for the
	// zero time).
	timeArg(t time.Time) any
	close() error
}

// conn runs statements: the database or a transaction.
type conn interface {
	exec(ctx context.Context, q string, args ...any) (rowsAffected int64, err error)
	// queryRow returns errNoRows from Scan when nothing matched.
	queryRow(ctx context.Context, q string, args ...any) row
	query(ctx context.Context, q string, args ...any) (rows, error)
}

type row interface{ Scan(dest ...any) error }

type rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close()
}

// errNoRows is what every backend's row.Scan returns when no row matched.
var errNoRows = sql.ErrNoRows

// constraint is a broken constraint, named the same in both backends.
type constraint string

// The constraints whose breaking means something to the caller.
const (
	noConstraint constraint = ""
	cPlayerID    constraint = "player id"
	cPlayerName  constraint = "player name"
	cGameID      constraint = "game id"
	cRematch     constraint = "rematch"
	cInviteCode  constraint = "invite code"
	cArenaID     constraint = "arena id"
	cForeignKey  constraint = "foreign key"
	cOther       constraint = "other"
)

// norm is how the store keeps a time: UTC, to the microsecond.
func norm(t time.Time) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.UTC().Truncate(time.Microsecond)
}

// micros and fromMicros keep durations as whole microseconds.
func micros(d time.Duration) int64      { return d.Microseconds() }
func fromMicros(us int64) time.Duration { return time.Duration(us) * time.Microsecond }

// t is a time as the backend's column takes it.
func (s *backend) t(t time.Time) any { return s.db.timeArg(norm(t)) }

// broke names the constraint that err broke, if any.
func (s *backend) broke(err error) constraint { return s.db.constraint(err) }

func (s *sqlStore) Close() error { return s.db.close() }

// limit is a list's LIMIT: n, or 0 for a negative n (which SQLite takes
// as no limit and PostgreSQL refuses).
func limit(n int) int { return max(n, 0) }

// wrap says what failed in a database error.
func wrap(what string, err error) error { return fmt.Errorf("store: %s: %w", what, err) }

// notFound is ErrNotFound naming what was not found.
func notFound(what string) error { return fmt.Errorf("%w: %s", ErrNotFound, what) }

// timeCol scans a time column: an integer of microseconds (SQLite), a
// time (PostgreSQL) or NULL (the zero time).
type timeCol struct{ t *time.Time }

func (c timeCol) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*c.t = time.Time{}
	case int64:
		*c.t = time.UnixMicro(v).UTC()
	case time.Time:
		*c.t = norm(v)
	default:
		return fmt.Errorf("store: time column holds %T", src)
	}
	return nil
}

// jsonCol scans a nullable JSON text column into a *RatingChange.
type jsonCol struct{ rc **RatingChange }

func (c jsonCol) Scan(src any) error {
	var b []byte
	switch v := src.(type) {
	case nil:
		*c.rc = nil
		return nil
	case string:
		b = []byte(v)
	case []byte:
		b = v
	default:
		return fmt.Errorf("store: rating change column holds %T", src)
	}
	rc := new(RatingChange)
	if err := json.Unmarshal(b, rc); err != nil {
		return fmt.Errorf("store: rating change: %w", err)
	}
	*c.rc = rc
	return nil
}

// changeArg writes a rating change as JSON text, or NULL.
func changeArg(rc *RatingChange) (any, error) {
	if rc == nil {
		return nil, nil
	}
	c := *rc
	c.Before.At, c.After.At = norm(c.Before.At), norm(c.After.At)
	b, err := json.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("store: rating change: %w", err)
	}
	return string(b), nil
}

// sentinels are the Store's typed errors.
var sentinels = []error{ErrNotFound, ErrExists, ErrNameTaken, ErrRegistered, ErrPlyTaken, ErrPlyGap,
	ErrFinished, ErrRematchExists, ErrTaken, ErrCancelled, ErrExpired, ErrNotYours}

// badInput is the error for a record the store cannot keep (an empty id,
// a negative clock): the caller's mistake, reported as it is.
type badInput string

func (e badInput) Error() string { return "store: " + string(e) }

// done returns err as the caller sees it: nil, one of the Store's own
// errors unchanged, or a database error wrapped with what failed.
func done(what string, err error) error {
	if err == nil {
		return nil
	}
	var bad badInput
	if errors.As(err, &bad) {
		return err
	}
	for _, e := range sentinels {
		if errors.Is(err, e) {
			return err
		}
	}
	return wrap(what, err)
}

// isNotFound reports whether err is the Store's ErrNotFound.
func isNotFound(err error) bool { return errors.Is(err, ErrNotFound) }

// isNoRows reports whether err says a single-row query matched nothing.
func isNoRows(err error) bool { return errors.Is(err, errNoRows) }

// collect reads every row of a query with scan.
func collect[T any](rs rows, err error, scan func(row) (T, error)) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	var out []T
	for rs.Next() {
		v, err := scan(rs)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rs.Err()
}
