//go:build !js

package client

import (
	"context"
	"net/http"

	"github.com/coder/websocket"

	"mancala/online/proto"
)

// wsSocket is a socket over coder/websocket.
type wsSocket struct{ c *websocket.Conn }

func dialSocket(ctx context.Context, cfg Config) (socket, error) {
	c, _, err := websocket.Dial(ctx, cfg.URL, &websocket.DialOptions{HTTPHeader: http.Header(cfg.Header)})
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(proto.MaxFrame)
	return wsSocket{c}, nil
}

// Read runs without a context: with one, the library sets up a watch on
// it for every message; Close ends a read instead.
func (s wsSocket) Read() ([]byte, error) {
	_, b, err := s.c.Read(context.Background())
	return b, err
}

func (s wsSocket) Write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageText, b)
}

func (s wsSocket) Close() { s.c.CloseNow() }
