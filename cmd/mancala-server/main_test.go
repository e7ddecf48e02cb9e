package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"mancala/online/store"
	"mancala/online/store/pgtest"
)

func TestNoURLOpensSQLiteInTheDataFolder(t *testing.T) {
	dir := t.TempDir()
	st, err := openStore(context.Background(), options{data: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := os.Stat(filepath.Join(dir, "mancala.db")); err != nil {
		t.Errorf("no SQLite file: %v", err)
	}
}

func TestAURLThatIsNotPostgreSQLIsRefused(t *testing.T) {
	if _, err := openStore(context.Background(), options{data: t.TempDir(), db: "mysql://x"}); err == nil {
		t.Error("a mysql URL was taken")
	}
}

func TestAPostgreSQLURLOpensPostgreSQL(t *testing.T) {
	url := pgtest.Start(t).CreateDatabase(t, "mancala")
	ctx := context.Background()
	st, err := openStore(ctx, options{data: t.TempDir(), db: url})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	p := store.NewPlayer{ID: "p-1", Name: "ann", Created: time.Now()}
	if _, err := st.CreatePlayer(ctx, p); err != nil {
		t.Fatal(err)
	}
	if got, err := st.PlayerByName(ctx, "ANN"); err != nil || got.ID != "p-1" {
		t.Errorf("read back %+v, %v", got, err)
	}
}
