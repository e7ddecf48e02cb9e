package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"mancala/online/room"
	"mancala/online/server"
	"mancala/online/store"
)

// follow is one connection following one game, wherever the game's room
// is. It passes the game's lasting events on in order (see eventOrder),
// so that after an owner change, or when an event was lost on the way, it
// subscribes again from the last event it passed on.
type follow struct {
	fs     *follows
	c      server.Conn
	game   store.GameID
	player store.PlayerID
	key    string

	dmu       sync.Mutex // serialises deliveries
	order     eventOrder
	resyncing atomic.Bool  // a subscription again after a gap is under way
	unlisted  atomic.Int32 // tips in a row from its owner that left it out
	dropped   atomic.Bool  // no longer one of its connection's follows

	mu    sync.Mutex  // serialises attach
	local *room.Room  // the room, when this process owns it
	here  atomic.Bool // local is set
	// remote is the process whose room took the last subscription over
	// NATS ("" when the room is here).
	remote atomic.Value
}

var followKeys atomic.Int64

func (f *follow) inbox() string { return subjProc + f.fs.p.id + "." + f.key }

// drop takes the follow out of its process's follows (fs.mu held): it
// passes nothing on any more, though its room may still send it frames
// until it is detached.
func (f *follow) drop() {
	delete(f.fs.all, f.key)
	f.dropped.Store(true)
}

// Deliver passes the frames on to the connection in event order and
// subscribes again when one is missing.
func (f *follow) Deliver(frames ...[]byte) {
	if f.dropped.Load() {
		return
	}
	f.dmu.Lock()
	out, gap := f.order.pass(frames)
	if len(out) > 0 {
		f.c.Deliver(out...)
	}
	f.dmu.Unlock()
	if gap {
		f.resync()
	}
}

// resync subscribes the follow again from the last event it passed on,
// unless it is doing so already.
func (f *follow) resync() {
	if f.resyncing.CompareAndSwap(false, true) {
		go func() {
			defer f.resyncing.Store(false)
			f.attach()
		}()
	}
}

// seen returns the last lasting event passed on.
func (f *follow) seen() int64 {
	f.dmu.Lock()
	defer f.dmu.Unlock()
	return f.order.seen
}

// attach subscribes the follow to the game's room from the last event it
// passed on: the room here, or the owner's over NATS. A room that cannot
// be reached now (no owner yet, an owner busy or stopping) is tried again
// half a lease later, and at once when a process announces the game;
// meanwhile a game that has ended is caught up from the store (its owner
// may have died between storing the end and sending it).
func (f *follow) attach() {
	if f.subscribe() || !f.fs.followed(f) || f.catchUpEnded() {
		return
	}
	time.AfterFunc(f.fs.p.ttl/2, func() {
		if f.fs.followed(f) {
			f.attach()
		}
	})
}

// subscribe subscribes the follow to the game's room once; a request
// to an owner that changes meanwhile goes again to the new one.
func (f *follow) subscribe() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	for try := 0; try < 3; try++ {
		if r := f.fs.p.h.Room(f.game); r != nil {
			return f.subscribeHere(r)
		}
		f.local = nil
		f.here.Store(false)
		data, _ := json.Marshal(subRequest{Player: f.player, Seen: f.seen(), Inbox: f.inbox()})
		owner, err := f.fs.request(f.c.Context(), f.game, ".sub", data)
		if err == nil {
			f.unlisted.Store(0)
			f.remote.Store(string(owner))
			return true
		}
		if !errors.Is(err, errOwnerChanged) {
			return false
		}
	}
	return false
}

func (f *follow) subscribeHere(r *room.Room) bool {
	ctx, cancel := context.WithTimeout(f.c.Context(), requestTimeout)
	defer cancel()
	f.local = r
	f.here.Store(true)
	f.remote.Store("")
	return r.Subscribe(ctx, f, f.player, f.seen()) == nil
}

// catchUpEnded passes on the stored events after the last one passed on
// of a game that has ended, and reports whether it has.
func (f *follow) catchUpEnded() bool {
	ctx, cancel := context.WithTimeout(f.c.Context(), requestTimeout)
	defer cancel()
	frames, over := f.fs.p.h.StoredFrames(ctx, f.game)
	if over {
		f.Deliver(frames...)
	}
	return over
}

// ownedBy reports whether the follow's last subscription went to the
// room of process proc, over NATS.
func (f *follow) ownedBy(proc string) bool {
	owner, _ := f.remote.Load().(string)
	return owner != "" && owner == proc
}

// isRemote reports whether the follow's room is on another process.
func (f *follow) isRemote() bool { return !f.here.Load() }

// detach ends the follow's subscription.
func (f *follow) detach() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.local != nil {
		ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
		defer cancel()
		f.local.Unsubscribe(ctx, f)
		return
	}
	data, _ := json.Marshal(subRequest{Inbox: f.inbox()})
	f.fs.p.nc.Publish(subjGame+string(f.game)+".unsub", data)
}
