package client

import (
	"context"
	"time"

	"mancala/online/proto"
)

// socket is one WebSocket connection carrying the protocol's text
// messages. Natively it is coder/websocket's (socket_other.go); in the
// browser the browser's own WebSocket (socket_js.go), so that the page
// carries no HTTP, TLS or WebSocket code of its own.
type socket interface {
	// Read returns the next message; it fails once the connection has
	// ended or Close was called.
	Read() ([]byte, error)
	// Write sends one message, within ctx.
	Write(ctx context.Context, b []byte) error
	// Close ends the connection at once.
	Close()
}

// dialTimeout bounds opening a connection.
const dialTimeout = 10 * time.Second

func write(ctx context.Context, ws socket, m proto.Message) error {
	b, err := proto.Encode(m)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return ws.Write(ctx, b)
}
