package cluster

import (
	"encoding/json"
	"strings"
)

// A follow learns that it missed an event when a later one comes; a lost
// last event (an owner's frames lost in a NATS outage, or a subscription
// the owner dropped while its word of that was lost) would leave it behind
// for good, both players waiting for each other. So every owner tells each
// process, every quarter of a lease, how many lasting events each of its
// follows there has been sent (its tips), on the subject of that process's
// follows' frames: NATS keeps one publisher's messages in order on one
// subscription, so when the tips come, every frame sent before them has
// come or is lost. A follow short of its count, or one the owner has not
// listed twice in a row, subscribes again from the last event it passed
// on. The follows of rooms here are checked against the room itself.

// tipsKey is the follow key of the tips' subject: never a follow's key,
// which is base 36.
const tipsKey = "~tips"

// tips is an owner's word to one process about the follows there that
// its rooms serve.
type tips struct {
	Owner string           `json:"owner"`
	Sent  map[string]int64 `json:"sent"` // lasting events sent, by follow key
}

// unlistedTwice is how many tips in a row may leave out a follow that
// its owner serves before it subscribes again: a tip sent just before its
// subscription reached the owner can still leave it out once.
const unlistedTwice = 2

// sendTips sends each other process the tips of this process's rooms,
// also to a process with no follow here: one that has lost its
// subscriptions learns it so.
func (ow *owners) sendTips(procs []string) {
	byProc := map[string]map[string]int64{}
	for _, proc := range procs {
		byProc[proc] = map[string]int64{}
	}
	ow.mu.Lock()
	rooms := make([]*owned, 0, len(ow.owned))
	for _, o := range ow.owned {
		rooms = append(rooms, o)
	}
	ow.mu.Unlock()
	for _, o := range rooms {
		o.mu.Lock()
		for inbox, k := range o.sinks {
			if byProc[k.proc] == nil {
				byProc[k.proc] = map[string]int64{}
			}
			byProc[k.proc][inbox[strings.LastIndexByte(inbox, '.')+1:]] = o.r.Sent(k.player)
		}
		o.mu.Unlock()
	}
	for proc, sent := range byProc {
		data, _ := json.Marshal(tips{Owner: ow.p.id, Sent: sent})
		ow.p.nc.Publish(subjProc+proc+"."+tipsKey, data)
	}
}

// checkTips compares an owner's tips with the follows here that it
// serves and makes those behind subscribe again.
func (fs *follows) checkTips(data []byte) {
	var t tips
	if json.Unmarshal(data, &t) != nil || t.Owner == "" {
		return
	}
	fs.mu.Lock()
	var served []*follow
	for _, f := range fs.all {
		if f.ownedBy(t.Owner) {
			served = append(served, f)
		}
	}
	fs.mu.Unlock()
	for _, f := range served {
		n, listed := t.Sent[f.key]
		if f.behind(n, listed) {
			f.resync()
		}
	}
}

// checkLocal makes the follows of rooms here subscribe again when their
// room has closed (a room that lost its lease, whose successor's
// announcement may have been lost) or sent them more than they passed on.
func (fs *follows) checkLocal() {
	fs.mu.Lock()
	var here []*follow
	for _, f := range fs.all {
		if f.here.Load() {
			here = append(here, f)
		}
	}
	fs.mu.Unlock()
	for _, f := range here {
		if f.localBehind() {
			f.resync()
		}
	}
}

// behind reports whether a follow served by another process has missed
// events, by that owner's tips: n sent and listed, or not listed.
func (f *follow) behind(n int64, listed bool) bool {
	if !listed {
		return f.unlisted.Add(1) >= unlistedTwice
	}
	f.unlisted.Store(0)
	return f.seen() < n
}

// localBehind reports whether a follow of a room here has missed events,
// or its room has closed.
func (f *follow) localBehind() bool {
	f.mu.Lock()
	r := f.local
	f.mu.Unlock()
	if r == nil {
		return false
	}
	select {
	case <-r.Done():
		return true
	default:
		return f.seen() < r.Sent(f.player)
	}
}
