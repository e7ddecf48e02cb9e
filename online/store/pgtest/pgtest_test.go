package pgtest

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestClusterServesAndIsGoneAfterTheTest(t *testing.T) {
	var c *Cluster
	t.Run("use", func(t *testing.T) {
		c = Start(t)
		url := c.CreateDatabase(t, "db1")
		conn, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(context.Background())
		var one int
		if err := conn.QueryRow(context.Background(), "SELECT 1").Scan(&one); err != nil || one != 1 {
			t.Fatalf("SELECT 1: %d, %v", one, err)
		}
	})
	if c == nil {
		t.Skip("no cluster started")
	}
	if _, err := os.Stat(c.dir); !os.IsNotExist(err) {
		t.Errorf("the cluster's folder %s is still there: %v", c.dir, err)
	}
	if conn, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(c.port)); err == nil {
		conn.Close()
		t.Errorf("the cluster still listens on port %d", c.port)
	}
}

// recorder is a testing.TB that notes whether it was skipped or failed.
type recorder struct {
	testing.TB
	skipped, failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Skipf(string, ...any)  { r.skipped = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }

func TestMissingPostgresSkipsUnlessRequired(t *testing.T) {
	for _, c := range []struct {
		env             string
		skipped, failed bool
	}{{"", true, false}, {"0", true, false}, {"1", false, true}} {
		t.Setenv("MANCALA_PG_TESTS", c.env)
		r := &recorder{TB: t}
		missing(r, "no PostgreSQL here")
		if r.skipped != c.skipped || r.failed != c.failed {
			t.Errorf("MANCALA_PG_TESTS=%q: skipped %v failed %v, want %v %v",
				c.env, r.skipped, r.failed, c.skipped, c.failed)
		}
	}
}

// TestReapStopsClustersOfDeadTests marks a running cluster as owned by a
// process that has ended, as a killed test binary leaves it: the next
// Start's reap stops it and removes its folder.
func TestReapStopsClustersOfDeadTests(t *testing.T) {
	c := Start(t, "fsync=off")
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	owner := []byte(strconv.Itoa(dead.Process.Pid))
	if err := os.WriteFile(filepath.Join(c.dir, "owner"), owner, 0o644); err != nil {
		t.Fatal(err)
	}
	reap(c.bin)
	if _, err := os.Stat(c.dir); !os.IsNotExist(err) {
		t.Errorf("the dead test's cluster folder %s is still there: %v", c.dir, err)
	}
	if conn, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(c.port)); err == nil {
		conn.Close()
		t.Errorf("the dead test's cluster still listens on port %d", c.port)
	}
}
