// Command mancala-server is the online game server: the browser build
// (the wasm/ folder) and the online API on one origin.
//
// Usage:
//
//	go run ./cmd/mancala-server [-addr 127.0.0.1:8080] [-web wasm] [-data DIR] [-db URL] [-nats URL] [-puzzle-mining 03:00|off]
//
// With -nats (or MANCALA_NATS) and a PostgreSQL -db, the process is one of
// several that share the database and pass game messages over NATS; their
// data folders must hold the same token secret.
// The data folder (default ./data) holds the token secret and, unless -db
// (or MANCALA_DB) gives a PostgreSQL URL, the SQLite database
// mancala.db. Its first line of output is "mancala-server: serving on
// http://<host:port>/". SIGINT or SIGTERM stops it gracefully.
// Each night at -puzzle-mining (UTC) one process mines the club's games
// finished since the last night for puzzles (package puzzlemine).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"golang.org/x/time/rate"

	_ "mancala/ai/openings" // the club's level 10 plays its openings

	"mancala/online/cluster"
	"mancala/online/puzzlemine"
	"mancala/online/server"
	"mancala/online/store"
	"mancala/online/tourney"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "mancala-server:", err)
		os.Exit(1)
	}
}

type options struct {
	addr, web, data, db string
	addrRate, guestRate float64
	maxComputer         int
	debugAddr           string
	nats, process       string
	leaseTTL            time.Duration
	arenas              string
	mining              string
	miningGames         int
}

func parseFlags() options {
	var o options
	flag.StringVar(&o.addr, "addr", "127.0.0.1:8080", "address to listen on")
	flag.StringVar(&o.web, "web", "wasm", "folder of the browser build to serve (empty: none)")
	flag.StringVar(&o.data, "data", "data", "data folder: the token secret and the SQLite database")
	flag.StringVar(&o.db, "db", os.Getenv("MANCALA_DB"), "PostgreSQL URL (postgres://...); empty: SQLite in the data folder")
	flag.Float64Var(&o.addrRate, "addr-rate", 50, "messages a second allowed to one address")
	flag.Float64Var(&o.guestRate, "guest-rate", 1, "new guests a second allowed to one address (bursts of 30)")
	flag.IntVar(&o.maxComputer, "max-computer", 50, "most live games against the computer")
	flag.StringVar(&o.nats, "nats", os.Getenv("MANCALA_NATS"), "NATS URL (nats://...): run as one of several processes sharing the PostgreSQL of -db; empty: a single process")
	flag.StringVar(&o.process, "process", "", "this process's name in a cluster (default: random)")
	flag.DurationVar(&o.leaseTTL, "lease", cluster.DefaultLeaseTTL, "in a cluster, how long a stopped process's games wait before another takes them over")
	flag.StringVar(&o.arenas, "arenas", tourney.DefaultSchedule, `the arenas the club holds by itself, separated by ";": "NAME = VARIANT CLOCK [rated] every EVERY [at OFFSET] for LENGTH" (starts: multiples of EVERY from midnight UTC plus OFFSET); "none" for none`)
	flag.StringVar(&o.mining, "puzzle-mining", "03:00", `when (HH:MM, UTC) the club's finished games are mined for puzzles each night; "off": never`)
	flag.IntVar(&o.miningGames, "puzzle-games", 200, "most games mined for puzzles a night")
	flag.StringVar(&o.debugAddr, "debug-addr", "", "address of the Go profiler's pages (/debug/pprof/), e.g. 127.0.0.1:6060; empty: none")
	flag.Parse()
	return o
}

func run() error {
	o := parseFlags()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := os.MkdirAll(o.data, 0o700); err != nil {
		return err
	}
	secret, err := server.LoadSecret(o.data)
	if err != nil {
		return err
	}
	st, err := openStore(ctx, o)
	if err != nil {
		return err
	}
	defer st.Close()
	if o.debugAddr != "" {
		go serveDebug(o.debugAddr, log)
	}
	arenas, err := tourney.ParseSchedule(o.arenas)
	if err != nil {
		return err
	}
	cfg := server.Config{Store: st, Secret: secret, Log: log, AddrRate: rate.Limit(o.addrRate),
		GuestRate: rate.Limit(o.guestRate), MaxComputerGames: o.maxComputer, Arenas: arenas}
	if cfg.Miner, err = miner(o, st, log); err != nil {
		return err
	}
	if o.nats != "" {
		nc, err := connectNATS(o, log)
		if err != nil {
			return err
		}
		defer nc.Close()
		cfg.Cluster = cluster.Config{NATS: nc, ProcessID: o.process, LeaseTTL: o.leaseTTL}.Join
	}
	if o.web != "" {
		root, err := os.OpenRoot(o.web)
		if err != nil {
			return err
		}
		defer root.Close()
		cfg.Web = root.FS()
	}
	return serve(ctx, o.addr, server.New(cfg), log)
}

// miner is the nightly miner of the club's games that -puzzle-mining
// asks for, or nil for "off".
func miner(o options, st store.Store, log *slog.Logger) (server.Miner, error) {
	if o.mining == "off" {
		return nil, nil
	}
	at, err := time.Parse("15:04", o.mining)
	if err != nil {
		return nil, fmt.Errorf(`-puzzle-mining takes HH:MM (UTC) or "off", not %q`, o.mining)
	}
	return puzzlemine.New(puzzlemine.Config{Store: st, At: time.Duration(at.Hour())*time.Hour +
		time.Duration(at.Minute())*time.Minute, MaxGames: o.miningGames, Owner: o.process, Log: log}), nil
}

// openStore opens PostgreSQL for a postgres:// URL, else SQLite in the
// data folder.
func openStore(ctx context.Context, o options) (store.Store, error) {
	if strings.HasPrefix(o.db, "postgres://") || strings.HasPrefix(o.db, "postgresql://") {
		return store.OpenPostgres(ctx, o.db)
	}
	if o.db != "" {
		return nil, errors.New("-db takes a postgres:// URL; leave it empty for SQLite")
	}
	return store.OpenSQLite(ctx, filepath.Join(o.data, "mancala.db"))
}

// connectNATS joins the cluster's NATS, which only makes sense with a
// shared PostgreSQL. The connection reconnects by itself, forever.
func connectNATS(o options, log *slog.Logger) (*nats.Conn, error) {
	if !strings.HasPrefix(o.db, "postgres") {
		return nil, errors.New("-nats needs -db with the PostgreSQL URL that the processes share")
	}
	return nats.Connect(o.nats, nats.Name("mancala-server "+o.process), nats.MaxReconnects(-1),
		nats.ReconnectWait(250*time.Millisecond),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) { log.Warn("mancala-server: NATS disconnected", "err", err) }),
		nats.ReconnectHandler(func(*nats.Conn) { log.Info("mancala-server: NATS reconnected") }))
}

func serve(ctx context.Context, addr string, srv *server.Server, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if err := srv.Start(rctx); err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	fmt.Printf("mancala-server: serving on http://%s/\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("mancala-server: stopping")
	sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer scancel()
	err = hs.Shutdown(sctx)
	cancel()
	srv.Wait()
	return err
}

// serveDebug serves the Go profiler's pages (net/http/pprof registers them
// on the default mux) apart from the game's own handler.
func serveDebug(addr string, log *slog.Logger) {
	err := http.ListenAndServe(addr, http.DefaultServeMux)
	log.Error("mancala-server: the profiler's pages stopped", "err", err)
}
