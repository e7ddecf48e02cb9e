package store

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PostgreSQL's writes of one statement (the moves) are committed together
// (group commit), as SQLite's are. PostgreSQL groups the disk flushes of
// concurrent commits by itself, but each move in a transaction of its own
// still costs a round trip, a commit and a backend's time: at a burst
// (every game's first move at once) the moves queued behind each other
// for hundreds of milliseconds. The batcher sends the moves waiting at
// that moment as one pipeline: PostgreSQL runs a pipeline's statements in
// one implicit transaction, committed once, at the end.
//
// A statement that finds no row (a move not added) leaves the others be.
// One that fails (or a commit that fails) undoes the whole pipeline; its
// writes are then run again one by one, so each caller gets its own
// answer and nothing is committed that its caller was told failed.
const (
	pgBatchWorkers = 4   // pipelines in flight at once
	pgMaxBatch     = 128 // writes in one pipeline
	pgBatchTimeout = 10 * time.Second
)

type pgBatcher struct {
	pool *pgxpool.Pool
	reqs chan *pgWrite // unbuffered: a sent write is being served
	quit chan struct{}
	wg   sync.WaitGroup
	once sync.Once
}

// pgWrite is one statement returning at most one row, scanned into dest.
type pgWrite struct {
	ctx  context.Context // the caller's: a write it gave up on before its turn is skipped
	q    string
	args []any
	dest []any
	done chan error // buffered: the batcher never waits for the caller
}

func newPGBatcher(pool *pgxpool.Pool) *pgBatcher {
	b := &pgBatcher{pool: pool, reqs: make(chan *pgWrite), quit: make(chan struct{})}
	b.wg.Add(pgBatchWorkers)
	for range pgBatchWorkers {
		go b.loop()
	}
	return b
}

// writeRow runs q in the next pipeline; it is committed when writeRow
// returns nil. No row gives errNoRows.
func (b *pgBatcher) writeRow(ctx context.Context, dest []any, q string, args ...any) error {
	w := &pgWrite{ctx: ctx, q: q, args: args, dest: dest, done: make(chan error, 1)}
	select {
	case b.reqs <- w:
	case <-b.quit:
		return errClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	return <-w.done
}

// close stops the workers once their pipelines are done.
func (b *pgBatcher) close() {
	b.once.Do(func() { close(b.quit) })
	b.wg.Wait()
}

func (b *pgBatcher) loop() {
	defer b.wg.Done()
	for {
		select {
		case w := <-b.reqs:
			b.run(b.gather(w))
		case <-b.quit:
			return
		}
	}
}

// gather returns first and the writes waiting now, up to pgMaxBatch,
// without those whose callers have given up.
func (b *pgBatcher) gather(first *pgWrite) []*pgWrite {
	batch := make([]*pgWrite, 0, 8)
	add := func(w *pgWrite) {
		if err := w.ctx.Err(); err != nil {
			w.done <- err
			return
		}
		batch = append(batch, w)
	}
	add(first)
	for len(batch) < pgMaxBatch {
		select {
		case w := <-b.reqs:
			add(w)
		default:
			return batch
		}
	}
	return batch
}

// run commits the writes in one pipeline, or one by one when it fails.
func (b *pgBatcher) run(batch []*pgWrite) {
	if len(batch) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), pgBatchTimeout)
	defer cancel()
	if len(batch) > 1 {
		if errs, ok := b.pipeline(ctx, batch); ok {
			for i, w := range batch {
				w.done <- errs[i]
			}
			return
		}
	}
	for _, w := range batch {
		w.done <- pgRow{b.pool.QueryRow(ctx, w.q, w.args...)}.Scan(w.dest...)
	}
}

// pipeline sends the writes as one pipeline and returns each one's
// answer, and false when the pipeline was undone.
func (b *pgBatcher) pipeline(ctx context.Context, batch []*pgWrite) ([]error, bool) {
	var pb pgx.Batch
	for _, w := range batch {
		pb.Queue(w.q, w.args...)
	}
	br := b.pool.SendBatch(ctx, &pb)
	errs := make([]error, len(batch))
	ok := true
	for i, w := range batch {
		errs[i] = pgRow{br.QueryRow()}.Scan(w.dest...)
		if errs[i] != nil && errs[i] != errNoRows {
			ok = false
		}
	}
	if br.Close() != nil {
		ok = false
	}
	return errs, ok
}
