package cluster

import (
	"testing"

	"mancala/online/proto"
)

func frame(t *testing.T, m proto.Message) []byte {
	t.Helper()
	b, err := proto.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func lastingEvent(t *testing.T, n int64) []byte {
	return frame(t, &proto.Event{Kind: proto.KindMove, Game: "g", N: n, Ply: int(n - 1), Move: "1", Side: "south", Turn: "north"})
}

// TestEventOrderPassesEachLastingEventOnceAndInOrder: repeats are dropped,
// an event after a gap is held back and the gap reported, notices and
// answers pass as they come.
func TestEventOrderPassesEachLastingEventOnceAndInOrder(t *testing.T) {
	o := eventOrder{seen: 2}
	notice := frame(t, &proto.Event{Kind: proto.KindOffer, Game: "g", N: 9, Side: "south", Offer: "draw"})
	ack := frame(t, &proto.Ack{Game: "g", ID: "x", Ply: 2})
	out, gap := o.pass([][]byte{lastingEvent(t, 2), lastingEvent(t, 3), notice, lastingEvent(t, 5), ack})
	if !gap || len(out) != 3 || string(out[0]) != string(lastingEvent(t, 3)) || string(out[1]) != string(notice) ||
		string(out[2]) != string(ack) || o.seen != 3 {
		t.Fatalf("passed %q, gap %v, seen %d; want event 3, the notice and the ack, a gap, seen 3", out, gap, o.seen)
	}
	out, gap = o.pass([][]byte{lastingEvent(t, 3), lastingEvent(t, 4), lastingEvent(t, 5)})
	if gap || len(out) != 2 || o.seen != 5 {
		t.Errorf("after the catch-up: passed %d frames, gap %v, seen %d; want 2, none, 5", len(out), gap, o.seen)
	}
}
