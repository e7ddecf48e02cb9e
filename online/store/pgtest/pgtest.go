// Package pgtest starts a throw-away PostgreSQL server for a test: Debian's
// postgresql package's initdb and pg_ctl, a cluster in a temporary folder,
// listening on a free port of 127.0.0.1 only, stopped and removed when the
// test ends (failed or panicked too).
//
// Without PostgreSQL installed the test is skipped, unless the environment
// sets MANCALA_PG_TESTS=1 (make test and CI do): then it fails, so a
// missing package cannot pass for a green run.
package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Cluster is one running PostgreSQL server.
type Cluster struct {
	bin  string // the folder of initdb, pg_ctl, createdb
	dir  string // the cluster's folder: data/, the socket, the log
	port int
	as   *user.User // who runs the server: postgres when we are root, else nil
	// settings are the server's, kept for Restart.
	settings []string
}

// Start starts a cluster for tb and stops it when tb ends. Each setting,
// "name=value", is passed to the server (e.g. "fsync=off" for tests that
// measure nothing).
func Start(tb testing.TB, settings ...string) *Cluster {
	tb.Helper()
	if findBin() == "" {
		missing(tb, "PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)")
	}
	if os.Geteuid() == 0 {
		if _, err := user.Lookup("postgres"); err != nil {
			missing(tb, "running as root and there is no postgres user to run PostgreSQL: "+err.Error())
		}
	}
	c, err := New(settings...)
	if c != nil {
		tb.Cleanup(c.Close)
	}
	if err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	return c
}

// New starts a cluster outside a test (make cluster); Close stops it and
// removes its folder.
func New(settings ...string) (*Cluster, error) {
	bin := findBin()
	if bin == "" {
		return nil, errors.New("pgtest: PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)")
	}
	c := &Cluster{bin: bin, settings: settings}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("pgtest: running as root and there is no postgres user: %w", err)
		}
		c.as = u
	}
	reap(bin)
	if err := c.makeDir(); err != nil {
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	if err := c.run("initdb", "-D", c.data(), "-A", "trust", "-U", "postgres", "-E", "UTF8",
		"--locale=C", "--no-sync", "--no-instructions"); err != nil {
		return c, fmt.Errorf("pgtest: %w", err)
	}
	if err := c.start(settings); err != nil {
		return c, fmt.Errorf("pgtest: %w", err)
	}
	return c, nil
}

// Close stops the server and removes the cluster's folder.
func (c *Cluster) Close() {
	c.stop()
	os.RemoveAll(c.dir)
}

// Restart stops the server (fast shutdown: connections are cut) and
// starts it again on the same port after pause.
func (c *Cluster) Restart(pause time.Duration) error {
	c.stop()
	time.Sleep(pause)
	return c.startOn(c.port, c.settings)
}

// missing skips the test, or fails it when MANCALA_PG_TESTS=1.
func missing(tb testing.TB, why string) {
	tb.Helper()
	if os.Getenv("MANCALA_PG_TESTS") == "1" {
		tb.Fatalf("pgtest: %s, and MANCALA_PG_TESTS=1 requires the PostgreSQL tests", why)
		return
	}
	tb.Skipf("pgtest: %s; skipping (MANCALA_PG_TESTS=1 makes this a failure)", why)
}

// findBin returns the folder of the newest installed initdb: Debian keeps
// it in /usr/lib/postgresql/VERSION/bin, off PATH; other systems on PATH.
func findBin() string {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	if len(dirs) > 0 {
		return filepath.Dir(dirs[0])
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p)
	}
	return ""
}

// version reads VERSION from /usr/lib/postgresql/VERSION/bin/initdb.
func version(initdb string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(initdb))))
	return n
}

// makeDir makes the cluster's folder, owned by the user that runs the
// server, and marks it with this process's id for reap.
func (c *Cluster) makeDir() error {
	dir, err := os.MkdirTemp("", "mancala-pg-")
	if err != nil {
		return err
	}
	c.dir = dir
	if err := os.WriteFile(filepath.Join(dir, "owner"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return err
	}
	if c.as == nil {
		return nil
	}
	uid, _ := strconv.Atoi(c.as.Uid)
	gid, _ := strconv.Atoi(c.as.Gid)
	return os.Chown(dir, uid, gid)
}

func (c *Cluster) data() string { return filepath.Join(c.dir, "data") }

// start starts the server on a free port, trying another port when the
// one it found was taken in the meantime.
func (c *Cluster) start(settings []string) error {
	var err error
	for range 3 {
		port, perr := freePort()
		if perr != nil {
			return perr
		}
		if err = c.startOn(port, settings); err == nil {
			return nil
		}
	}
	return err
}

// startOn starts the server on port.
func (c *Cluster) startOn(port int, settings []string) error {
	c.port = port
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1", c.port, c.dir)
	for _, s := range settings {
		opts += " -c " + s
	}
	err := c.run("pg_ctl", "-D", c.data(), "-l", filepath.Join(c.dir, "log"), "-o", opts,
		"-w", "-t", "60", "start")
	if err != nil {
		log, _ := os.ReadFile(filepath.Join(c.dir, "log"))
		return fmt.Errorf("%v\nserver log:\n%s", err, log)
	}
	return nil
}

// stop stops the server, if one runs.
func (c *Cluster) stop() {
	if _, err := os.Stat(filepath.Join(c.data(), "postmaster.pid")); err != nil {
		return
	}
	if err := c.run("pg_ctl", "-D", c.data(), "-m", "fast", "-w", "stop"); err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: stopping the cluster in %s: %v\n", c.dir, err)
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// run runs one of PostgreSQL's programs as the cluster's user.
func (c *Cluster) run(prog string, args ...string) error {
	return runAs(c.as, c.dir, filepath.Join(c.bin, prog), args...)
}

func runAs(as *user.User, dir, prog string, args ...string) error {
	if as != nil {
		args = append([]string{"-u", as.Username, "--", prog}, args...)
		prog = "runuser"
	}
	cmd := exec.Command(prog, args...)
	cmd.Dir = dir // the server's user may not enter the test's folder
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", prog, strings.Join(args, " "), err, out.Bytes())
	}
	return nil
}

// CreateDatabase creates the database name and returns its URL.
func (c *Cluster) CreateDatabase(tb testing.TB, name string) string {
	tb.Helper()
	url, err := c.CreateDB(name)
	if err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	return url
}

// CreateDB creates the database name and returns its URL (outside a test).
func (c *Cluster) CreateDB(name string) (string, error) {
	if err := c.run("createdb", "-h", c.dir, "-p", strconv.Itoa(c.port), "-U", "postgres", name); err != nil {
		return "", err
	}
	return c.URL(name), nil
}

// CreateSchema creates the schema name in database db and returns the URL
// of db with name first on the search path: a fresh, empty store, quicker
// to make than a database.
func (c *Cluster) CreateSchema(tb testing.TB, db, name string) string {
	tb.Helper()
	if strings.Trim(name, "abcdefghijklmnopqrstuvwxyz0123456789_") != "" {
		tb.Fatalf("pgtest: schema name %q is not lowercase letters, digits and _", name)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, c.URL(db))
	if err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+name); err != nil {
		tb.Fatalf("pgtest: create schema %s: %v", name, err)
	}
	return c.URL(db) + "&search_path=" + name
}

// URL is the address of database name on the cluster, over TCP.
func (c *Cluster) URL(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, name)
}

// reap stops and removes the clusters that killed test processes left
// behind (a killed or timed-out test binary runs no cleanup).
func reap(bin string) {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), "mancala-pg-*"))
	for _, dir := range dirs {
		b, err := os.ReadFile(filepath.Join(dir, "owner"))
		pid, _ := strconv.Atoi(string(b))
		if err != nil || pid <= 0 || alive(pid) {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, "data", "postmaster.pid")); err == nil {
			var as *user.User
			if os.Geteuid() == 0 {
				as, _ = user.Lookup("postgres")
			}
			runAs(as, dir, filepath.Join(bin, "pg_ctl"), "-D", filepath.Join(dir, "data"),
				"-m", "immediate", "-w", "stop")
		}
		os.RemoveAll(dir)
	}
}

// alive reports whether process pid exists.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}
