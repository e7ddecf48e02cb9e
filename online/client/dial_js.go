//go:build js

package client

import "github.com/coder/websocket"

// dialOptions: the browser sends its own Origin and the token cookie.
func dialOptions(Config) *websocket.DialOptions { return nil }
