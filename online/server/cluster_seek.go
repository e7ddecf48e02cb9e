package server

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"

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

// offer is a queued seek as other processes see it.
type offer struct {
	Proc   string        `json:"proc"`
	Player store.Player  `json:"player"`
	Spec   string        `json:"spec"`
	Clock  time.Duration `json:"clock"`
	Inc    time.Duration `json:"inc"`
	Rated  bool          `json:"rated"`
	Since  time.Time     `json:"since"`
	heard  time.Time
}

func offerOf(proc string, sk *seek) offer {
	p := sk.player
	p.PasswordHash = nil // offers carry no secrets
	return offer{Proc: proc, Player: p, Spec: sk.spec, Clock: sk.clock.Base, Inc: sk.clock.Increment,
		Rated: sk.rated, Since: sk.since}
}

// seek is the offer as a seek without a connection here.
func (o offer) seek() *seek {
	return &seek{player: o.Player, spec: o.Spec, clock: store.TimeControl{Base: o.Clock, Increment: o.Inc},
		rated: o.Rated, since: o.Since}
}

func (cl *cluster) startSeeks() error {
	for subj, h := range map[string]nats.MsgHandler{subjSeek: cl.onOffer, subjSeekGone: cl.onGone,
		subjClaim + cl.id: cl.onClaim} {
		sub, err := cl.nc.Subscribe(subj, h)
		if err != nil {
			return err
		}
		cl.subs = append(cl.subs, sub)
	}
	return nil
}

func (cl *cluster) onOffer(m *nats.Msg) {
	var o offer
	if json.Unmarshal(m.Data, &o) != nil || o.Proc == cl.id {
		return
	}
	o.heard = cl.s.now()
	cl.mu.Lock()
	cl.offers[o.Player.ID] = o
	cl.mu.Unlock()
}

func (cl *cluster) onGone(m *nats.Msg) {
	cl.mu.Lock()
	delete(cl.offers, store.PlayerID(m.Data))
	cl.mu.Unlock()
}

// offerSeeks offers this process's queued seeks again and forgets the
// others' offers not repeated for offerLife.
func (cl *cluster) offerSeeks() {
	var queued []*seek
	cl.s.lobby.call(func() { queued = append(queued, cl.s.lobby.seeks...) })
	for _, sk := range queued {
		cl.publishOffer(sk)
	}
	now := cl.s.now()
	cl.mu.Lock()
	for id, o := range cl.offers {
		if now.Sub(o.heard) > offerLife {
			delete(cl.offers, id)
		}
	}
	cl.mu.Unlock()
}

func (cl *cluster) publishOffer(sk *seek) {
	data, _ := json.Marshal(offerOf(cl.id, sk))
	cl.nc.Publish(subjSeek, data)
}

// seekGone tells the others that the player's seek here has gone.
func (cl *cluster) seekGone(p store.PlayerID) { cl.nc.Publish(subjSeekGone, []byte(p)) }

// pairRemote pairs sk, taken out of this process's queue, with another
// process's matching offer; false when none could be claimed.
func (cl *cluster) pairRemote(sk *seek) bool {
	now := cl.s.now()
	cl.mu.Lock()
	var cands []offer
	for _, o := range cl.offers {
		if matches(sk, o.seek(), now) {
			cands = append(cands, o)
		}
	}
	cl.mu.Unlock()
	for _, o := range cands {
		if cl.claim(o) {
			go cl.s.startPaired(o.seek(), sk)
			return true
		}
	}
	return false
}

// claim asks the offer's process to give its seek up.
func (cl *cluster) claim(o offer) bool {
	cl.mu.Lock()
	delete(cl.offers, o.Player.ID)
	cl.mu.Unlock()
	data, _ := json.Marshal(o)
	ctx, cancel := context.WithTimeout(cl.s.ctx, requestTimeout)
	defer cancel()
	m, err := cl.nc.RequestWithContext(ctx, subjClaim+o.Proc, data)
	return err == nil && string(m.Data) == "ok"
}

// onClaim gives up a queued seek that another process pairs, if it still
// waits with the same settings.
func (cl *cluster) onClaim(m *nats.Msg) {
	var o offer
	if json.Unmarshal(m.Data, &o) != nil {
		return
	}
	want := o.seek()
	taken := false
	cl.s.lobby.call(func() {
		l := cl.s.lobby
		for i, sk := range l.seeks {
			if sk.player.ID == want.player.ID && sk.spec == want.spec && sk.clock == want.clock && sk.rated == want.rated {
				l.seeks = append(l.seeks[:i], l.seeks[i+1:]...)
				taken = true
				return
			}
		}
	})
	if taken {
		m.Respond([]byte("ok"))
		return
	}
	m.Respond([]byte("gone"))
}
