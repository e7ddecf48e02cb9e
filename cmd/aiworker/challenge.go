//go:build js

package main

import (
	"fmt"
	"syscall/js"

	"mancala/challenges"
	"mancala/engine"
)

// challengeAsk is a question about an embedded challenge: its id, the
// moves played from its position (for a reply), and what is wanted.
type challengeAsk struct {
	id, moves, want string
}

// answer adds the answer to reply: {move}, {line} or {error}.
func (q *challengeAsk) answer(reply map[string]any) map[string]any {
	out, err := q.work()
	if err != nil {
		reply["error"] = err.Error()
		return reply
	}
	for k, v := range out {
		reply[k] = v
	}
	return reply
}

// work answers the question.
func (q *challengeAsk) work() (map[string]any, error) {
	set, err := challenges.Embedded()
	if err != nil {
		return nil, err
	}
	c, ok := set.Get(q.id)
	if !ok {
		return nil, fmt.Errorf("aiworker: no challenge %q", q.id)
	}
	switch q.want {
	case "reply":
		moves, err := engine.ParseMoves(c.Rules, q.moves)
		if err != nil {
			return nil, err
		}
		m, err := challenges.Reply(c, moves)
		return map[string]any{"move": m.String()}, err
	case "solution":
		line, err := challenges.Solution(c)
		return map[string]any{"line": engine.FormatMoves(line)}, err
	}
	return nil, fmt.Errorf("aiworker: want %q: ask for reply or solution", q.want)
}

// stringOf reads an optional string field: "" when absent.
func stringOf(v js.Value) string {
	if v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}
