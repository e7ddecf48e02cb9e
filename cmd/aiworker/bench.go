//go:build js

package main

import (
	"context"
	"time"

	"mancala/ai"
	"mancala/engine"
)

// benchmark searches msg's position to the fixed depth msg.bench and adds
// the nodes visited and the time taken in ms to reply: a fixed-depth
// search visits the same nodes everywhere, so make bench-web compares its
// speed here with the same search run natively.
func benchmark(msg message, reply map[string]any) map[string]any {
	r, err := engine.ParseRules(msg.q.Rules)
	var p engine.Position
	if err == nil {
		p, err = engine.ParsePosition(r, msg.q.Position)
	}
	if err != nil {
		reply["error"] = err.Error()
		return reply
	}
	start := time.Now()
	res := ai.Search(context.Background(), r, p, ai.Limits{Depth: msg.bench}, nil)
	reply["nodes"] = float64(res.Nodes)
	reply["ms"] = float64(time.Since(start).Microseconds()) / 1000
	return reply
}
