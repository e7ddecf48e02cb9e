// Package puzzlemine is the club's nightly miner: once a day, at a set
// UTC time, it looks for puzzles (package puzzles' MineGame) in the
// club's games that have finished since it last looked, and stores them
// with their place, so that the next daily puzzle can be one of the
// club's own (package puzzleclub). Its work is bounded: one goroutine,
// which rests as long as it worked after each game (at most half a
// core), and a cap of games a night; it stops at once when its context
// ends, and in a cluster one process mines a night, by a lease in the
// store (store.Mining). The server runs it through its Miner interface.
package puzzlemine

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"time"

	"mancala/online/room"
	"mancala/online/store"
	"mancala/puzzles"
)

// Store is what the miner needs of the store: its place and lease, the
// finished games, and each one's moves.
type Store interface {
	store.Mining
	Game(ctx context.Context, id store.GameID) (store.Game, error)
}

// Config is what a Miner runs with. Zero values take the defaults.
type Config struct {
	Store Store
	// At is when a night's mining starts, from midnight UTC (default 3 h).
	At time.Duration
	// MaxGames is the most games mined a night (default 200); the rest
	// wait for the next night.
	MaxGames int
	// Every is how many games a progress line is written after (default
	// 10); the night's last game writes one too.
	Every int
	// Lease is how long the mining stays this process's after each game
	// (default 15 minutes): a process that stops mid-night leaves it to
	// another after that long.
	Lease time.Duration
	// Settle leaves the games that ended in the last Settle before the
	// night began to the next night (default 10 minutes), so that a game
	// another process ends at that moment, its end stamped by its own
	// clock, is not passed over.
	Settle time.Duration
	// Owner names this process in the lease (default: the host, the
	// process id and a random word).
	Owner string
	Clock room.Clock
	Log   *slog.Logger
	// Progress, when set, is told of each game mined and of each night's
	// end (Report.Done): the tests' events.
	Progress func(Report)
}

// Report is how a night's mining stands.
type Report struct {
	Night     string        // the night's day, UTC
	Games     int           // games mined so far
	Of        int           // games to mine this night
	Positions int           // positions examined
	Puzzles   int           // puzzles found
	Worked    time.Duration // time spent mining, rests aside
	Done      bool          // the night is over
}

// Miner mines the club's games night after night.
type Miner struct {
	cfg  Config
	log  *slog.Logger
	seen map[string]bool // positions examined this night
}

// New returns a miner for cfg.
func New(cfg Config) *Miner {
	if cfg.At == 0 {
		cfg.At = 3 * time.Hour
	}
	setDefault(&cfg.MaxGames, 200)
	setDefault(&cfg.Every, 10)
	if cfg.Lease == 0 {
		cfg.Lease = 15 * time.Minute
	}
	if cfg.Settle == 0 {
		cfg.Settle = 10 * time.Minute
	}
	if cfg.Owner == "" {
		cfg.Owner = defaultOwner()
	}
	if cfg.Clock == nil {
		cfg.Clock = room.RealClock{}
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	return &Miner{cfg: cfg, log: cfg.Log}
}

func setDefault(v *int, d int) {
	if *v <= 0 {
		*v = d
	}
}

// defaultOwner names this process: its host, its id and a random word.
func defaultOwner() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	rand.Read(b)
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b))
}

// Night is the UTC day whose mining is due at t: the day of t less At
// (before 03:00 it is still the day before's night).
func (m *Miner) Night(t time.Time) string { return puzzles.Day(t.Add(-m.cfg.At)) }

// Run mines every night until ctx ends: at once when the night due has
// not been mined (the process was down at its time), then at each
// night's time. While another process mines a night, it looks again
// after a lease's time, in case that process stops.
func (m *Miner) Run(ctx context.Context) {
	for {
		now := m.cfg.Clock.Now()
		rep, err := m.Mine(ctx)
		next := m.nextNight(now)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			m.log.Error("puzzles: mining failed; trying again later", "night", rep.Night, "err", err)
			next = m.cfg.Clock.Now().Add(m.cfg.Lease)
		case !rep.Done:
			next = m.cfg.Clock.Now().Add(m.cfg.Lease)
		}
		if !m.sleep(ctx, next.Sub(m.cfg.Clock.Now())) {
			return
		}
	}
}

// nextNight is when the night after the one due at now starts.
func (m *Miner) nextNight(now time.Time) time.Time {
	day, _ := time.Parse(time.DateOnly, m.Night(now))
	return day.Add(24*time.Hour + m.cfg.At)
}

// sleep waits d by the miner's clock (not at all when d is not
// positive); false when ctx ended first.
func (m *Miner) sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	woke := make(chan struct{})
	t := m.cfg.Clock.AfterFunc(d, func() { close(woke) })
	defer t.Stop()
	select {
	case <-woke:
		return true
	case <-ctx.Done():
		return false
	}
}
