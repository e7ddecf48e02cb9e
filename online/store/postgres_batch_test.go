package store

import (
	"context"
	"errors"
	"testing"

	"mancala/online/store/pgtest"
)

// pgBatchTest is a PostgreSQL store whose batcher runs pipelines the test
// builds.
type pgBatchTest struct {
	t *testing.T
	d *postgresDB
}

func newPGBatchTest(t *testing.T) *pgBatchTest {
	c := pgtest.Start(t, "fsync=off")
	c.CreateDatabase(t, "batch")
	s, err := OpenPostgres(context.Background(), c.URL("batch"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	d := s.(*sqlStore).db.(*postgresDB)
	if _, err := d.writer().exec(context.Background(), "CREATE TABLE seeds (n INTEGER PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	return &pgBatchTest{t: t, d: d}
}

// insert is a write of n; a value beyond int4 makes the statement fail.
func (bt *pgBatchTest) insert(n int64) *pgWrite {
	return &pgWrite{ctx: context.Background(), q: "INSERT INTO seeds (n) VALUES ($1::bigint) ON CONFLICT DO NOTHING RETURNING n",
		args: []any{n}, dest: []any{new(int64)}, done: make(chan error, 1)}
}

func (bt *pgBatchTest) count() int {
	var n int
	if err := bt.d.reader().queryRow(context.Background(), "SELECT count(*) FROM seeds").Scan(&n); err != nil {
		bt.t.Fatal(err)
	}
	return n
}

func TestAPipelineCommitsEveryWriteAndAnswersEach(t *testing.T) {
	bt := newPGBatchTest(t)
	batch := []*pgWrite{bt.insert(1), bt.insert(2), bt.insert(1), bt.insert(3)}
	bt.d.batch.run(batch)
	for i, want := range []error{nil, nil, errNoRows, nil} {
		if err := <-batch[i].done; !errors.Is(err, want) && err != want {
			t.Errorf("write %d: %v, want %v", i, err, want)
		}
	}
	if n := bt.count(); n != 3 {
		t.Errorf("%d rows stored, want 3", n)
	}
}

func TestAWriteThatFailsInAPipelineFailsAloneAndTheOthersAreKept(t *testing.T) {
	bt := newPGBatchTest(t)
	batch := []*pgWrite{bt.insert(1), bt.insert(1 << 40), bt.insert(2)}
	bt.d.batch.run(batch)
	errs := []error{<-batch[0].done, <-batch[1].done, <-batch[2].done}
	if errs[0] != nil || errs[1] == nil || errs[2] != nil {
		t.Errorf("answers %v: want the out-of-range write alone to fail", errs)
	}
	if n := bt.count(); n != 2 {
		t.Errorf("%d rows stored, want the 2 good ones", n)
	}
}

func TestAWriteWhoseCallerGaveUpIsSkipped(t *testing.T) {
	bt := newPGBatchTest(t)
	gone := bt.insert(7)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	gone.ctx = ctx
	bt.d.batch.run(bt.d.batch.gather(gone))
	if err := <-gone.done; !errors.Is(err, context.Canceled) {
		t.Errorf("the write of a caller who gave up: %v", err)
	}
	if n := bt.count(); n != 0 {
		t.Errorf("%d rows stored, want none", n)
	}
}
