//go:build !js

package client

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"mancala/online/proto"
	"mancala/online/store"
)

// TestAMoveWhoseAnswerIsLostIsSentAgainAndAnsweredOnce: the server's
// answer to a move is lost on its way while the connection stays up (as
// between two processes of a cluster); the client sends the move again
// under its id after AnswerWait, the server answers it again, and the
// move is played once.
func TestAMoveWhoseAnswerIsLostIsSentAgainAndAnsweredOnce(t *testing.T) {
	url, st, _ := startServer(t)
	relay := dropFirstAck(t, url)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, b := newPlayer(t, relay, 61), newPlayer(t, url, 62)
	a.c.Send(ctx, &proto.Seek{Variant: "kalah", Clock: "untimed"})
	waitFor(t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Seeking); return ok })
	b.c.Send(ctx, &proto.Seek{Variant: "kalah", Clock: "untimed"})
	start := waitFor(t, a.msgs, func(m proto.Message) bool { e, ok := m.(*proto.Event); return ok && e.Kind == proto.KindStart }).(*proto.Event)
	ply, aSide := 1, "south"
	if start.North.ID == a.c.Player().ID {
		aSide = "north"
	}
	if start.Turn != aSide {
		if _, err := b.c.Move(ctx, start.Game, ply, "1"); err != nil { // no extra turn
			t.Fatal(err)
		}
		ply++
	}
	ack, err := a.c.Move(ctx, start.Game, ply, "1")
	if err != nil || ack.Ply != ply {
		t.Fatalf("the move's answer: %+v, %v", ack, err)
	}
	g, err := st.Game(ctx, store.GameID(start.Game))
	if err != nil || len(g.Moves) != ply {
		t.Errorf("the store holds %d moves (%v), want %d", len(g.Moves), err, ply)
	}
}

// dropFirstAck starts a WebSocket relay to the server at url that loses
// the first Ack the server sends, and returns its URL.
func dropFirstAck(t *testing.T, url string) string {
	var dropped atomic.Bool
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer in.CloseNow()
		out, _, err := websocket.Dial(r.Context(), url, nil)
		if err != nil {
			return
		}
		defer out.CloseNow()
		go relayFrames(r.Context(), in, out, func([]byte) bool { return true })
		relayFrames(r.Context(), out, in, func(b []byte) bool {
			m, err := proto.DecodeServer(b)
			_, ack := m.(*proto.Ack)
			return err != nil || !ack || !dropped.CompareAndSwap(false, true)
		})
	}))
	t.Cleanup(hs.Close)
	return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// relayFrames copies the messages from one connection to the other that
// pass keep, until either ends.
func relayFrames(ctx context.Context, from, to *websocket.Conn, keep func([]byte) bool) {
	for {
		typ, b, err := from.Read(ctx)
		if err != nil {
			to.CloseNow()
			return
		}
		if keep(b) && to.Write(ctx, typ, b) != nil {
			from.CloseNow()
			return
		}
	}
}
