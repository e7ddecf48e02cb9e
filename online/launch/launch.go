// Package launch starts a cluster of online servers on this machine: a
// throw-away PostgreSQL (Debian's postgresql package, package pgtest), a
// NATS server embedded in the calling process, and several
// cmd/mancala-server processes that share both; or one server process
// alone (StartServer). make cluster and the load tool use it; it is for
// trying and measuring, not for production, where PostgreSQL and NATS run
// as services of their own.
package launch

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"mancala/online/store/pgtest"
)

// Options say what to start.
type Options struct {
	Server    string   // the mancala-server binary
	Processes int      // how many server processes
	Addrs     []string // their addresses; default 127.0.0.1:0 (a free port each)
	Extra     []string // more flags for every process (e.g. -web wasm)
	Stderr    io.Writer
}

// Cluster is a running cluster.
type Cluster struct {
	PG      *pgtest.Cluster
	DB      string // the database's URL
	NATS    *natsserver.Server
	Servers []*Server
	dir     string
}

// Start starts the cluster; Stop stops it.
func Start(o Options) (*Cluster, error) {
	c := &Cluster{}
	if err := c.start(o); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

func (c *Cluster) start(o Options) error {
	var err error
	if c.PG, err = pgtest.New("max_connections=300"); err != nil { // 32 a process
		return err
	}
	if c.DB, err = c.PG.CreateDB("mancala"); err != nil {
		return err
	}
	if c.NATS, err = startNATS(); err != nil {
		return err
	}
	if c.dir, err = os.MkdirTemp("", "mancala-cluster-"); err != nil {
		return err
	}
	secret := make([]byte, 32)
	rand.Read(secret)
	if err := os.WriteFile(filepath.Join(c.dir, "secret"), []byte(fmt.Sprintf("%x\n", secret)), 0o600); err != nil {
		return err
	}
	for i := range o.Processes {
		addr := "127.0.0.1:0"
		if i < len(o.Addrs) {
			addr = o.Addrs[i]
		}
		s, err := c.startServer(o, addr, i)
		if err != nil {
			return err
		}
		c.Servers = append(c.Servers, s)
	}
	return nil
}

func startNATS() (*natsserver.Server, error) {
	s, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		return nil, err
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		return nil, errors.New("launch: NATS did not start")
	}
	return s, nil
}

// startServer runs process i and waits for its "serving on" line.
func (c *Cluster) startServer(o Options, addr string, i int) (*Server, error) {
	args := append([]string{"-addr", addr, "-data", c.dir, "-db", c.DB, "-nats", c.NATS.ClientURL(),
		"-process", fmt.Sprint("p", i+1)}, o.Extra...)
	s, err := StartServer(o.Server, args, o.Stderr)
	if err != nil {
		return nil, fmt.Errorf("launch: server %d: %w", i+1, err)
	}
	return s, nil
}

// Stop stops the servers (SIGTERM, then SIGKILL after 20 s), NATS and
// PostgreSQL, and removes their folders.
func (c *Cluster) Stop() {
	for _, s := range c.Servers {
		s.Stop()
	}
	if c.NATS != nil {
		c.NATS.Shutdown()
	}
	if c.PG != nil {
		c.PG.Close()
	}
	if c.dir != "" {
		os.RemoveAll(c.dir)
	}
}
