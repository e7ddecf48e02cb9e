package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// maxBatch is the most single-row writes one SQLite transaction commits.
const maxBatch = 128

// errClosed is the error of a write sent to a closed store.
var errClosed = errors.New("store: closed")

// batcher commits concurrent single-row writes together (group commit):
// with synchronous=FULL every commit waits for the disk, so one commit for
// all the moves that arrived meanwhile turns the disk's commits per second
// into many more moves per second. Each write is one statement that finds
// no row rather than fail on expected conflicts (ON CONFLICT DO NOTHING);
// any other failure (a full disk) rolls the whole batch back and every
// write of it fails, so nothing a caller was told failed is kept.
//
// The batcher is the one writer, so its work per move is on every move's
// path: it prepares each statement once (parsing the move's INSERT took
// as long as running it).
type batcher struct {
	w     *sql.DB
	reqs  chan *batchReq // unbuffered: a sent request is being served
	quit  chan struct{}
	wg    sync.WaitGroup
	once  sync.Once
	stmts map[string]*sql.Stmt // owned by loop
}

type batchReq struct {
	q    string
	args []any
	dest []any
	done chan error // buffered: the batcher never waits for the caller
}

func newBatcher(w *sql.DB) *batcher {
	b := &batcher{w: w, reqs: make(chan *batchReq), quit: make(chan struct{}), stmts: map[string]*sql.Stmt{}}
	b.wg.Add(1)
	go b.loop()
	return b
}

// writeRow runs q in the next batch and scans its one row into dest: the
// row is committed when writeRow returns nil. No row gives errNoRows.
func (b *batcher) writeRow(ctx context.Context, dest []any, q string, args ...any) error {
	r := &batchReq{q: q, args: args, dest: dest, done: make(chan error, 1)}
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

// commit runs the batch in one transaction. The statements run without
// their callers' contexts: SQLite rolls the whole transaction back when a
// statement is interrupted.
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

// run runs the batch, noting each write's errNoRows in errs; any other
// error ends the transaction, rolled back, and is returned.
func (b *batcher) run(batch []*batchReq, errs []error) error {
	ctx := context.Background()
	stmts := make([]*sql.Stmt, len(batch))
	for i, r := range batch { // before the transaction takes the one connection
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
		errs[i] = tx.StmtContext(ctx, stmts[i]).QueryRowContext(ctx, r.args...).Scan(r.dest...)
		if errs[i] != nil && !isNoRows(errs[i]) {
			return errs[i]
		}
	}
	return tx.Commit()
}

// close stops the batcher once the batch it is committing is done.
func (b *batcher) close() {
	b.once.Do(func() { close(b.quit) })
	b.wg.Wait()
}
