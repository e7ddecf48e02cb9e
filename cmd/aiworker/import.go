//go:build js

package main

import (
	"mancala/engine"
	"mancala/gametext"
)

// importAnswer reads the game in text and adds {rules, start, moves}
// to reply, or {error}.
func importAnswer(text string, reply map[string]any) map[string]any {
	g, err := gametext.ParseGame(text)
	if err != nil {
		reply["error"] = err.Error()
		return reply
	}
	reply["rules"] = g.Rules().String()
	reply["start"] = engine.FormatPosition(g.Rules(), g.Start())
	reply["moves"] = engine.FormatMoves(g.Moves())
	return reply
}
