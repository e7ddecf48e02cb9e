package store

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"
)

// batchTest is an SQLite store whose batcher runs batches the test builds:
// the writes of one batch share one transaction.
type batchTest struct {
	t *testing.T
	d *sqliteDB
}

func newBatchTest(t *testing.T) *batchTest {
	s, err := OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "batch.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	d := s.(*sqlStore).db.(*sqliteDB)
	if _, err := d.writer().exec(context.Background(), "CREATE TABLE seeds (n INTEGER PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	return &batchTest{t: t, d: d}
}

// insert is a one-statement write of n.
func (bt *batchTest) insert(n int) *batchReq {
	return &batchReq{ctx: context.Background(), q: "INSERT INTO seeds (n) VALUES (?) RETURNING n", args: []any{n},
		dest: []any{new(int)}, done: make(chan error, 1)}
}

// txn is a transaction that inserts ns, then fails with fail if it is set.
func (bt *batchTest) txn(fail error, ns ...int) *batchReq {
	f := func(c conn) error {
		for _, n := range ns {
			if _, err := c.exec(context.Background(), "INSERT INTO seeds (n) VALUES (?)", n); err != nil {
				return err
			}
		}
		return fail
	}
	return &batchReq{ctx: context.Background(), f: f, done: make(chan error, 1)}
}

// commit runs the requests as one batch and returns their answers.
func (bt *batchTest) commit(reqs ...*batchReq) []error {
	bt.d.batch.commit(reqs)
	errs := make([]error, len(reqs))
	for i, r := range reqs {
		errs[i] = <-r.done
	}
	return errs
}

// stored returns the seeds committed, in order.
func (bt *batchTest) stored() []int {
	rs, err := bt.d.reader().query(context.Background(), "SELECT n FROM seeds ORDER BY n")
	ns, err := collect(rs, err, func(r row) (n int, err error) { return n, r.Scan(&n) })
	if err != nil {
		bt.t.Fatal(err)
	}
	return ns
}

func (bt *batchTest) wantStored(want ...int) {
	bt.t.Helper()
	if got := bt.stored(); !slices.Equal(got, want) {
		bt.t.Fatalf("stored %v, want %v", got, want)
	}
}

func TestBatchFailedTransactionIsUndoneAlone(t *testing.T) {
	bt := newBatchTest(t)
	refused := errors.New("refused")
	errs := bt.commit(bt.insert(1), bt.txn(refused, 2, 3), bt.txn(nil, 4, 5), bt.insert(6))
	if errs[0] != nil || errs[2] != nil || errs[3] != nil || !errors.Is(errs[1], refused) {
		t.Fatalf("answers %v, want only the second refused", errs)
	}
	bt.wantStored(1, 4, 5, 6)
}

func TestBatchBrokenConstraintFailsAlone(t *testing.T) {
	bt := newBatchTest(t)
	bt.commit(bt.insert(1))
	errs := bt.commit(bt.insert(2), bt.insert(1), bt.txn(nil, 3, 1), bt.insert(4))
	if errs[0] != nil || errs[3] != nil || errs[1] == nil || errs[2] == nil {
		t.Fatalf("answers %v, want the second and third refused", errs)
	}
	if c := bt.d.constraint(errs[1]); c != cOther {
		t.Errorf("the repeated key's failure names %q, want a unique constraint", c)
	}
	bt.wantStored(1, 2, 4)
}

// A failure that ends the whole transaction (as SQLite does after an I/O
// error) fails every write of the batch, the ones before it too.
func TestBatchSpoiltTransactionFailsEveryWrite(t *testing.T) {
	bt := newBatchTest(t)
	spoil := func(c conn) error {
		c.exec(context.Background(), "ROLLBACK")
		return errors.New("disk gone")
	}
	errs := bt.commit(bt.insert(1), bt.txn(nil, 2), &batchReq{ctx: context.Background(), f: spoil, done: make(chan error, 1)}, bt.insert(3))
	for i, err := range errs {
		if err == nil {
			t.Errorf("write %d succeeded in a batch rolled back", i)
		}
	}
	bt.wantStored()
	if errs := bt.commit(bt.insert(4)); errs[0] != nil {
		t.Fatalf("the next batch failed: %v", errs[0])
	}
	bt.wantStored(4)
}

func TestBatchSkipsWriteItsCallerGaveUp(t *testing.T) {
	bt := newBatchTest(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	gone := bt.insert(2)
	gone.ctx = ctx
	errs := bt.commit(bt.insert(1), gone, bt.insert(3))
	if errs[0] != nil || errs[2] != nil || !errors.Is(errs[1], context.Canceled) {
		t.Fatalf("answers %v, want only the second cancelled", errs)
	}
	bt.wantStored(1, 3)
}

func TestBatchedWriterRefusesRowsOutsideTx(t *testing.T) {
	bt := newBatchTest(t)
	if _, err := bt.d.writer().query(context.Background(), "DELETE FROM seeds RETURNING n"); err == nil {
		t.Fatal("a write returning rows ran outside tx")
	}
}

// Writes sent from many goroutines at once all commit.
func TestBatchKeepsEveryConcurrentWrite(t *testing.T) {
	bt := newBatchTest(t)
	const n = 200
	errs := make(chan error, n)
	for i := range n {
		go func() {
			errs <- bt.d.tx(context.Background(), func(c conn) error {
				_, err := c.exec(context.Background(), "INSERT INTO seeds (n) VALUES (?)", i)
				return err
			})
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if got := len(bt.stored()); got != n {
		t.Fatalf("%d writes stored, want %d", got, n)
	}
}
