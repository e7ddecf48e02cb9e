package store

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// postgresConns is how many connections the store opens unless the URL sets
// pool_max_conns: pgx's default (4 on this machine) would let only 4 moves
// commit together, and the disk's flushes would bound the moves per second.
const postgresConns = 32

// postgresMinConns is how many connections the store keeps open from the
// start unless the URL sets pool_min_conns: opening them (a new backend
// each) in the first burst of moves held those moves up by tens of
// milliseconds.
const postgresMinConns = 12

// OpenPostgres connects to the PostgreSQL database at url
// ("postgres://user:password@host:port/db?sslmode=disable", or the key=value
// form pgx reads) and brings its schema up to date. Several servers may
// open one database at once: migrations take an advisory lock. Back the
// database up with pg_dump.
func OpenPostgres(ctx context.Context, url string) (Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, wrap("open postgres", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = postgresConns
	}
	if !strings.Contains(url, "pool_min_conns") {
		cfg.MinConns = min(postgresMinConns, cfg.MaxConns)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, wrap("open postgres", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, wrap("open postgres", err)
	}
	d := &postgresDB{pool: pool, batch: newPGBatcher(pool)}
	if err := migrate(ctx, d, &postgresQueries); err != nil {
		d.close()
		return nil, err
	}
	return newSQLStore(d, &postgresQueries), nil
}

// postgresDB is PostgreSQL behind sqlStore: a pgx pool. Transactions are
// READ COMMITTED and lock the rows they change (FOR UPDATE in the queries);
// views are REPEATABLE READ, one snapshot.
type postgresDB struct {
	pool  *pgxpool.Pool
	batch *pgBatcher // the writes of writeRow (postgres_batch.go)
}

// pgRunner is what a pool and a transaction both do.
type pgRunner interface {
	Exec(ctx context.Context, q string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, q string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, q string, args ...any) pgx.Row
}

// pgConn runs statements on a pool or in a transaction.
type pgConn struct{ r pgRunner }

func (c pgConn) exec(ctx context.Context, q string, args ...any) (int64, error) {
	tag, err := c.r.Exec(ctx, q, args...)
	return tag.RowsAffected(), err
}

func (c pgConn) queryRow(ctx context.Context, q string, args ...any) row {
	return pgRow{c.r.QueryRow(ctx, q, args...)}
}

func (c pgConn) query(ctx context.Context, q string, args ...any) (rows, error) {
	return c.r.Query(ctx, q, args...)
}

// pgRow reports pgx's "no rows" as errNoRows.
type pgRow struct{ r pgx.Row }

func (r pgRow) Scan(dest ...any) error {
	err := r.r.Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return errNoRows
	}
	return err
}

func (d *postgresDB) reader() conn { return pgConn{d.pool} }
func (d *postgresDB) writer() conn { return pgConn{d.pool} }

// writeRow runs q in a pipeline with the other writes waiting then, all
// committed at once (postgres_batch.go).
func (d *postgresDB) writeRow(ctx context.Context, dest []any, q string, args ...any) error {
	return d.batch.writeRow(ctx, dest, q, args...)
}

func (d *postgresDB) tx(ctx context.Context, f func(conn) error) error {
	return d.run(ctx, pgx.TxOptions{}, f)
}

func (d *postgresDB) view(ctx context.Context, f func(conn) error) error {
	return d.run(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, f)
}

func (d *postgresDB) run(ctx context.Context, opts pgx.TxOptions, f func(conn) error) error {
	tx, err := d.pool.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx) // a no-op once committed; frees the connection on a panic
	if err := f(pgConn{tx}); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

func (d *postgresDB) timeArg(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}

func (d *postgresDB) close() error {
	d.batch.close()
	d.pool.Close()
	return nil
}

// postgresConstraints maps the names given in postgresMigrations to the
// store's names for them.
var postgresConstraints = map[string]constraint{
	"players_pkey":         cPlayerID,
	"players_name_key":     cPlayerName,
	"games_pkey":           cGameID,
	"games_rematch_of_key": cRematch,
	"invites_pkey":         cInviteCode,
	"arenas_pkey":          cArenaID,
}

// The SQLSTATE codes of broken constraints.
const (
	pgUniqueViolation     = "23505"
	pgForeignKeyViolation = "23503"
)

func (d *postgresDB) constraint(err error) constraint {
	var e *pgconn.PgError
	if !errors.As(err, &e) {
		return noConstraint
	}
	switch e.Code {
	case pgForeignKeyViolation:
		return cForeignKey
	case pgUniqueViolation:
		if c, ok := postgresConstraints[e.ConstraintName]; ok {
			return c
		}
		return cOther
	}
	return noConstraint
}
