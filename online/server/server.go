// Package server is the online game server: the HTTP API (guests,
// accounts, finished games), the WebSocket protocol of package proto, the
// lobby (seeks, invites, open challenges, computer opponents, live games)
// and one room per live game (package room). The store (package store)
// keeps everything that must survive a restart; on start the server
// resumes every unfinished game from it.
//
// Goroutines and their owners: the lobby's goroutine owns the table of
// live rooms, the connected players and the seeks; each room's goroutine
// owns its game; each connection has a reader (which owns the
// connection's state) and a writer. All stop when the context given to
// Start is done.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"
	"golang.org/x/time/rate"

	"mancala/online/room"
	"mancala/online/store"
	"mancala/online/tourney"
	"mancala/webfiles"
)

// Config is what a Server runs with. Zero limits take the defaults below.
type Config struct {
	Store  store.Store
	Secret []byte // signs tokens: LoadSecret
	Web    fs.FS  // the browser build's files, or nil
	Clock  room.Clock
	Log    *slog.Logger
	// BcryptCost is the password hash's cost (default bcrypt's 10).
	BcryptCost int
	// MaxComputerGames caps the live games against the computer (default 50).
	MaxComputerGames int
	// ConnRate and AddrRate are the messages a second allowed to one
	// connection and to one address (defaults 20 and 50; bursts twice).
	ConnRate, AddrRate rate.Limit
	// GuestRate is the new guests a second one address may create
	// (default 1, bursts of 30).
	GuestRate rate.Limit
	// SpectatorDelay is how many plies late spectators see rated games
	// (default 2).
	SpectatorDelay int
	// SecureCookie marks the token cookie Secure (behind HTTPS).
	SecureCookie bool
	// Cluster, when set, makes this process one of several sharing Store
	// (PostgreSQL): it is called once, by New, with the server's Host
	// (package cluster's Config.Join).
	Cluster func(Host) Cluster
	// Arenas is the arenas the server holds by itself (every process of a
	// cluster makes the same ones); ArenaTick how often their directors
	// look at them between games ending here (default 250 ms).
	Arenas    []tourney.Recurring
	ArenaTick time.Duration
	// Puzzles answers the puzzle requests (default: package puzzleclub's
	// on Store with the game's pack); PuzzleRate is the puzzle requests a
	// second one player may make (default 5, bursts of 20).
	Puzzles    Puzzles
	PuzzleRate rate.Limit
	// Miner, when set, runs in the background from Start until the server
	// stops (package puzzlemine's nightly miner).
	Miner Miner
}

// Server is the online server. Create it with New, then Start it.
type Server struct {
	cfg    Config
	sign   signer
	lobby  *lobby
	addrs  *limits // WebSocket messages per address
	logins *loginGuard
	guests *limits // new guests per address
	think  chan struct{}
	ctx    context.Context
	wg     sync.WaitGroup
	mux    *http.ServeMux
	// cluster is nil for a single process.
	cluster Cluster
	arenas  *tourney.Director
	feed    lobbyShared // the lobby's part that is the same for everyone
	// puzzles answers the puzzle requests, within puzzleLimits a player.
	puzzles      Puzzles
	puzzleLimits *limits
}

// New returns a server for cfg; it does nothing until Start.
func New(cfg Config) *Server {
	if cfg.Clock == nil {
		cfg.Clock = room.RealClock{}
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	setDefault(&cfg.BcryptCost, bcrypt.DefaultCost)
	setDefault(&cfg.MaxComputerGames, 50)
	setDefault(&cfg.SpectatorDelay, 2)
	if cfg.ConnRate == 0 {
		cfg.ConnRate = 20
	}
	if cfg.AddrRate == 0 {
		cfg.AddrRate = 50
	}
	if cfg.GuestRate == 0 {
		cfg.GuestRate = 1
	}
	if cfg.PuzzleRate == 0 {
		cfg.PuzzleRate = 5
	}
	s := &Server{cfg: cfg, sign: signer{cfg.Secret},
		addrs:        newLimits(cfg.AddrRate, int(2*cfg.AddrRate)),
		guests:       newLimits(cfg.GuestRate, 30),
		puzzleLimits: newLimits(cfg.PuzzleRate, 20),
		think:        make(chan struct{}, max(runtime.NumCPU()/2, 1))}
	s.puzzles = cfg.Puzzles
	if s.puzzles == nil {
		s.puzzles = defaultPuzzles(cfg, s.now)
	}
	s.logins = newLoginGuard(s.now)
	s.lobby = newLobby(s)
	s.arenas = newDirector(s)
	if cfg.Cluster != nil {
		s.cluster = cfg.Cluster(Host{s})
		s.arenas.SetRelay(s.cluster)
	}
	s.routes()
	return s
}

func setDefault(v *int, d int) {
	if *v == 0 {
		*v = d
	}
}

func (s *Server) routes() {
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("GET /ws", s.serveWS)
	api := []struct {
		method, path string
		h            http.HandlerFunc
	}{
		{"POST", "/api/guest", s.serveGuest},
		{"POST", "/api/register", s.serveRegister},
		{"POST", "/api/login", s.serveLogin},
		{"POST", "/api/logout", s.serveLogout},
		{"GET", "/api/games/{id}", s.serveGame},
	}
	for _, a := range api {
		s.mux.HandleFunc(a.method+" "+a.path, a.h)
		s.mux.HandleFunc(a.path, methodNotAllowed(a.method))
	}
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		httpError(w, http.StatusNotFound, "server: no such API call")
	})
	if s.cfg.Web != nil {
		s.mux.Handle("/", webfiles.NewHandler(s.cfg.Web))
	}
}

// methodNotAllowed answers an API call made with another method than
// allowed, as every API error: JSON {"error": ...}.
func methodNotAllowed(allowed string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allowed)
		httpError(w, http.StatusMethodNotAllowed, "server: "+r.URL.Path+" takes "+allowed)
	}
}

// Handler returns the server's HTTP handler: the API, /ws and the files.
func (s *Server) Handler() http.Handler { return s.mux }

// Start makes sure the computer players exist, readies the puzzles,
// resumes every unfinished game from the store and runs the lobby (and
// the miner, if any) until ctx is done.
func (s *Server) Start(ctx context.Context) error {
	s.ctx = ctx
	if err := s.ensureComputers(ctx); err != nil {
		return err
	}
	if err := s.puzzles.Start(ctx); err != nil {
		return fmt.Errorf("server: readying the puzzles: %w", err)
	}
	s.wg.Add(1)
	go func() { defer s.wg.Done(); s.lobby.run(ctx) }()
	if s.cfg.Miner != nil {
		s.wg.Add(1)
		go func() { defer s.wg.Done(); s.cfg.Miner.Run(ctx) }()
	}
	s.wg.Add(1)
	go func() { defer s.wg.Done(); s.arenas.Run(ctx) }()
	if s.cluster != nil {
		// The lease loop takes over the games nobody owns, these among them.
		return s.cluster.Start(ctx)
	}
	games, err := s.cfg.Store.UnfinishedGames(ctx)
	if err != nil {
		return fmt.Errorf("server: resuming games: %w", err)
	}
	for _, g := range games {
		if _, computer := computerIn(g.NewGame); computer {
			s.lobby.reserveComputer(true)
		}
		if _, err := s.openRoom(g); err != nil {
			s.cfg.Log.Error("server: resuming a game failed", "game", g.ID, "err", err)
		}
	}
	s.cfg.Log.Info("server: started", "resumed", len(games))
	return nil
}

// Wait returns once every goroutine Start began has stopped, after ctx
// is done.
func (s *Server) Wait() { s.wg.Wait() }

func (s *Server) now() time.Time { return s.cfg.Clock.Now() }
