package cluster

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/proto"
)

// The live games list of a cluster gathers every process's rooms: a
// request on mancala.list that each process answers with its own games.
// The asker waits for every process it has heard from within the lease
// (alive until a lease passes in silence), as long as a lease at most: a
// busy machine makes answers late, never missing. Only a process that
// has heard from none yet waits a short while for whoever answers.
const (
	subjList      = "mancala.list"
	listWaitAlone = 300 * time.Millisecond // for answers when no other process is known
	listLimit     = 500                    // games one process sends
)

// onList answers another process's request for the games here, within
// half a lease, so that the answer comes before the asker stops waiting.
func (lb *lobby) onList(m *nats.Msg) {
	var from string
	if json.Unmarshal(m.Data, &from) != nil || from == lb.p.id {
		return
	}
	ctx, cancel := context.WithTimeout(lb.p.ctx, lb.p.ttl/2)
	defer cancel()
	games := lb.p.h.LocalGames(ctx)
	data, _ := json.Marshal(games[:min(len(games), listLimit)])
	m.Respond(data)
}

// OthersGames asks the other processes for their live games, waiting
// until every process heard from has answered, a lease at most.
func (lb *lobby) OthersGames(ctx context.Context) []proto.GameInfo {
	inbox := nats.NewInbox()
	replies := make(chan *nats.Msg, 64)
	sub, err := lb.p.nc.ChanSubscribe(inbox, replies)
	if err != nil {
		return nil
	}
	defer sub.Unsubscribe()
	from, _ := json.Marshal(lb.p.id)
	if lb.p.nc.PublishRequest(subjList, inbox, from) != nil {
		return nil
	}
	others, wait := lb.p.others(), lb.p.ttl
	if others < 1 { // none heard from yet (this process has just started): wait for whoever answers
		others, wait = -1, listWaitAlone
	}
	var out []proto.GameInfo
	timeout := time.After(wait)
	for n := 0; n != others; n++ {
		select {
		case m := <-replies:
			var games []proto.GameInfo
			if json.Unmarshal(m.Data, &games) == nil {
				out = append(out, games...)
			}
		case <-timeout:
			return out
		case <-ctx.Done():
			return out
		}
	}
	return out
}
