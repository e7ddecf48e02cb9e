package store_test

import (
	"context"
	"path/filepath"
	"testing"

	"mancala/online/store"
	"mancala/online/store/storetest"
)

func TestSQLite(t *testing.T) {
	dir := t.TempDir()
	storetest.Run(t, func(t *testing.T, name string) store.Store {
		s, err := store.OpenSQLite(context.Background(), filepath.Join(dir, name+".db"))
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}
