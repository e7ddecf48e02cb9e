package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"mancala/online/store/pgtest"
)

// The migration tests look into schema_migrations, which the Store does not
// show, through the backends' own connections.

func TestSQLiteMigratesOnceAcrossReopens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	for range 3 {
		s, err := OpenSQLite(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		assertMigratedOnce(t, s.(*sqlStore).db, len(sqliteMigrations))
		s.Close()
	}
}

func TestSQLiteRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := OpenSQLite(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.(*sqlStore).db.writer().exec(context.Background(),
		`INSERT INTO schema_migrations (version) VALUES (999)`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	_, err = OpenSQLite(context.Background(), path)
	if err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("opening a database of schema 999: %v, want a refusal", err)
	}
}

func TestSQLiteIsInWALMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := OpenSQLite(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for pragma, want := range map[string]string{"journal_mode": "wal", "foreign_keys": "1",
		"synchronous": "2", "busy_timeout": "10000"} {
		var got string
		if err := s.(*sqlStore).db.reader().queryRow(context.Background(), "PRAGMA "+pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, want)
		}
	}
}

// TestPostgresMigratesOnceWhenServersStartTogether opens one new database
// from several goroutines at once, as servers starting together would: the
// advisory lock lets one migrate and the others find the schema current.
func TestPostgresMigratesOnceWhenServersStartTogether(t *testing.T) {
	c := pgtest.Start(t, "fsync=off")
	url := c.CreateDatabase(t, "m")
	stores := make([]Store, 4)
	errs := make([]error, len(stores))
	done := make(chan int)
	for i := range stores {
		go func() {
			stores[i], errs[i] = OpenPostgres(context.Background(), url)
			done <- i
		}()
	}
	for range stores {
		<-done
	}
	for i, err := range errs {
		if err != nil {
			t.Fatalf("server %d: %v", i, err)
		}
		defer stores[i].Close()
	}
	assertMigratedOnce(t, stores[0].(*sqlStore).db, len(postgresMigrations))
}

func assertMigratedOnce(t *testing.T, d db, steps int) {
	t.Helper()
	rs, err := d.reader().query(context.Background(), `SELECT version FROM schema_migrations ORDER BY version`)
	versions, err := collect(rs, err, func(r row) (int, error) {
		var v int
		return v, r.Scan(&v)
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range versions {
		if v != i+1 {
			t.Fatalf("schema_migrations holds %v, want 1..%d once each", versions, steps)
		}
	}
	if len(versions) != steps {
		t.Errorf("schema_migrations holds %v, want 1..%d", versions, steps)
	}
}
