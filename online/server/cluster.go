package server

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/room"
	"mancala/online/store"
)

// Several server processes share one database and pass game messages over
// NATS (Config.NATS). Each live game has one owner process, recorded as a
// lease in the store: the owner runs the game's room and renews its lease;
// when an owner stops renewing, another process takes its games over once
// the leases have expired and rebuilds each room from the store. A player
// or spectator on any process follows a game through a follow (one per
// connection and game), which subscribes to the owner's room, over NATS
// when the owner is another process; a player's game messages go to the
// owner the same way.
//
// The subjects, each followed by a game, player or process id:
//
//	mancala.game.<game>.do      a player's message for the owner; the answer
//	mancala.game.<game>.sub     a follow's subscription to the owner's room
//	mancala.owner.<game>        a process announces it now owns the game
//	mancala.player.<player>     a game of the player has started
//	mancala.proc.<proc>.<key>   the frames for one follow on process proc
//	mancala.alive.<proc>        a process's heartbeat, every LeaseTTL/4
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

// cluster is the server's part in a cluster of processes.
type cluster struct {
	s   *Server
	nc  *nats.Conn
	id  string // this process
	ttl time.Duration

	mu      sync.Mutex
	owned   map[store.GameID]*owned            // rooms this process owns
	rooms   map[*room.Room]*owned              // the same, by room
	follows map[string]*follow                 // by key
	byConn  map[*conn]map[store.GameID]*follow // each connection's follows
	alive   map[string]time.Time               // processes last heard from
	renewed time.Time                          // the last renewal that worked
	offers  map[store.PlayerID]offer           // the other processes' queued seeks
	subs    []*nats.Subscription
}

func newCluster(s *Server) *cluster {
	ttl := s.cfg.LeaseTTL
	if ttl == 0 {
		ttl = DefaultLeaseTTL
	}
	// A process started again is a new owner: its old leases must expire.
	id := newID(s.cfg.ProcessID + "-")
	return &cluster{s: s, nc: s.cfg.NATS, id: id, ttl: ttl, owned: map[store.GameID]*owned{}, rooms: map[*room.Room]*owned{},
		follows: map[string]*follow{}, offers: map[store.PlayerID]offer{}, byConn: map[*conn]map[store.GameID]*follow{}, alive: map[string]time.Time{}}
}

// start subscribes to the cluster's subjects and runs the lease loop
// until ctx is done.
func (cl *cluster) start(ctx context.Context) error {
	handlers := map[string]nats.MsgHandler{
		subjOwner + "*":         cl.onOwner,
		subjPlayer + "*":        cl.onPlayer,
		subjProc + cl.id + ".*": cl.onFrames,
		subjAlive + "*":         cl.onAlive,
	}
	for subj, h := range handlers {
		sub, err := cl.nc.Subscribe(subj, h)
		if err != nil {
			return err
		}
		cl.subs = append(cl.subs, sub)
	}
	if err := cl.startSeeks(); err != nil {
		return err
	}
	if err := cl.startList(); err != nil {
		return err
	}
	if err := cl.nc.Flush(); err != nil {
		return err
	}
	cl.watchNATS()
	cl.renewed = cl.s.now()
	cl.s.wg.Add(1)
	go func() { defer cl.s.wg.Done(); cl.loop(ctx) }()
	return nil
}

// loop renews the leases, takes orphaned games over and says this
// process is alive, every quarter of the lease's time.
func (cl *cluster) loop(ctx context.Context) {
	tick := time.NewTicker(cl.ttl / 4)
	defer tick.Stop()
	for {
		cl.nc.Publish(subjAlive+cl.id, nil)
		cl.renew(ctx)
		cl.takeOrphans(ctx)
		dead := cl.deadProcesses()
		if len(dead) > 0 {
			cl.dropDeadSinks(dead)
			cl.reattachOrphans(dead)
		}
		cl.offerSeeks()
		select {
		case <-ctx.Done():
			for _, sub := range cl.subs {
				sub.Unsubscribe()
			}
			return
		case <-tick.C:
		}
	}
}

// renew extends this process's leases. A room whose lease is gone, or
// every room when renewing has failed for the lease's whole time, is
// closed: another process may own the game by now.
func (cl *cluster) renew(ctx context.Context) {
	now := cl.s.now()
	sctx, cancel := context.WithTimeout(ctx, cl.ttl/2)
	ids, err := cl.s.cfg.Store.RenewLeases(sctx, cl.id, now, now.Add(cl.ttl))
	cancel()
	if err != nil {
		if now.Sub(cl.renewed) >= cl.ttl {
			cl.closeRooms(func(store.GameID) bool { return true })
		}
		return
	}
	cl.renewed = now
	kept := map[store.GameID]bool{}
	for _, id := range ids {
		kept[id] = true
	}
	cl.closeRooms(func(id store.GameID) bool { return !kept[id] })
}

func (cl *cluster) closeRooms(lost func(store.GameID) bool) {
	cl.mu.Lock()
	var closing []*owned
	for id, o := range cl.owned {
		if lost(id) {
			closing = append(closing, o)
		}
	}
	cl.mu.Unlock()
	for _, o := range closing {
		cl.s.cfg.Log.Warn("server: lost the lease of a game; closing its room", "game", o.r.ID())
		o.stop()
	}
}

// owns reports whether this process has a room of the game.
func (cl *cluster) owns(id store.GameID) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.owned[id] != nil
}

// closeRoom closes this process's room of the game, if any, and waits for
// it to stop.
func (cl *cluster) closeRoom(id store.GameID) {
	cl.mu.Lock()
	o := cl.owned[id]
	cl.mu.Unlock()
	if o == nil {
		return
	}
	o.stop()
	<-o.r.Done()
}

// takeOrphans takes over the games nobody owns.
func (cl *cluster) takeOrphans(ctx context.Context) {
	sctx, cancel := context.WithTimeout(ctx, cl.ttl/2)
	defer cancel()
	ids, err := cl.s.cfg.Store.OrphanedGames(sctx, cl.s.now(), 100)
	if err != nil {
		return
	}
	for _, id := range ids {
		cl.takeOver(sctx, id)
	}
}

// takeOver opens the room of a game whose owner has gone, charging the
// player to move only the time they used while that owner ran.
func (cl *cluster) takeOver(ctx context.Context, id store.GameID) {
	now := cl.s.now()
	held, before, err := cl.s.cfg.Store.TakeLease(ctx, store.Lease{Game: id, Owner: cl.id, Expires: now.Add(cl.ttl)}, now)
	if err != nil || !held {
		return
	}
	if before.Owner == cl.id && cl.owns(id) { // renewing came late: the room here holds the game again
		return
	}
	g, err := cl.s.cfg.Store.Game(ctx, id)
	if err != nil || g.Result != store.Ongoing {
		return
	}
	var used time.Duration
	if before.Owner != "" {
		from := g.Created
		if len(g.Moves) > 0 {
			from = g.Moves[len(g.Moves)-1].At
		}
		if before.TurnFrom.After(from) { // the turn began before that owner's take-over
			from = before.TurnFrom
		}
		used = max(before.Renewed.Sub(from), 0)
	}
	if _, err := cl.s.openRoomUsed(g, used); err != nil {
		cl.s.cfg.Log.Error("server: taking a game over failed", "game", id, "err", err)
		return
	}
	cl.s.cfg.Log.Info("server: took a game over", "game", id, "from", before.Owner, "used", used)
}

// lease takes the lease of a game this process is about to open, whose
// current turn has used that much; false when another process owns it.
func (cl *cluster) lease(ctx context.Context, id store.GameID, used time.Duration) (bool, error) {
	now := cl.s.now()
	l := store.Lease{Game: id, Owner: cl.id, Expires: now.Add(cl.ttl), TurnFrom: now.Add(-used)}
	held, _, err := cl.s.cfg.Store.TakeLease(ctx, l, now)
	return held, err
}

// onAlive notes another process's heartbeat.
func (cl *cluster) onAlive(m *nats.Msg) {
	proc := m.Subject[len(subjAlive):]
	cl.mu.Lock()
	cl.alive[proc] = cl.s.now()
	cl.mu.Unlock()
}

// onPlayer makes the player's connections here follow a game that has
// started.
func (cl *cluster) onPlayer(m *nats.Msg) {
	var note struct {
		Game store.GameID `json:"game"`
	}
	if json.Unmarshal(m.Data, &note) != nil {
		return
	}
	player := store.PlayerID(m.Subject[len(subjPlayer):])
	for _, c := range cl.s.lobby.conns(player) {
		if !cl.following(c, note.Game) {
			cl.follow(c, note.Game, 0)
		}
	}
}

// announce tells every process that this one owns the game's room now.
func (cl *cluster) announce(r *room.Room, players [2]store.PlayerID) {
	cl.nc.Publish(subjOwner+string(r.ID()), []byte(cl.id))
	note, _ := json.Marshal(map[string]store.GameID{"game": r.ID()})
	for _, p := range players {
		cl.nc.Publish(subjPlayer+string(p), note)
	}
}

// onOwner re-attaches the follows of a game whose owner has changed.
func (cl *cluster) onOwner(m *nats.Msg) {
	game := store.GameID(m.Subject[len(subjOwner):])
	cl.mu.Lock()
	var fs []*follow
	for _, f := range cl.follows {
		if f.game == game {
			fs = append(fs, f)
		}
	}
	cl.mu.Unlock()
	for _, f := range fs {
		go f.attach()
	}
}
