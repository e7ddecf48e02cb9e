//go:build !js

package client

import "github.com/coder/websocket"

func dialOptions(cfg Config) *websocket.DialOptions {
	return &websocket.DialOptions{HTTPHeader: cfg.Header}
}
