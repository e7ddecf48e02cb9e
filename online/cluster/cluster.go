// Package cluster runs several server processes as one club: they share
// one store (PostgreSQL) and pass game messages over NATS. Each live game
// has one owner process, recorded as a lease in the store: the owner runs
// the game's room and renews its lease; when an owner stops renewing,
// another process takes its games over once the leases have expired and
// rebuilds each room from the store. A player or spectator on any process
// follows a game through a follow (one per connection and game), which
// subscribes to the owner's room, over NATS when the owner is another
// process; a player's game messages go to the owner the same way.
//
// The server (package server) calls a process only through
// server.Cluster, and a process calls its server only through
// server.Host: Config.Join makes one from the other.
//
// The subjects, each followed by a game, player or process id:
//
//	mancala.game.<game>.do      a player's message for the owner; the answer
//	mancala.game.<game>.sub     a follow's subscription to the owner's room
//	mancala.owner.<game>        a process announces it now owns the game
//	mancala.player.<player>     a game of the player has started
//	mancala.proc.<proc>.<key>   the frames for one follow on process proc
//	mancala.proc.<proc>.~tips   an owner's count of what it sent them (tips.go)
//	mancala.alive.<proc>        a process's heartbeat, every LeaseTTL/4
//	mancala.arena.do            a join or pause for the arena's director (arenas.go)
//	mancala.arena.news.<arena>  the arena changed: show its watchers
package cluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/server"
	"mancala/online/store"
)

const (
	subjGame   = "mancala.game."
	subjOwner  = "mancala.owner."
	subjPlayer = "mancala.player."
	subjProc   = "mancala.proc."
	subjAlive  = "mancala.alive."
)

// DefaultLeaseTTL is how long a game stays with an owner that has stopped
// renewing its lease; the owner renews every quarter of it.
const DefaultLeaseTTL = 3 * time.Second

// requestTimeout bounds one request to another process.
const requestTimeout = 3 * time.Second

// Config is how a process joins the cluster.
type Config struct {
	NATS *nats.Conn
	// ProcessID names the process (a random suffix is added, so that a
	// process started again is a new owner).
	ProcessID string
	// LeaseTTL is how long its games wait for the process once it stops
	// (default DefaultLeaseTTL).
	LeaseTTL time.Duration
}

// Join makes the cluster part of the server whose Host is h: what
// server.Config.Cluster takes.
func (cfg Config) Join(h server.Host) server.Cluster {
	ttl := cfg.LeaseTTL
	if ttl == 0 {
		ttl = DefaultLeaseTTL
	}
	p := &process{nc: cfg.NATS, id: cfg.ProcessID + "-" + randomID(), ttl: ttl, h: h, alive: map[string]time.Time{},
		counts: map[string]proto.Counts{}}
	p.owners = &owners{p: p, owned: map[store.GameID]*owned{}, rooms: map[*room.Room]*owned{},
		opening: map[store.GameID]time.Time{}}
	p.follows = &follows{p: p, all: map[string]*follow{}, byConn: map[server.Conn]map[store.GameID]*follow{}}
	p.lobby = &lobby{p: p, offers: map[store.PlayerID]offer{}}
	return p
}

func randomID() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// process is this process's part in the cluster: the rooms it owns, the
// follows of its connections and its seeks' offers, each with its own
// type, and the lease loop.
type process struct {
	*owners
	*follows
	*lobby
	nc  *nats.Conn
	id  string
	ttl time.Duration
	h   server.Host
	ctx context.Context

	mu      sync.Mutex
	alive   map[string]time.Time    // the other processes, when last heard from
	counts  map[string]proto.Counts // the other processes' counts, from their heartbeats
	renewed time.Time               // the last renewal that worked; the loop's
	subs    []*nats.Subscription
}

// Start subscribes to the cluster's subjects and runs the lease loop
// until ctx is done.
func (p *process) Start(ctx context.Context) error {
	p.ctx = ctx
	handlers := map[string]nats.MsgHandler{
		subjOwner + "*":        p.follows.onOwner,
		subjPlayer + "*":       p.follows.onPlayer,
		subjProc + p.id + ".*": p.follows.onFrames,
		subjAlive + "*":        p.onAlive,
		subjArenaDo:            p.onArenaDo,
		subjArenaNews + "*":    p.onArenaNews,
		subjNote + ">":         p.onNote,
		subjPresent + ">":      p.onPresent,
	}
	for subj, h := range handlers {
		if err := p.subscribe(subj, h); err != nil {
			return err
		}
	}
	if err := p.lobby.start(); err != nil {
		return err
	}
	if err := p.nc.Flush(); err != nil {
		return err
	}
	p.follows.watchNATS()
	p.renewed = p.h.Now()
	p.h.Go(func() { p.loop(ctx) })
	return nil
}

func (p *process) subscribe(subj string, h nats.MsgHandler) error {
	sub, err := p.nc.Subscribe(subj, h)
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.subs = append(p.subs, sub)
	p.mu.Unlock()
	return nil
}

// loop renews the leases, takes orphaned games over and says this
// process is alive, every quarter of the lease's time.
func (p *process) loop(ctx context.Context) {
	tick := time.NewTicker(p.ttl / 4)
	defer tick.Stop()
	for {
		counts, _ := json.Marshal(p.h.LocalCounts())
		p.nc.Publish(subjAlive+p.id, counts)
		p.owners.renew(ctx)
		p.owners.takeOrphans(ctx)
		if dead := p.deadProcesses(); len(dead) > 0 {
			p.owners.dropDeadSinks(dead)
			p.follows.reattachOrphans(dead)
		}
		p.lobby.offerSeeks()
		p.owners.sendTips(p.otherProcesses())
		p.follows.checkLocal()
		select {
		case <-ctx.Done():
			p.mu.Lock()
			for _, sub := range p.subs {
				sub.Unsubscribe()
			}
			p.mu.Unlock()
			return
		case <-tick.C:
		}
	}
}

// onAlive notes another process's heartbeat. Its own is not noted: a
// process late with its own heartbeat (its loop held up on a busy
// machine) would otherwise count itself dead, and one process fewer to
// wait for in the live games list.
func (p *process) onAlive(m *nats.Msg) {
	proc := m.Subject[len(subjAlive):]
	if proc == p.id {
		return
	}
	var c proto.Counts
	json.Unmarshal(m.Data, &c) // an older process's empty heartbeat counts nothing
	p.mu.Lock()
	p.alive[proc] = p.h.Now()
	p.counts[proc] = c
	p.mu.Unlock()
}

// OthersCounts returns the other processes' counts.
func (p *process) OthersCounts() []proto.Counts {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]proto.Counts, 0, len(p.counts))
	for _, c := range p.counts {
		out = append(out, c)
	}
	return out
}

// otherProcesses returns the other processes heard from.
func (p *process) otherProcesses() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]string, 0, len(p.alive))
	for proc := range p.alive {
		out = append(out, proc)
	}
	return out
}

// others counts the other processes heard from.
func (p *process) others() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.alive)
}

// deadProcesses returns the processes not heard from for the lease's
// time, with when they were last heard from, and forgets them.
func (p *process) deadProcesses() map[string]time.Time {
	now := p.h.Now()
	p.mu.Lock()
	defer p.mu.Unlock()
	dead := map[string]time.Time{}
	for proc, at := range p.alive {
		if now.Sub(at) >= p.ttl {
			dead[proc] = at
			delete(p.alive, proc)
			delete(p.counts, proc)
		}
	}
	return dead
}
