package cluster

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

// Own registers a room this process has opened, answers its requests and
// announces it.
func (ow *owners) Own(r *room.Room, stop context.CancelFunc, players [2]store.PlayerID) error {
	o := &owned{r: r, stop: stop, sinks: map[string]*remoteSink{}}
	sub, err := ow.p.nc.Subscribe(subjGame+string(r.ID())+".*", func(m *nats.Msg) { ow.serve(o, m) })
	if err != nil {
		return err
	}
	o.sub = sub
	ow.mu.Lock()
	ow.owned[r.ID()] = o
	ow.rooms[r] = o
	delete(ow.opening, r.ID())
	ow.mu.Unlock()
	if err := ow.p.nc.Flush(); err != nil {
		return err
	}
	ow.announce(r, players)
	return nil
}

// announce tells every process that this one owns the game's room now,
// and the players' processes that their game has started.
func (ow *owners) announce(r *room.Room, players [2]store.PlayerID) {
	ow.p.nc.Publish(subjOwner+string(r.ID()), []byte(ow.p.id))
	note, _ := json.Marshal(map[string]store.GameID{"game": r.ID()})
	for _, pl := range players {
		ow.p.nc.Publish(subjPlayer+string(pl), note)
	}
}

// Disown forgets a room that has closed and gives its lease back, unless
// a newer room of the game has taken its place.
func (ow *owners) Disown(r *room.Room) {
	id := r.ID()
	ow.mu.Lock()
	o := ow.rooms[r]
	delete(ow.rooms, r)
	current := o != nil && ow.owned[id] == o
	if current {
		delete(ow.owned, id)
	}
	ow.mu.Unlock()
	if o == nil {
		return
	}
	o.sub.Unsubscribe()
	if !current {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
	defer cancel()
	ow.p.h.Store().DropLease(ctx, id, ow.p.id)
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
func (ow *owners) serve(o *owned, m *nats.Msg) {
	ctx, cancel := context.WithTimeout(ow.p.ctx, requestTimeout)
	defer cancel()
	switch {
	case strings.HasSuffix(m.Subject, ".do"):
		ow.serveDo(ctx, o, m)
	case strings.HasSuffix(m.Subject, ".sub"):
		ow.serveSub(ctx, o, m)
	case strings.HasSuffix(m.Subject, ".unsub"):
		var req subRequest
		if json.Unmarshal(m.Data, &req) == nil {
			ow.unsubscribeRemote(o.r.ID(), req.Inbox)
		}
	}
}

func (ow *owners) serveDo(ctx context.Context, o *owned, m *nats.Msg) {
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
		ow.p.nc.Publish(req.Inbox, out)
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
func (ow *owners) serveSub(ctx context.Context, o *owned, m *nats.Msg) {
	var req subRequest
	if json.Unmarshal(m.Data, &req) != nil || !strings.HasPrefix(req.Inbox, subjProc) {
		return
	}
	proc, _, _ := strings.Cut(req.Inbox[len(subjProc):], ".")
	o.mu.Lock()
	k := o.sinks[req.Inbox]
	if k == nil {
		k = &remoteSink{nc: ow.p.nc, inbox: req.Inbox, proc: proc, player: req.Player}
		o.sinks[req.Inbox] = k
	}
	k.since = ow.p.h.Now()
	o.mu.Unlock()
	if err := o.r.Subscribe(ctx, k, req.Player, req.Seen); err != nil {
		o.mu.Lock()
		delete(o.sinks, req.Inbox) // not subscribed: the follow asks again
		o.mu.Unlock()
		return
	}
	m.Respond([]byte(ow.p.id)) // the follow notes its owner, to notice its death
}

// unsubscribe removes a remote follow's sink.
func (ow *owners) unsubscribeRemote(game store.GameID, inbox string) {
	ow.mu.Lock()
	o := ow.owned[game]
	ow.mu.Unlock()
	if o == nil {
		return
	}
	o.mu.Lock()
	k := o.sinks[inbox]
	delete(o.sinks, inbox)
	o.mu.Unlock()
	if k != nil {
		ctx, cancel := context.WithTimeout(ow.p.ctx, requestTimeout)
		defer cancel()
		o.r.Unsubscribe(ctx, k)
	}
}

// dropDeadSinks removes the sinks of dead processes: their connections
// are gone with them. A sink subscribed since the process was last heard
// from is kept: the process is back (a NATS outage) and has subscribed
// again. Each follow dropped is told so by an empty message, in case its
// process was only slow (frozen for a while, or cut off from NATS): it
// then subscribes again from the last event it passed on.
func (ow *owners) dropDeadSinks(dead map[string]time.Time) {
	ow.mu.Lock()
	var rooms []*owned
	for _, o := range ow.owned {
		rooms = append(rooms, o)
	}
	ow.mu.Unlock()
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
			ow.unsubscribeRemote(o.r.ID(), k.inbox)
			ow.p.nc.Publish(k.inbox, nil)
		}
	}
}
