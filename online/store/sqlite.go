package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// SQLite's settings for every connection: write-ahead logging so readers
// never wait for the writer, a busy timeout instead of immediate "database
// is locked" errors, foreign keys checked, and synchronous=FULL so a
// committed move survives a power cut, not only a crash of the server.
const sqlitePragmas = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
	"&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)"

// writerCache is the writer's page cache (PRAGMA cache_size, negative in
// KiB): the live games' index pages stay in memory instead of being read
// again for every move once the database outgrows SQLite's 2 MiB default.
const writerCache = "&_pragma=cache_size(-32768)"

// sqliteReaders is how many connections read at once; writes go through one.
const sqliteReaders = 4

// OpenSQLite opens the SQLite database in the file at path, creating it if
// needed, and brings its schema up to date. Back up the file together with
// its -wal file, or with SQLite's own backup, while the server runs.
func OpenSQLite(ctx context.Context, path string) (Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, wrap("open sqlite", err)
	}
	if strings.ContainsAny(abs, "?#") {
		return nil, badInput(fmt.Sprintf("sqlite path %q has a ? or #", path))
	}
	d := &sqliteDB{}
	// The writer comes first: it creates the file and turns on WAL.
	if d.w, err = openSQLitePool(ctx, "file:"+abs+"?_txlock=immediate&"+sqlitePragmas+writerCache, 1); err != nil {
		return nil, err
	}
	d.batch = newBatcher(d.w, func(err error) bool { return d.constraint(err) != noConstraint })
	if err := migrate(ctx, d, &sqliteQueries); err != nil {
		d.close()
		return nil, err
	}
	if d.r, err = openSQLitePool(ctx, "file:"+abs+"?"+sqlitePragmas, sqliteReaders); err != nil {
		d.close()
		return nil, err
	}
	return newSQLStore(d, &sqliteQueries), nil
}

func openSQLitePool(ctx context.Context, dsn string, conns int) (*sql.DB, error) {
	p, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, wrap("open sqlite", err)
	}
	p.SetMaxOpenConns(conns)
	p.SetMaxIdleConns(conns)
	if err := p.PingContext(ctx); err != nil {
		p.Close()
		return nil, wrap("open sqlite", err)
	}
	return p, nil
}

// sqliteDB is SQLite behind sqlStore: one writer connection, so write
// transactions run one at a time and never meet SQLITE_BUSY among
// themselves, and a few reader connections for everything else. Every
// write goes through the batcher, which owns the writer.
type sqliteDB struct {
	w, r  *sql.DB
	batch *batcher
}

func (d *sqliteDB) reader() conn { return sqlConn{d.r} }
func (d *sqliteDB) writer() conn { return batchedWriter{d.batch} }

func (d *sqliteDB) writeRow(ctx context.Context, dest []any, q string, args ...any) error {
	return d.batch.writeRow(ctx, dest, q, args...)
}

func (d *sqliteDB) tx(ctx context.Context, f func(conn) error) error {
	return d.batch.tx(ctx, f)
}

func (d *sqliteDB) view(ctx context.Context, f func(conn) error) error {
	return sqlTx(ctx, d.r, &sql.TxOptions{ReadOnly: true}, f)
}

func (d *sqliteDB) timeArg(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UnixMicro()
}

func (d *sqliteDB) close() error {
	if d.batch != nil {
		d.batch.close()
	}
	var errs []error
	if d.r != nil {
		errs = append(errs, d.r.Close())
	}
	if d.w != nil {
		errs = append(errs, d.w.Close())
	}
	return errors.Join(errs...)
}

// sqliteConstraints maps the "table.columns" that SQLite names in a broken
// unique constraint to the store's names for them.
var sqliteConstraints = map[string]constraint{
	"players.id":       cPlayerID,
	"players.name_key": cPlayerName,
	"games.id":         cGameID,
	"games.rematch_of": cRematch,
	"invites.code":     cInviteCode,
	"arenas.id":        cArenaID,
}

func (d *sqliteDB) constraint(err error) constraint {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return noConstraint
	}
	switch e.Code() {
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		return cForeignKey
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		// "constraint failed: UNIQUE constraint failed: games.id (1555)"
		msg := e.Error()
		cols := msg[strings.LastIndex(msg, "failed: ")+len("failed: "):]
		cols, _, _ = strings.Cut(cols, " (")
		if c, ok := sqliteConstraints[cols]; ok {
			return c
		}
		return cOther
	}
	return noConstraint
}

// sqlRunner is what a database/sql pool and transaction both do.
type sqlRunner interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// sqlConn runs statements on a database/sql pool or transaction.
type sqlConn struct{ r sqlRunner }

func (c sqlConn) exec(ctx context.Context, q string, args ...any) (int64, error) {
	res, err := c.r.ExecContext(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

func (c sqlConn) queryRow(ctx context.Context, q string, args ...any) row {
	return c.r.QueryRowContext(ctx, q, args...)
}

func (c sqlConn) query(ctx context.Context, q string, args ...any) (rows, error) {
	rs, err := c.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return sqlRows{rs}, nil
}

// sqlRows drops the error of Close, which Err reports already.
type sqlRows struct{ *sql.Rows }

func (r sqlRows) Close() { r.Rows.Close() }

func sqlTx(ctx context.Context, p *sql.DB, opts *sql.TxOptions, f func(conn) error) error {
	tx, err := p.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op once committed; frees the connection on a panic
	if err := f(sqlConn{tx}); err != nil {
		return err
	}
	return tx.Commit()
}
