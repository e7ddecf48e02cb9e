package server

import (
	"context"

	"github.com/coder/websocket"

	"mancala/online/store"
)

// connView is a connection as the cluster sees it (Conn). Views of one
// connection are equal, so the cluster may keep them as map keys.
type connView struct{ c *conn }

// Deliver queues frames for the client (conn.Deliver).
func (v connView) Deliver(frames ...[]byte) { v.c.Deliver(frames...) }

// Context is done when the connection has closed.
func (v connView) Context() context.Context { return v.c.ctx }

// Player returns the connection's player, "" before hello. Only the
// connection's reader sets it, before the connection follows a game.
func (v connView) Player() store.PlayerID {
	if v.c.player == nil {
		return ""
	}
	return v.c.player.ID
}

// Reconnect closes the connection with "try again later": the client
// shows that it is reconnecting and comes back by itself.
func (v connView) Reconnect() {
	v.c.ws.Close(websocket.StatusTryAgainLater, "server: reconnecting to the other servers")
	v.c.cancel()
}
