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
const (
	subjList  = "mancala.list"
	listWait  = 300 * time.Millisecond // for the answers of the other processes
	listLimit = 500                    // games one process sends
)

// onList answers another process's request for the games here.
func (lb *lobby) onList(m *nats.Msg) {
	var from string
	if json.Unmarshal(m.Data, &from) != nil || from == lb.p.id {
		return
	}
	ctx, cancel := context.WithTimeout(lb.p.ctx, listWait)
	defer cancel()
	games := lb.p.h.LocalGames(ctx)
	data, _ := json.Marshal(games[:min(len(games), listLimit)])
	m.Respond(data)
}

// OthersGames asks the other processes for their live games, waiting
// listWait at most, or until every process heard from has answered.
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
	others := lb.p.others()
	if others < 1 { // none heard from yet (this process has just started): wait for whoever answers
		others = -1
	}
	var out []proto.GameInfo
	timeout := time.After(listWait)
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
