package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"mancala/engine"
	"mancala/online/store"
	"mancala/online/store/pgtest"
)

// leaseFixture is a PostgreSQL store with one game whose lease p1 holds
// until t0+1 min, and p1's move of ply 1 in progress: its transaction has
// passed the fencing and waits (for another transaction that inserted
// the same ply and has not ended: blocker).
type leaseFixture struct {
	st      store.Store
	game    store.GameID
	t0      time.Time
	blocker pgx.Tx
	moved   chan error // the move's outcome
}

func newLeaseFixture(t *testing.T, schema string) *leaseFixture {
	c := pgtest.Start(t, "fsync=off")
	c.CreateDatabase(t, "leases")
	url := c.CreateSchema(t, "leases", schema)
	ctx := context.Background()
	st, err := store.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var ids [2]store.PlayerID
	for i, name := range []string{"ann", "bob"} {
		p, err := st.CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID("p-" + name), Name: name, Created: t0})
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = p.ID
	}
	g := store.NewGame{ID: "g1", Settings: store.Settings{Spec: "kalah"}, South: ids[0], North: ids[1],
		First: engine.South, Created: t0}
	if err := st.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	if held, _, err := st.TakeLease(ctx, store.Lease{Game: g.ID, Owner: "p1", Expires: t0.Add(time.Minute)}, t0); !held || err != nil {
		t.Fatalf("p1 takes the lease: %v %v", held, err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO moves (game_id, ply, move, move_id, south_us, north_us, played_at)
		VALUES ('g1', 1, '3', 'other', 0, 0, now())`); err != nil {
		t.Fatal(err)
	}
	f := &leaseFixture{st: st, game: g.ID, t0: t0, blocker: tx, moved: make(chan error, 1)}
	go func() {
		_, _, err := st.AppendMoveAs(ctx, "p1", store.Move{Game: g.ID, Ply: 1, Move: "1", ID: "m1", At: t0.Add(time.Second)})
		f.moved <- err
	}()
	f.waitForLocks(t, 1)
	return f
}

// waitForLocks waits until n sessions wait for a lock.
func (f *leaseFixture) waitForLocks(t *testing.T, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		var waiting int
		err := f.blocker.Conn().QueryRow(context.Background(), "SELECT count(DISTINCT pid) FROM pg_locks WHERE NOT granted").Scan(&waiting)
		if err != nil {
			t.Fatal(err)
		}
		if waiting >= n {
			return
		}
	}
	t.Fatalf("fewer than %d sessions ever waited for a lock", n)
}

// release ends the blocking transaction, and the move goes on.
func (f *leaseFixture) release(t *testing.T) {
	t.Helper()
	f.blocker.Rollback(context.Background())
	if err := <-f.moved; err != nil {
		t.Errorf("the move in progress: %v", err)
	}
}

// TestAnOwnersRenewalDoesNotWaitForItsMovesInProgress: the renewal of all
// of an owner's leases goes through while a move of one of its games holds
// that lease's row (before, it waited for the move's commit, and the moves
// that came next waited for the renewal's: the several-process p99 tail).
func TestAnOwnersRenewalDoesNotWaitForItsMovesInProgress(t *testing.T) {
	f := newLeaseFixture(t, "renew")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ids, err := f.st.RenewLeases(ctx, "p1", f.t0.Add(time.Second), f.t0.Add(2*time.Minute))
	if err != nil || len(ids) != 1 {
		t.Errorf("the renewal while a move is in progress: %v, %v (it waited for the move)", ids, err)
	}
	f.release(t)
}

// TestATakeOverWaitsForAMoveInProgress: fencing still holds: another
// process taking over an expired lease waits until the move in progress
// has committed, so no move of the old owner lands after the take-over.
func TestATakeOverWaitsForAMoveInProgress(t *testing.T) {
	f := newLeaseFixture(t, "takeover")
	done := make(chan bool, 1)
	go func() {
		held, _, err := f.st.TakeLease(context.Background(),
			store.Lease{Game: f.game, Owner: "p2", Expires: f.t0.Add(3 * time.Minute)}, f.t0.Add(2*time.Minute))
		done <- held && err == nil
	}()
	f.waitForLocks(t, 2) // the move, and now the take-over
	select {
	case <-done:
		t.Fatal("the take-over went through while the move was in progress")
	default:
	}
	f.release(t)
	if !<-done {
		t.Error("the take-over failed once the move had committed")
	}
}
