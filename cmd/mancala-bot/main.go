// Command mancala-bot connects a program that speaks the engine protocol
// (README, "Engine protocol") to the online club as a bot account: it
// takes the challenges its filters accept, declines the others, and plays
// with the engine. See the README's "Bots" section; the logic is package
// online/bot.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"mancala/online/bot"
)

func main() {
	cfg, err := parse(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mancala-bot:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := bot.Run(ctx, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "mancala-bot:", err)
		os.Exit(1)
	}
}

// options are the flags not read straight into the Config.
type options struct {
	engine, games, clocks, mode, challenge string
	verbose                                bool
}

// parse reads the command line into a Config; logs go to logOut.
func parse(args []string, logOut io.Writer) (bot.Config, error) {
	cfg := bot.Config{Pace: bot.DefaultPace, EngineStderr: os.Stderr}
	ch := bot.Challenge{}
	var o options
	fs := flag.NewFlagSet("mancala-bot", flag.ContinueOnError)
	fs.SetOutput(logOut)
	fs.StringVar(&cfg.Server, "server", "http://127.0.0.1:8080", "the club's origin")
	fs.StringVar(&cfg.Name, "name", "", "the bot account's name")
	fs.StringVar(&cfg.Password, "password", os.Getenv("MANCALA_BOT_PASSWORD"), "its password (default $MANCALA_BOT_PASSWORD)")
	fs.StringVar(&cfg.Token, "token", os.Getenv("MANCALA_BOT_TOKEN"), "a token instead of a name and password (default $MANCALA_BOT_TOKEN)")
	fs.BoolVar(&cfg.Register, "register", false, "create the bot account first (a name already taken is logged in to)")
	fs.StringVar(&o.engine, "engine", "", `the engine's command line, words separated by spaces: "go run ./cmd/mancala-engine" or a program`)
	fs.StringVar(&cfg.Go, "go", "", `a fixed search for every move instead of the clock's movetime: "level 3", "depth 6"`)
	fs.DurationVar(&cfg.GoTimeout, "go-timeout", bot.DefaultGoTimeout, "the most a -go search may take before the engine is started again")
	fs.DurationVar(&cfg.Pace.Untimed, "movetime", bot.DefaultPace.Untimed, "the engine's time for a move of an untimed game")
	fs.DurationVar(&cfg.Pace.Margin, "margin", bot.DefaultPace.Margin, "time kept from each move for the network's lag")
	fs.DurationVar(&cfg.EngineGrace, "engine-grace", bot.DefaultEngineGrace, "how long an engine may stay silent past its movetime before it is started again")
	fs.DurationVar(&cfg.EngineStart, "engine-start", bot.DefaultEngineStart, "how long an engine may take to start and answer isready")
	fs.StringVar(&o.games, "games", "all", "the games it plays: kalah,oware,congkak,bao or all")
	fs.StringVar(&o.clocks, "clocks", "all", "the clocks it plays: 3+2,5+3,10+5,untimed or all")
	fs.StringVar(&o.mode, "mode", "both", "rated, casual or both")
	fs.IntVar(&cfg.MaxGames, "max-games", 1, "games at once")
	fs.BoolVar(&cfg.Arenas, "arenas", false, "join the club's arenas for bots that -games, -clocks and -mode accept")
	fs.IntVar(&cfg.QuitAfter, "quit-after", 0, "stop after this many games (0: never)")
	fs.StringVar(&o.challenge, "challenge", "", "a player's id to challenge at start")
	fs.StringVar(&ch.Variant, "challenge-variant", "kalah", "the challenge's game, with its options")
	fs.StringVar(&ch.Clock, "challenge-clock", "3+2", "the challenge's clock: 3+2, 5+3, 10+5 or untimed")
	fs.BoolVar(&ch.Rated, "challenge-rated", false, "a rated challenge (the ladder's Kalah with a clock)")
	fs.BoolVar(&o.verbose, "v", false, "log every move too")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	return finish(cfg, ch, o, logOut)
}

// finish checks what the flags say and completes the Config.
func finish(cfg bot.Config, ch bot.Challenge, o options, logOut io.Writer) (bot.Config, error) {
	var err error
	cfg.Engine = strings.Fields(o.engine)
	switch {
	case len(cfg.Engine) == 0:
		return cfg, fmt.Errorf("-engine is required")
	case cfg.Token == "" && (cfg.Name == "" || cfg.Password == ""):
		return cfg, fmt.Errorf("-name and -password (or -token) are required")
	}
	if cfg.Filter, err = bot.ParseFilter(o.games, o.clocks, o.mode); err != nil {
		return cfg, err
	}
	if o.challenge != "" {
		ch.Player = o.challenge
		cfg.Challenge = &ch
	}
	level := slog.LevelInfo
	if o.verbose {
		level = slog.LevelDebug
	}
	cfg.Log = slog.New(slog.NewTextHandler(logOut, &slog.HandlerOptions{Level: level}))
	return cfg, nil
}
