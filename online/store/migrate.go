package store

import (
	"context"
	"fmt"
	"strings"
)

// migrate brings the database's schema up to date: it applies, in order and
// in one transaction, every step of q.migrations not yet recorded in
// schema_migrations. Run at every Open, it does nothing when the schema is
// current, and it refuses a database that a newer program has migrated.
func migrate(ctx context.Context, d db, q *queries) error {
	err := d.tx(ctx, func(c conn) error {
		if q.lockMigrations != "" {
			if _, err := c.exec(ctx, q.lockMigrations); err != nil {
				return err
			}
		}
		if _, err := c.exec(ctx, q.migrationsTable); err != nil {
			return err
		}
		var have int
		if err := c.queryRow(ctx, q.schemaVersion).Scan(&have); err != nil {
			return err
		}
		if have > len(q.migrations) {
			return fmt.Errorf("database schema version %d is newer than this program's %d",
				have, len(q.migrations))
		}
		for v := have + 1; v <= len(q.migrations); v++ {
			if err := applyMigration(ctx, c, q, v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return wrap("migrate", err)
	}
	return nil
}

// applyMigration runs step v's statements as one batch (one round trip to
// PostgreSQL) and records the step.
func applyMigration(ctx context.Context, c conn, q *queries, v int) error {
	if _, err := c.exec(ctx, strings.Join(q.migrations[v-1], ";\n")); err != nil {
		return fmt.Errorf("step %d: %w", v, err)
	}
	_, err := c.exec(ctx, q.addMigration, v)
	return err
}
