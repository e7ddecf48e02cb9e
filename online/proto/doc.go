// Package proto holds the wire messages of online play: JSON objects, one
// per WebSocket text frame, each with a "type" field naming the message.
// It depends on the standard library only, so the server, the game (also
// under js/wasm), the tests and the load tools share it.
//
// The protocol is described in PROTOCOL.md next to this file; a test keeps
// its examples true. Decode reads one frame strictly: at most MaxFrame
// bytes, a known type, no unknown fields, and every field within bounds.
// It never checks the rules of the game: the server's room asks the engine.
package proto
