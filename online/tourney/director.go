package tourney

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// Host is what a director needs of its server process.
type Host interface {
	Store() store.Store
	Now() time.Time
	// StartGame opens the room of an arena game just stored; its players
	// follow it from then on.
	StartGame(g store.Game) error
	// Players returns the players as lists show them, by id.
	Players(ctx context.Context, ids []store.PlayerID) map[store.PlayerID]proto.Player
	// Settings reads a variant and clock as the server's games have them
	// (rated only for the ladder's Kalah with a clock), or refuses them.
	Settings(variant, clock string, rated bool) (store.Settings, *proto.Error)
}

// Watcher receives an arena's news as frames (a connection).
type Watcher interface {
	Deliver(frames ...[]byte)
	Player() store.PlayerID
}

// Config is how a director runs.
type Config struct {
	Host  Host
	Owner string // the process's id in the arenas' leases
	// LeaseTTL is how long an arena waits for a director that stopped
	// renewing (default 3 s); Tick how often a round runs without a game
	// ending here (default 250 ms).
	LeaseTTL, Tick time.Duration
	Schedule       []Recurring
	// Ahead is how long before their start the schedule's arenas are made
	// and directed (default 2 h).
	Ahead time.Duration
	// NewGameID makes the id of a paired game (and, after "a-", of an
	// arena a player creates).
	NewGameID func() string
	Log       *slog.Logger
}

// Director directs the arenas it holds; one per process.
type Director struct {
	cfg     Config
	reqs    chan request
	nudge   chan struct{}
	held    map[store.ArenaID]*directed // the loop's own
	renewed time.Time                   // the loop's own
	made    time.Time                   // when the schedule was last made

	mu       sync.Mutex
	watchers map[store.ArenaID]map[Watcher]bool
	relay    Relay
	known    map[store.PlayerID]proto.Player // players' names, read once
}

// SetRelay joins the director to a cluster's other directors.
func (d *Director) SetRelay(r Relay) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.relay = r
}

func (d *Director) relayed() Relay {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.relay
}

// Request is a player's join or pause, answered once stored; another
// process's director may have sent it (Relay).
type Request struct {
	Arena  store.ArenaID  `json:"arena"`
	Player store.PlayerID `json:"player"`
	Join   bool           `json:"join,omitempty"`
	Rating float64        `json:"rating,omitempty"`
}

// request is a Request on its way through the loop.
type request struct {
	Request
	answer    chan error
	forwarded bool // from another process: never sent on again
}

// Relay carries arenas' requests and news between the processes of a
// cluster (package cluster); a single process has none.
type Relay interface {
	// Forward sends r to the process directing its arena and returns its
	// answer (ErrElsewhere when none answers).
	Forward(ctx context.Context, r Request) error
	// Changed tells the other processes that the arena has changed, so
	// that they show its watchers the stored state (Refresh).
	Changed(arena store.ArenaID)
}

// Errors of the requests.
var (
	ErrElsewhere = errors.New("tourney: another process directs this arena")
	ErrOver      = errors.New("tourney: the arena is over")
)

// New returns a director; Run runs it.
func New(cfg Config) *Director {
	if cfg.LeaseTTL == 0 {
		cfg.LeaseTTL = 3 * time.Second
	}
	if cfg.Tick == 0 {
		cfg.Tick = 250 * time.Millisecond
	}
	if cfg.Ahead == 0 {
		cfg.Ahead = 2 * time.Hour
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	return &Director{cfg: cfg, reqs: make(chan request, 64), nudge: make(chan struct{}, 1),
		held: map[store.ArenaID]*directed{}, watchers: map[store.ArenaID]map[Watcher]bool{},
		known: map[store.PlayerID]proto.Player{}}
}

// Run directs arenas until ctx is done.
func (d *Director) Run(ctx context.Context) {
	tick := time.NewTicker(d.cfg.Tick)
	defer tick.Stop()
	for {
		var reqs []request
		select {
		case <-ctx.Done():
			return
		case r := <-d.reqs:
			reqs = append(reqs, r)
		case <-d.nudge:
		case <-tick.C:
		}
		reqs = append(reqs, d.drain()...)
		d.round(ctx, reqs)
	}
}

// drain takes the requests already waiting, so that one round stores them
// all.
func (d *Director) drain() []request {
	var reqs []request
	for {
		select {
		case r := <-d.reqs:
			reqs = append(reqs, r)
		default:
			return reqs
		}
	}
}

// Ended tells the director that a game of an arena ended on this process:
// the next round runs at once.
func (d *Director) Ended() {
	select {
	case d.nudge <- struct{}{}:
	default:
	}
}

// round keeps the leases, then runs every directed arena once with its
// requests.
func (d *Director) round(ctx context.Context, reqs []request) {
	now := d.cfg.Host.Now()
	if now.Sub(d.renewed) >= d.cfg.LeaseTTL/4 {
		d.keep(ctx, now)
	}
	byArena := map[store.ArenaID][]request{}
	for _, r := range reqs {
		if d.held[r.Arena] == nil && !r.forwarded {
			d.take(ctx, r.Arena, now)
		}
		if d.held[r.Arena] == nil {
			d.elsewhere(ctx, r)
			continue
		}
		byArena[r.Arena] = append(byArena[r.Arena], r)
	}
	for id, a := range d.held {
		if !a.run(ctx, d, byArena[id], now) {
			delete(d.held, id)
		}
	}
}

// elsewhere answers a request for an arena another process directs: sent
// on to it, off the loop, unless it came from another process.
func (d *Director) elsewhere(ctx context.Context, r request) {
	relay := d.relayed()
	if relay == nil || r.forwarded {
		r.answer <- ErrElsewhere
		return
	}
	go func() { r.answer <- relay.Forward(ctx, r.Request) }()
}

// Serve answers a request another process sent on (Relay.Forward):
// ErrElsewhere when this process does not direct the arena either.
func (d *Director) Serve(ctx context.Context, r Request) error {
	return d.ask(ctx, request{Request: r, forwarded: true})
}

// keep renews the leases, makes the schedule's arenas and takes the
// arenas nobody directs.
func (d *Director) keep(ctx context.Context, now time.Time) {
	st := d.cfg.Host.Store()
	ids, err := st.RenewArenas(ctx, d.cfg.Owner, now, now.Add(d.cfg.LeaseTTL))
	if err != nil {
		d.cfg.Log.Error("tourney: renewing leases failed", "err", err)
		return
	}
	d.renewed = now
	kept := map[store.ArenaID]bool{}
	for _, id := range ids {
		kept[id] = true
	}
	for id := range d.held {
		if !kept[id] {
			delete(d.held, id) // lost: another process directs it now
		}
	}
	if now.Sub(d.made) >= time.Minute {
		d.makeSchedule(ctx, now)
	}
	free, err := st.UndirectedArenas(ctx, now, now.Add(d.cfg.Ahead), 20)
	if err != nil {
		d.cfg.Log.Error("tourney: reading arenas failed", "err", err)
	}
	for _, id := range free {
		d.take(ctx, id, now)
	}
}

// makeSchedule stores the schedule's arenas starting within Ahead; one
// another process made first is fine.
func (d *Director) makeSchedule(ctx context.Context, now time.Time) {
	d.made = now
	for _, r := range d.cfg.Schedule {
		for _, a := range r.next(now, d.cfg.Ahead) {
			err := d.cfg.Host.Store().CreateArena(ctx, a)
			if err != nil && !errors.Is(err, store.ErrExists) {
				d.cfg.Log.Error("tourney: making a scheduled arena failed", "arena", a.ID, "err", err)
			}
		}
	}
}

// take directs arena id when nobody else does.
func (d *Director) take(ctx context.Context, id store.ArenaID, now time.Time) {
	held, a, err := d.cfg.Host.Store().DirectArena(ctx, id, d.cfg.Owner, now, now.Add(d.cfg.LeaseTTL))
	if err != nil || !held {
		return
	}
	dir, err := resume(a)
	if err != nil {
		d.cfg.Log.Error("tourney: a stored arena cannot be read", "arena", id, "err", err)
		return
	}
	d.held[id] = dir
}
