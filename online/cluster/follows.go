package cluster

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/proto"
	"mancala/online/server"
	"mancala/online/store"
)

// follows keeps the follows of this process's connections.
type follows struct {
	p *process

	mu     sync.Mutex
	all    map[string]*follow // by key
	byConn map[server.Conn]map[store.GameID]*follow

	inflight interrupts
}

// Follow makes c follow the game from event seen on.
func (fs *follows) Follow(c server.Conn, game store.GameID, seen int64) {
	f := &follow{fs: fs, c: c, game: game, player: c.Player(), key: strconv.FormatInt(followKeys.Add(1), 36)}
	fs.mu.Lock()
	if fs.byConn[c] == nil {
		fs.byConn[c] = map[store.GameID]*follow{}
	}
	old := fs.byConn[c][game]
	f.order.seen = seen
	if old != nil { // the connection has had those: they need not come again
		f.order.seen = max(seen, old.seen())
		old.drop()
	}
	fs.byConn[c][game] = f
	fs.all[f.key] = f
	fs.mu.Unlock()
	f.attach()
	if old != nil { // after the new one: the player never seems gone
		old.detach()
	}
	if c.Context().Err() != nil { // the connection closed meanwhile
		fs.Unfollow(c, game)
	}
}

// Following reports whether c follows the game.
func (fs *follows) Following(c server.Conn, game store.GameID) bool {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.byConn[c][game] != nil
}

// Unfollow ends c's follow of the game.
func (fs *follows) Unfollow(c server.Conn, game store.GameID) {
	fs.mu.Lock()
	f := fs.byConn[c][game]
	if f != nil {
		delete(fs.byConn[c], game)
		f.drop()
	}
	fs.mu.Unlock()
	if f != nil {
		f.detach()
	}
}

// Leave ends every follow of a closed connection.
func (fs *follows) Leave(c server.Conn) {
	fs.mu.Lock()
	byGame := fs.byConn[c]
	delete(fs.byConn, c)
	for _, f := range byGame {
		f.drop()
	}
	fs.mu.Unlock()
	for _, f := range byGame {
		f.detach()
	}
}

// followed reports whether the follow is still one of a connection's.
func (fs *follows) followed(f *follow) bool {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.all[f.key] == f && f.c.Context().Err() == nil
}

// Play passes a player's game message to the game's owner and returns
// the answer's frame, unless the owner sent it to the player's follow,
// after the events it caused (as on one process). A message whose game
// changes owner while it waits goes again to the new owner (a move is
// never played twice: its id is stored with it).
func (fs *follows) Play(c server.Conn, game store.GameID, m proto.Message) ([]byte, error) {
	frame, err := proto.Encode(m)
	if err != nil {
		return nil, err
	}
	for try := 0; ; try++ {
		data, _ := json.Marshal(doRequest{Player: c.Player(), Frame: frame, Inbox: fs.inboxOf(c, game)})
		reply, err := fs.request(c.Context(), game, ".do", data)
		if err == nil {
			return bytes.TrimPrefix(reply, []byte("ok")), nil
		}
		if !errors.Is(err, errOwnerChanged) || try == 2 {
			return nil, err
		}
	}
}

// request sends a request to the game's owner and returns the answer; it
// fails with errOwnerChanged when the owner changes meanwhile.
func (fs *follows) request(ctx context.Context, game store.GameID, kind string, data []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	ctx, release := fs.inflight.request(ctx, game)
	defer release()
	m, err := fs.p.nc.RequestWithContext(ctx, subjGame+string(game)+kind, data)
	if interrupted(ctx) {
		return nil, errOwnerChanged
	}
	if err != nil {
		return nil, err
	}
	return m.Data, nil
}

// inboxOf returns the inbox of c's follow of the game, or "".
func (fs *follows) inboxOf(c server.Conn, game store.GameID) string {
	fs.mu.Lock()
	f := fs.byConn[c][game]
	fs.mu.Unlock()
	if f != nil && f.isRemote() {
		return f.inbox()
	}
	return ""
}

// onFrames passes frames from an owner to the follow they are for; an
// empty message says the owner has dropped the follow's subscription.
// An owner's tips come the same way, after the frames it sent before.
func (fs *follows) onFrames(m *nats.Msg) {
	key := m.Subject[len(subjProc)+len(fs.p.id)+1:]
	fs.mu.Lock()
	f := fs.all[key]
	fs.mu.Unlock()
	switch {
	case key == tipsKey:
		fs.checkTips(m.Data)
	case f == nil:
	case len(m.Data) == 0:
		go f.attach()
	default:
		f.Deliver(bytes.Split(m.Data, []byte{'\n'})...)
	}
}

// onPlayer makes the player's connections here follow a game that has
// started.
func (fs *follows) onPlayer(m *nats.Msg) {
	var note struct {
		Game store.GameID `json:"game"`
	}
	if json.Unmarshal(m.Data, &note) != nil {
		return
	}
	for _, c := range fs.p.h.Conns(store.PlayerID(m.Subject[len(subjPlayer):])) {
		if !fs.Following(c, note.Game) {
			fs.Follow(c, note.Game, 0)
		}
	}
}

// onOwner sends again the requests waiting for a game whose owner has
// changed and re-attaches its follows.
func (fs *follows) onOwner(m *nats.Msg) {
	game := store.GameID(m.Subject[len(subjOwner):])
	fs.inflight.ownerChanged(game)
	fs.reattach(func(f *follow) bool { return f.game == game })
}

// reattachOrphans subscribes again the follows whose owner has died: the
// game is taken over (and announced) once its lease runs out, or it ended
// and the follow catches up from the store.
func (fs *follows) reattachOrphans(dead map[string]time.Time) {
	fs.reattach(func(f *follow) bool {
		for proc := range dead {
			if f.ownedBy(proc) {
				return true
			}
		}
		return false
	})
}

// reattach subscribes again the follows that match.
func (fs *follows) reattach(match func(*follow) bool) {
	fs.mu.Lock()
	var again []*follow
	for _, f := range fs.all {
		if match(f) {
			again = append(again, f)
		}
	}
	fs.mu.Unlock()
	for _, f := range again {
		go f.attach()
	}
}

// watchNATS makes NATS's outages visible and mends what they broke: while
// NATS is down the games of other processes cannot be reached, so the
// connections following one are closed (their clients show that they are
// reconnecting and come back by themselves); once NATS is back every follow
// subscribes again from the last event it passed on, which also brings
// what the owners published while the follows could not receive it.
func (fs *follows) watchNATS() {
	log := fs.p.h.Log()
	fs.p.nc.SetDisconnectErrHandler(func(_ *nats.Conn, err error) {
		log.Warn("cluster: NATS disconnected; closing the connections that follow other processes' games", "err", err)
		go fs.closeRemoteConns()
	})
	fs.p.nc.SetReconnectHandler(func(*nats.Conn) {
		log.Info("cluster: NATS reconnected")
		go fs.reattach(func(*follow) bool { return true })
	})
}

func (fs *follows) closeRemoteConns() {
	fs.mu.Lock()
	var conns []server.Conn
	for c, byGame := range fs.byConn {
		for _, f := range byGame {
			if f.isRemote() {
				conns = append(conns, c)
				break
			}
		}
	}
	fs.mu.Unlock()
	for _, c := range conns {
		c.Reconnect()
	}
}
