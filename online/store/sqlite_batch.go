package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// maxBatch is the most writes one SQLite transaction commits.
const maxBatch = 128

// errClosed is the error of a write sent to a closed store.
var errClosed = errors.New("store: closed")

// batcher is SQLite's one writer, and it commits concurrent writes
// together (group commit): with synchronous=FULL every commit waits for
// the disk, so one commit for all the writes that arrived meanwhile turns
// the disk's commits per second into many more writes per second. Every
// write goes through it: the moves, and the transactions that create,
// finish and pair games, which would otherwise hold the one connection
// and wait for the disk one by one while the moves queue behind them.
//
// A batch is one transaction. A write of one statement that breaks a
// constraint or finds no row fails alone (SQLite undoes just that
// statement); a transaction runs inside a savepoint, rolled back alone
// when it fails. Any other failure (a full disk) rolls the whole batch
// back and every write of it fails, so nothing a caller was told failed
// is kept, and nothing it was told succeeded is lost.
type batcher struct {
	w        *sql.DB
	expected func(error) bool // a statement's failure that leaves the transaction whole
	reqs     chan *batchReq   // unbuffered: a sent request is being served
	quit     chan struct{}
	wg       sync.WaitGroup
	once     sync.Once
	stmts    map[string]*sql.Stmt // owned by loop
}

// batchReq is a write: one prepared statement that returns at most one row
// (q, args, dest), or a transaction (f).
type batchReq struct {
	ctx  context.Context // the caller's: a write it gave up on before its turn is skipped
	q    string
	args []any
	dest []any
	f    func(conn) error
	done chan error // buffered: the batcher never waits for the caller
}

func newBatcher(w *sql.DB, expected func(error) bool) *batcher {
	b := &batcher{w: w, expected: expected, reqs: make(chan *batchReq), quit: make(chan struct{}),
		stmts: map[string]*sql.Stmt{}}
	b.wg.Add(1)
	go b.loop()
	return b
}

// writeRow runs q in the next batch and scans its one row into dest: the
// row is committed when writeRow returns nil. No row gives errNoRows.
// The statement is prepared once: parsing the move's INSERT took as long
// as running it.
func (b *batcher) writeRow(ctx context.Context, dest []any, q string, args ...any) error {
	return b.send(ctx, &batchReq{q: q, args: args, dest: dest})
}

// tx runs f in the next batch, inside a savepoint: its writes are
// committed when tx returns nil, and undone when f fails. f runs on the
// batcher's goroutine and must only run statements on its conn, which
// runs them without the callers' contexts: SQLite rolls the whole
// transaction back when a statement is interrupted.
func (b *batcher) tx(ctx context.Context, f func(conn) error) error {
	return b.send(ctx, &batchReq{f: f})
}

func (b *batcher) send(ctx context.Context, r *batchReq) error {
	r.ctx, r.done = ctx, make(chan error, 1)
	select {
	case b.reqs <- r:
	case <-b.quit:
		return errClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-r.done:
		return err
	case <-ctx.Done():
		return ctx.Err() // the write may still commit: a retry finds it
	}
}

func (b *batcher) loop() {
	defer b.wg.Done()
	for {
		select {
		case r := <-b.reqs:
			b.commit(b.gather(r))
		case <-b.quit:
			for _, st := range b.stmts {
				st.Close()
			}
			return
		}
	}
}

// stmt returns q prepared on the writer, preparing it the first time.
func (b *batcher) stmt(ctx context.Context, q string) (*sql.Stmt, error) {
	if st, ok := b.stmts[q]; ok {
		return st, nil
	}
	st, err := b.w.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	b.stmts[q] = st
	return st, nil
}

// gather takes, besides first, the requests already waiting.
func (b *batcher) gather(first *batchReq) []*batchReq {
	batch := []*batchReq{first}
	for len(batch) < maxBatch {
		select {
		case r := <-b.reqs:
			batch = append(batch, r)
		default:
			return batch
		}
	}
	return batch
}

// commit runs the batch in one transaction and answers every request.
func (b *batcher) commit(batch []*batchReq) {
	errs := make([]error, len(batch))
	err := b.run(batch, errs)
	for i, r := range batch {
		if err != nil {
			errs[i] = err
		}
		r.done <- errs[i]
	}
}

// run runs the batch, noting each write's own failure in errs; a failure
// that spoils the transaction ends it, rolled back, and is returned.
func (b *batcher) run(batch []*batchReq, errs []error) error {
	ctx := context.Background()
	stmts := make([]*sql.Stmt, len(batch))
	for i, r := range batch { // before the transaction takes the one connection
		if r.f != nil {
			continue
		}
		st, err := b.stmt(ctx, r.q)
		if err != nil {
			return err
		}
		stmts[i] = st
	}
	tx, err := b.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op once committed
	for i, r := range batch {
		switch {
		case r.ctx.Err() != nil:
			errs[i] = r.ctx.Err()
			continue
		case r.f != nil:
			err = b.runTx(ctx, tx, r.f, &errs[i])
		default:
			err = b.runRow(ctx, tx.StmtContext(ctx, stmts[i]), r, &errs[i])
		}
		if err != nil {
			return err
		}
	}
	return tx.Commit()
}

// runRow runs a one-statement write; its own failure goes to *own, and
// one that may have spoilt the transaction is returned.
func (b *batcher) runRow(ctx context.Context, st *sql.Stmt, r *batchReq, own *error) error {
	*own = st.QueryRowContext(ctx, r.args...).Scan(r.dest...)
	if *own != nil && !isNoRows(*own) && !b.expected(*own) {
		return *own
	}
	return nil
}

// runTx runs f inside a savepoint; f's failure goes to *own and undoes
// f's writes. A savepoint that cannot be undone (SQLite rolled the whole
// transaction back after an I/O error) returns that failure.
func (b *batcher) runTx(ctx context.Context, tx *sql.Tx, f func(conn) error, own *error) error {
	if _, err := tx.ExecContext(ctx, "SAVEPOINT w"); err != nil {
		return err
	}
	if *own = f(batchConn{tx}); *own != nil {
		if _, err := tx.ExecContext(ctx, "ROLLBACK TO w"); err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx, "RELEASE w")
	return err
}

// close stops the batcher once the batch it is committing is done.
func (b *batcher) close() {
	b.once.Do(func() { close(b.quit) })
	b.wg.Wait()
}

// batchConn runs a batched transaction's statements, without the callers'
// contexts (see batcher.tx).
type batchConn struct{ tx *sql.Tx }

func (c batchConn) exec(_ context.Context, q string, args ...any) (int64, error) {
	return sqlConn{c.tx}.exec(context.Background(), q, args...)
}

func (c batchConn) queryRow(_ context.Context, q string, args ...any) row {
	return sqlConn{c.tx}.queryRow(context.Background(), q, args...)
}

func (c batchConn) query(_ context.Context, q string, args ...any) (rows, error) {
	return sqlConn{c.tx}.query(context.Background(), q, args...)
}

// batchedWriter is SQLite's writer() conn: each statement is a write of
// its own, committed with the batch it joins.
type batchedWriter struct{ b *batcher }

func (w batchedWriter) exec(ctx context.Context, q string, args ...any) (int64, error) {
	var n int64
	err := w.b.tx(ctx, func(c conn) (err error) {
		n, err = c.exec(ctx, q, args...)
		return err
	})
	return n, err
}

func (w batchedWriter) queryRow(ctx context.Context, q string, args ...any) row {
	return batchedRow{w.b, ctx, q, args}
}

// query is refused: rows cannot outlive the batch that reads them. A
// write that returns rows reads them inside tx.
func (w batchedWriter) query(context.Context, string, ...any) (rows, error) {
	return nil, errors.New("store: a SQLite write that returns rows must read them inside tx")
}

// batchedRow runs its statement when it is scanned.
type batchedRow struct {
	b    *batcher
	ctx  context.Context
	q    string
	args []any
}

func (r batchedRow) Scan(dest ...any) error {
	return r.b.tx(r.ctx, func(c conn) error { return c.queryRow(r.ctx, r.q, r.args...).Scan(dest...) })
}
