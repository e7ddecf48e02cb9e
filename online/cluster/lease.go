package cluster

import (
	"context"
	"sync"
	"time"

	"mancala/engine"
	"mancala/online/room"
	"mancala/online/store"
)

// owners keeps the rooms this process owns: their leases, the requests
// of the other processes for them, and the follows of those processes
// subscribed to them.
type owners struct {
	p *process

	mu    sync.Mutex
	owned map[store.GameID]*owned // rooms this process owns
	rooms map[*room.Room]*owned   // the same, by room
	// opening holds the games whose lease this process took to open a
	// room, until the room is owned (Own), with when: a lease held
	// without a room for longer is given back (renew).
	opening map[store.GameID]time.Time
}

// Lease takes the lease of a game this process is about to open, whose
// current turn has used that much; false when another process owns it.
// A room of the game here that lost it without noticing is closed first.
func (ow *owners) Lease(ctx context.Context, id store.GameID, used time.Duration) (bool, error) {
	now := ow.p.h.Now()
	l := store.Lease{Game: id, Owner: ow.p.id, Expires: now.Add(ow.p.ttl), TurnFrom: now.Add(-used)}
	held, _, err := ow.p.h.Store().TakeLease(ctx, l, now)
	if held && err == nil {
		ow.mu.Lock()
		ow.opening[id] = now
		ow.mu.Unlock()
		ow.closeRoom(id)
	}
	return held, err
}

// Fence returns the store as this process's rooms write to it: each move
// and end only while the process holds the game's lease (store.Fencing),
// so an owner that lost a game without knowing it yet (frozen past its
// lease, or cut off from the database) writes nothing.
func (ow *owners) Fence(room.Store) room.Store {
	return fenced{st: ow.p.h.Store(), owner: ow.p.id}
}

type fenced struct {
	st    store.Store
	owner string
}

func (f fenced) AppendMove(ctx context.Context, m store.Move) (store.Move, bool, error) {
	return f.st.AppendMoveAs(ctx, f.owner, m)
}

// SetBerserk is not fenced: a berserk stored by an owner that lost the
// game unseen is one the player asked for before their first move.
func (f fenced) SetBerserk(ctx context.Context, id store.GameID, side engine.Side) error {
	return f.st.SetBerserk(ctx, id, side)
}

func (f fenced) FinishGame(ctx context.Context, id store.GameID, fin store.Finish) error {
	return f.st.FinishGameAs(ctx, f.owner, id, fin)
}

// renew extends this process's leases. A room whose lease is gone, or
// every room when renewing has failed for the lease's whole time, is
// closed: another process may own the game by now.
func (ow *owners) renew(ctx context.Context) {
	p := ow.p
	now := p.h.Now()
	sctx, cancel := context.WithTimeout(ctx, p.ttl/2)
	ids, err := p.h.Store().RenewLeases(sctx, p.id, now, now.Add(p.ttl))
	cancel()
	if err != nil {
		if now.Sub(p.renewed) >= p.ttl {
			ow.closeRooms(func(store.GameID) bool { return true })
		}
		return
	}
	p.renewed = now
	kept := map[store.GameID]bool{}
	for _, id := range ids {
		kept[id] = true
	}
	ow.closeRooms(func(id store.GameID) bool { return !kept[id] })
	ow.giveBackRoomless(ctx, ids, now)
}

// giveBackRoomless gives back the leases this process holds without a
// room, and without one being opened for a lease's time: a take-over or
// an opening that failed after taking the lease. Renewed for ever, such
// a lease would keep the game from every other process.
func (ow *owners) giveBackRoomless(ctx context.Context, ids []store.GameID, now time.Time) {
	var roomless []store.GameID
	ow.mu.Lock()
	for _, id := range ids {
		since, opening := ow.opening[id]
		if ow.owned[id] == nil && (!opening || now.Sub(since) >= ow.p.ttl) {
			roomless = append(roomless, id)
			delete(ow.opening, id)
		}
	}
	ow.mu.Unlock()
	for _, id := range roomless {
		ow.p.h.Log().Warn("cluster: giving back the lease of a game without a room here", "game", id)
		sctx, cancel := context.WithTimeout(ctx, requestTimeout)
		ow.p.h.Store().DropLease(sctx, id, ow.p.id)
		cancel()
	}
}

func (ow *owners) closeRooms(lost func(store.GameID) bool) {
	ow.mu.Lock()
	var closing []*owned
	for id, o := range ow.owned {
		if lost(id) {
			closing = append(closing, o)
		}
	}
	ow.mu.Unlock()
	for _, o := range closing {
		ow.p.h.Log().Warn("cluster: lost the lease of a game; closing its room", "game", o.r.ID())
		o.stop()
	}
}

// owns reports whether this process has a room of the game.
func (ow *owners) owns(id store.GameID) bool {
	ow.mu.Lock()
	defer ow.mu.Unlock()
	return ow.owned[id] != nil
}

// closeRoom closes this process's room of the game, if any, and waits for
// it to stop.
func (ow *owners) closeRoom(id store.GameID) {
	ow.mu.Lock()
	o := ow.owned[id]
	ow.mu.Unlock()
	if o == nil {
		return
	}
	o.stop()
	<-o.r.Done()
}

// takeOrphans takes over the games nobody owns.
func (ow *owners) takeOrphans(ctx context.Context) {
	sctx, cancel := context.WithTimeout(ctx, ow.p.ttl/2)
	defer cancel()
	ids, err := ow.p.h.Store().OrphanedGames(sctx, ow.p.h.Now(), 100)
	if err != nil {
		return
	}
	for _, id := range ids {
		ow.takeOver(sctx, id)
	}
}

// takeOver opens the room of a game whose owner has gone, charging the
// player to move only the time they used while that owner ran.
func (ow *owners) takeOver(ctx context.Context, id store.GameID) {
	p := ow.p
	now := p.h.Now()
	held, before, err := p.h.Store().TakeLease(ctx, store.Lease{Game: id, Owner: p.id, Expires: now.Add(p.ttl)}, now)
	if err != nil || !held {
		return
	}
	if before.Owner == p.id && ow.owns(id) { // renewing came late: the room here holds the game again
		return
	}
	g, err := p.h.Store().Game(ctx, id)
	if err == nil && g.Result == store.Ongoing {
		err = p.h.TakeOver(g, usedBefore(g, before))
	}
	if err != nil || g.Result != store.Ongoing {
		if err != nil {
			p.h.Log().Error("cluster: taking a game over failed", "game", id, "err", err)
		}
		p.h.Store().DropLease(ctx, id, p.id) // another process, or this one, tries again
		return
	}
	used := usedBefore(g, before)
	p.h.Log().Info("cluster: took a game over", "game", id, "from", before.Owner, "used", used)
}

// usedBefore is how much of the current turn of g the player to move used
// while the owner of lease before ran: from the turn's start (or that
// owner's take-over) to its last renewal.
func usedBefore(g store.Game, before store.Lease) time.Duration {
	if before.Owner == "" {
		return 0
	}
	from := g.Created
	if len(g.Moves) > 0 {
		from = g.Moves[len(g.Moves)-1].At
	}
	if before.TurnFrom.After(from) { // the turn began before that owner's take-over
		from = before.TurnFrom
	}
	return max(before.Renewed.Sub(from), 0)
}
