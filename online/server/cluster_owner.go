package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
)

// owned is a room this process owns, with its subscription to the game's
// requests and the follows of other processes subscribed to it.
type owned struct {
	r    *room.Room
	stop context.CancelFunc // closes the room
	sub  *nats.Subscription

	mu    sync.Mutex
	sinks map[string]*remoteSink // by inbox
}

// remoteSink is a follow on another process: the room's frames go to its
// inbox, joined by newlines (an encoded frame has none).
type remoteSink struct {
	nc     *nats.Conn
	inbox  string
	proc   string
	player store.PlayerID
	since  time.Time // its last subscription; guarded by owned.mu
}

// Deliver publishes the frames; NATS keeps them in order.
func (k *remoteSink) Deliver(frames ...[]byte) {
	k.nc.Publish(k.inbox, bytes.Join(frames, []byte{'\n'}))
}

// own registers a room this process has opened and answers its requests.
func (cl *cluster) own(r *room.Room, stop context.CancelFunc) error {
	o := &owned{r: r, stop: stop, sinks: map[string]*remoteSink{}}
	sub, err := cl.nc.Subscribe(subjGame+string(r.ID())+".*", func(m *nats.Msg) { cl.serve(o, m) })
	if err != nil {
		return err
	}
	o.sub = sub
	cl.mu.Lock()
	cl.owned[r.ID()] = o
	cl.rooms[r] = o
	cl.mu.Unlock()
	return cl.nc.Flush()
}

// disown forgets a room that has closed and gives its lease back, unless
// a newer room of the game has taken its place.
func (cl *cluster) disown(r *room.Room) {
	id := r.ID()
	cl.mu.Lock()
	o := cl.rooms[r]
	delete(cl.rooms, r)
	current := o != nil && cl.owned[id] == o
	if current {
		delete(cl.owned, id)
	}
	cl.mu.Unlock()
	if o == nil {
		return
	}
	o.sub.Unsubscribe()
	if !current {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
	defer cancel()
	cl.s.cfg.Store.DropLease(ctx, id, cl.id)
}

// doRequest is a player's game message passed to the owner. Inbox, when
// the player's connection follows the game, is where the answer goes, so
// that it comes after the events it caused, as on one process.
type doRequest struct {
	Player store.PlayerID  `json:"player"`
	Frame  json.RawMessage `json:"frame"`
	Inbox  string          `json:"inbox,omitempty"`
}

// subRequest subscribes a follow's inbox to the room from event Seen on.
type subRequest struct {
	Player store.PlayerID `json:"player"`
	Seen   int64          `json:"seen"`
	Inbox  string         `json:"inbox"`
}

// serve answers one request for an owned game.
func (cl *cluster) serve(o *owned, m *nats.Msg) {
	ctx, cancel := context.WithTimeout(cl.s.ctx, requestTimeout)
	defer cancel()
	switch {
	case strings.HasSuffix(m.Subject, ".do"):
		cl.serveDo(ctx, o, m)
	case strings.HasSuffix(m.Subject, ".sub"):
		cl.serveSub(ctx, o, m)
	case strings.HasSuffix(m.Subject, ".unsub"):
		var req subRequest
		if json.Unmarshal(m.Data, &req) == nil {
			cl.unsubscribeRemote(o.r.ID(), req.Inbox)
		}
	}
}

func (cl *cluster) serveDo(ctx context.Context, o *owned, m *nats.Msg) {
	var req doRequest
	if json.Unmarshal(m.Data, &req) != nil {
		return
	}
	msg, err := proto.DecodeClient(req.Frame)
	if err != nil {
		return
	}
	var out []byte
	if reply := o.r.Do(ctx, req.Player, msg); reply != nil {
		out, _ = proto.Encode(reply)
	}
	if req.Inbox != "" && out != nil && o.has(req.Inbox) {
		cl.nc.Publish(req.Inbox, out)
		out = nil
	}
	m.Respond(append([]byte("ok"), out...))
}

func (o *owned) has(inbox string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.sinks[inbox] != nil
}

// serveSub subscribes a remote follow (again: a follow re-attaches after
// an owner change, and a repeated subscription catches up from Seen).
func (cl *cluster) serveSub(ctx context.Context, o *owned, m *nats.Msg) {
	var req subRequest
	if json.Unmarshal(m.Data, &req) != nil || !strings.HasPrefix(req.Inbox, subjProc) {
		return
	}
	proc, _, _ := strings.Cut(req.Inbox[len(subjProc):], ".")
	o.mu.Lock()
	k := o.sinks[req.Inbox]
	if k == nil {
		k = &remoteSink{nc: cl.nc, inbox: req.Inbox, proc: proc, player: req.Player}
		o.sinks[req.Inbox] = k
	}
	k.since = cl.s.now()
	o.mu.Unlock()
	if err := o.r.Subscribe(ctx, k, req.Player, req.Seen); err != nil {
		o.mu.Lock()
		delete(o.sinks, req.Inbox) // not subscribed: the follow asks again
		o.mu.Unlock()
		return
	}
	m.Respond([]byte(cl.id)) // the follow notes its owner, to notice its death
}

// unsubscribe removes a remote follow's sink.
func (cl *cluster) unsubscribeRemote(game store.GameID, inbox string) {
	cl.mu.Lock()
	o := cl.owned[game]
	cl.mu.Unlock()
	if o == nil {
		return
	}
	o.mu.Lock()
	k := o.sinks[inbox]
	delete(o.sinks, inbox)
	o.mu.Unlock()
	if k != nil {
		ctx, cancel := context.WithTimeout(cl.s.ctx, requestTimeout)
		defer cancel()
		o.r.Unsubscribe(ctx, k)
	}
}

// deadProcesses returns the processes not heard from for the lease's
// time, with when they were last heard from, and forgets them.
func (cl *cluster) deadProcesses() map[string]time.Time {
	now := cl.s.now()
	cl.mu.Lock()
	defer cl.mu.Unlock()
	dead := map[string]time.Time{}
	for proc, at := range cl.alive {
		if now.Sub(at) >= cl.ttl {
			dead[proc] = at
			delete(cl.alive, proc)
		}
	}
	return dead
}

// dropDeadSinks removes the sinks of dead processes: their connections
// are gone with them. A sink subscribed since the process was last heard
// from is kept: the process is back (a NATS outage) and has subscribed
// again. Each follow dropped is told so by an empty message, in case its
// process was only slow (frozen for a while, or cut off from NATS): it
// then subscribes again from the last event it passed on.
func (cl *cluster) dropDeadSinks(dead map[string]time.Time) {
	cl.mu.Lock()
	var rooms []*owned
	for _, o := range cl.owned {
		rooms = append(rooms, o)
	}
	cl.mu.Unlock()
	for _, o := range rooms {
		o.mu.Lock()
		var gone []*remoteSink
		for _, k := range o.sinks {
			if heard, ok := dead[k.proc]; ok && !k.since.After(heard) {
				gone = append(gone, k)
			}
		}
		o.mu.Unlock()
		for _, k := range gone {
			cl.unsubscribeRemote(o.r.ID(), k.inbox)
			cl.nc.Publish(k.inbox, nil)
		}
	}
}

// reattachOrphans subscribes again the follows whose owner has died: the
// game is taken over (and announced) once its lease runs out, or it ended
// and the follow catches up from the store.
func (cl *cluster) reattachOrphans(dead map[string]time.Time) {
	cl.mu.Lock()
	var fs []*follow
	for _, f := range cl.follows {
		for proc := range dead {
			if f.ownedBy(proc) {
				fs = append(fs, f)
			}
		}
	}
	cl.mu.Unlock()
	for _, f := range fs {
		go f.attach()
	}
}

// forward passes a player's game message to the game's owner and returns
// the answer's frame, if the owner sent it back rather than to inbox.
func (cl *cluster) forward(ctx context.Context, game store.GameID, player store.PlayerID, frame []byte, inbox string) ([]byte, error) {
	data, _ := json.Marshal(doRequest{Player: player, Frame: frame, Inbox: inbox})
	rctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	m, err := cl.nc.RequestWithContext(rctx, subjGame+string(game)+".do", data)
	if err != nil {
		return nil, err
	}
	return bytes.TrimPrefix(m.Data, []byte("ok")), nil
}
