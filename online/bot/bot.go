// Package bot is the bridge between the club and any program that speaks
// the engine protocol (README, "Engine protocol"), as lichess-bot is for
// lichess: it logs in as a bot account, takes the challenges its filter
// accepts and declines the others, and plays each game with one engine
// process of its own, spending the clock as Pace says. The client
// (online/client) reconnects by itself; the games in progress are picked
// up again after a reconnection or a restart of the bridge, from the
// events the server sends again. cmd/mancala-bot is its command line.
//
// What a bot may and may not do is the protocol's "Bots" section
// (online/proto/PROTOCOL.md); the server keeps those rules.
package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"mancala/online/client"
	"mancala/online/proto"
)

// Config is everything a bot is told.
type Config struct {
	Server   string // the club's origin: http://127.0.0.1:8080
	Name     string // the bot account's name and password, or Token
	Password string
	Token    string
	Register bool // create the bot account first (a name taken: log in)

	Engine       []string      // the engine program and its arguments
	EngineStderr io.Writer     // the engine's standard error (nil: discarded)
	EngineStart  time.Duration // the most an engine may take to start and answer isready
	EngineGrace  time.Duration // how long an engine may stay silent past its movetime
	Go           string        // a fixed search for every move ("level 3"); "": movetime by the clock
	GoTimeout    time.Duration // the most a Go search may take
	Pace         Pace          // its zero fields take DefaultPace's

	Filter     Filter
	Arenas     bool          // join the bots' arenas the filter accepts
	MaxGames   int           // games at once (accepted challenges waiting count too)
	Challenge  *Challenge    // a challenge to make at start; nil: none
	QuitAfter  int           // stop taking games after this many and end when they are over; 0: never
	ClaimAfter time.Duration // how long an opponent may be gone before the bot claims the win
	Log        *slog.Logger  // nil: discarded
}

// Challenge is a challenge the bot makes when it starts.
type Challenge struct {
	Player  string // the player's id
	Variant string
	Clock   string
	Rated   bool
}

// The defaults of the durations left zero.
const (
	DefaultEngineStart = 30 * time.Second
	DefaultEngineGrace = 5 * time.Second
	DefaultGoTimeout   = 60 * time.Second
	DefaultClaimAfter  = 45 * time.Second
)

// withDefaults fills what was left zero.
func (cfg Config) withDefaults() *Config {
	cfg.Server = strings.TrimRight(cfg.Server, "/")
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.EngineStart, DefaultEngineStart)
	def(&cfg.EngineGrace, DefaultEngineGrace)
	def(&cfg.GoTimeout, DefaultGoTimeout)
	def(&cfg.ClaimAfter, DefaultClaimAfter)
	cfg.Pace = cfg.Pace.withDefaults()
	cfg.MaxGames = max(cfg.MaxGames, 1)
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &cfg
}

// Run is the bot until ctx is done or, with QuitAfter, its games are
// over: it checks that the engine starts, logs in, and plays. Games in
// progress when it stops are left to the next run, which resumes them.
func Run(ctx context.Context, config Config) error {
	cfg := config.withDefaults()
	ws, err := WebSocketURL(cfg.Server)
	if err != nil {
		return err
	}
	if err := checkEngine(ctx, cfg); err != nil {
		return err
	}
	token, err := Login(ctx, cfg)
	if err != nil {
		return err
	}
	msgs := make(chan proto.Message, 256)
	c, err := client.Dial(ctx, client.Config{URL: ws, Token: token, Messages: msgs})
	if err != nil {
		return fmt.Errorf("bot: connecting to %s: %w", ws, err)
	}
	defer c.Close()
	if p := c.Player(); !p.Bot {
		return fmt.Errorf("bot: %s is not a bot account (make one with -register and a new name)", p.Name)
	}
	return newLobby(cfg, c, msgs).run(ctx)
}

// checkEngine starts the engine once and shakes hands, so that a wrong
// command line fails at once rather than in the first game.
func checkEngine(ctx context.Context, cfg *Config) error {
	e, err := StartEngine(cfg.Engine, cfg.EngineStderr)
	if err != nil {
		return err
	}
	defer e.Close()
	if err := e.Ready(ctx, cfg.EngineStart); err != nil {
		return fmt.Errorf("bot: the engine %q did not answer isready: %w", strings.Join(cfg.Engine, " "), err)
	}
	return nil
}

// errQuit ends the lobby's loop when QuitAfter games are over.
var errQuit = errors.New("bot: done")
