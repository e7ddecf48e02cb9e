package store_test

import (
	"context"
	"testing"

	"mancala/online/store"
	"mancala/online/store/pgtest"
	"mancala/online/store/storetest"
)

// TestPostgres runs the contract on a throw-away cluster, each test in a
// schema of its own. The cluster does not fsync: nothing here measures
// speed or survives a power cut.
func TestPostgres(t *testing.T) {
	c := pgtest.Start(t, "fsync=off")
	c.CreateDatabase(t, "contract")
	urls := map[string]string{}
	storetest.Run(t, func(t *testing.T, name string) store.Store {
		if urls[name] == "" {
			urls[name] = c.CreateSchema(t, "contract", name)
		}
		s, err := store.OpenPostgres(context.Background(), urls[name])
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}
