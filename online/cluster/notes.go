package cluster

import (
	"context"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/store"
)

// The subjects that reach a player's connections wherever they are: a
// frame to deliver, and the question whether any process has one.
const (
	subjNote    = "mancala.note."
	subjPresent = "mancala.present."
)

// Notify sends the frame to the player's connections on the other
// processes (each process delivers to its own).
func (p *process) Notify(player store.PlayerID, frame []byte) {
	p.nc.Publish(subjNote+p.id+"."+string(player), frame)
}

// onNote delivers another process's notice to the player's connections
// here.
func (p *process) onNote(m *nats.Msg) {
	from, player, ok := cutSubject(m.Subject, subjNote)
	if !ok || from == p.id {
		return
	}
	for _, c := range p.h.Conns(store.PlayerID(player)) {
		c.Deliver(m.Data)
	}
}

// Present asks the other processes whether the player is connected to
// one of them: the first yes answers; no answer in time is no.
func (p *process) Present(ctx context.Context, player store.PlayerID) bool {
	ctx, cancel := context.WithTimeout(ctx, presentTimeout)
	defer cancel()
	_, err := p.nc.RequestWithContext(ctx, subjPresent+p.id+"."+string(player), nil)
	return err == nil
}

// onPresent answers yes when the player has a connection here, and
// nothing otherwise.
func (p *process) onPresent(m *nats.Msg) {
	from, player, ok := cutSubject(m.Subject, subjPresent)
	if ok && from != p.id && len(p.h.Conns(store.PlayerID(player))) > 0 {
		m.Respond(nil)
	}
}

// presentTimeout bounds the wait for a process that has the player.
const presentTimeout = 250 * time.Millisecond

// cutSubject reads "<prefix><process>.<player>" (a player id has no dot;
// a process id may).
func cutSubject(subj, prefix string) (from, player string, ok bool) {
	rest := strings.TrimPrefix(subj, prefix)
	i := strings.LastIndexByte(rest, '.')
	if i < 0 {
		return "", "", false
	}
	return rest[:i], rest[i+1:], true
}
