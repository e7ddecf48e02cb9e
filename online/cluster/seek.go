package cluster

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"mancala/online/server"
	"mancala/online/store"
)

// Seeks pair across processes: each process offers the seeks it has
// queued to the others (mancala.seek, again every quarter lease while they
// wait; mancala.seek.gone when one goes), and keeps the others' offers. A
// seek that finds no partner among its own process's takes a matching
// offer by asking its process (mancala.claim.<proc>): the seek is removed
// there only if it still waits, so it pairs once. The claimer makes the
// game; the other player's process learns of it as of any game.
const (
	subjSeek     = "mancala.seek"
	subjSeekGone = "mancala.seek.gone"
	subjClaim    = "mancala.claim."
	offerLife    = 30 * time.Second // an offer not repeated since is dropped
)

// lobby is this process's part in the cluster's lobby: the other
// processes' offers, and the live games list (list.go).
type lobby struct {
	p *process

	mu     sync.Mutex
	offers map[store.PlayerID]offer
}

// offer is a queued seek as other processes see it.
type offer struct {
	Proc  string      `json:"proc"`
	Seek  server.Seek `json:"seek"`
	heard time.Time
}

func (lb *lobby) start() error {
	for subj, h := range map[string]nats.MsgHandler{subjSeek: lb.onOffer, subjSeekGone: lb.onGone,
		subjClaim + lb.p.id: lb.onClaim, subjList: lb.onList} {
		if err := lb.p.subscribe(subj, h); err != nil {
			return err
		}
	}
	return nil
}

func (lb *lobby) onOffer(m *nats.Msg) {
	var o offer
	if json.Unmarshal(m.Data, &o) != nil || o.Proc == lb.p.id {
		return
	}
	o.heard = lb.p.h.Now()
	lb.mu.Lock()
	lb.offers[o.Seek.Player.ID] = o
	lb.mu.Unlock()
}

func (lb *lobby) onGone(m *nats.Msg) {
	lb.mu.Lock()
	delete(lb.offers, store.PlayerID(m.Data))
	lb.mu.Unlock()
}

// offerSeeks offers this process's queued seeks again and forgets the
// others' offers not repeated for offerLife.
func (lb *lobby) offerSeeks() {
	for _, sk := range lb.p.h.Seeks() {
		lb.Offer(sk)
	}
	now := lb.p.h.Now()
	lb.mu.Lock()
	for id, o := range lb.offers {
		if now.Sub(o.heard) > offerLife {
			delete(lb.offers, id)
		}
	}
	lb.mu.Unlock()
}

// Offer offers a seek queued here to the other processes.
func (lb *lobby) Offer(sk server.Seek) {
	sk.Player.PasswordHash = nil // offers carry no secrets
	data, _ := json.Marshal(offer{Proc: lb.p.id, Seek: sk})
	lb.p.nc.Publish(subjSeek, data)
}

// SeekGone tells the others that the player's seek here has gone.
func (lb *lobby) SeekGone(p store.PlayerID) { lb.p.nc.Publish(subjSeekGone, []byte(p)) }

// PairRemote claims another process's offer that matches sk, taken out of
// this process's queue; false when none could be claimed.
func (lb *lobby) PairRemote(sk server.Seek) (server.Seek, bool) {
	now := lb.p.h.Now()
	lb.mu.Lock()
	var cands []offer
	for _, o := range lb.offers {
		if sk.Matches(o.Seek, now) {
			cands = append(cands, o)
		}
	}
	lb.mu.Unlock()
	for _, o := range cands {
		if lb.claim(o) {
			return o.Seek, true
		}
	}
	return server.Seek{}, false
}

// claim asks the offer's process to give its seek up.
func (lb *lobby) claim(o offer) bool {
	lb.mu.Lock()
	delete(lb.offers, o.Seek.Player.ID)
	lb.mu.Unlock()
	data, _ := json.Marshal(o)
	ctx, cancel := context.WithTimeout(lb.p.ctx, requestTimeout)
	defer cancel()
	m, err := lb.p.nc.RequestWithContext(ctx, subjClaim+o.Proc, data)
	return err == nil && string(m.Data) == "ok"
}

// onClaim gives up a queued seek that another process pairs, if it still
// waits with the same settings.
func (lb *lobby) onClaim(m *nats.Msg) {
	var o offer
	if json.Unmarshal(m.Data, &o) == nil && lb.p.h.TakeSeek(o.Seek) {
		m.Respond([]byte("ok"))
		return
	}
	m.Respond([]byte("gone"))
}
