//go:build js

// Command aiworker is the computer player's search for the browser: a
// wasm built from engine, ai, analysis and challenges, run in a Web Worker by
// wasm/aiworker.js so that the page keeps drawing while it thinks.
//
// It takes messages {id, rules, position, history, level, seed} (rules
// as Rules.String writes them, position in the project's notation,
// history the game's earlier positions so written, joined by ";" (see
// ai.Request; optional), level 1..10, seed as a decimal string) and
// answers {id, move} with the move in notation ("3", "F3>"), or {id,
// error} when the request is wrong.
// Requests are answered one at a time, in order.
//
// A request with value: {nodes, depth, ms, solveNodes} added (each
// optional) asks for the position's value within that budget instead
// (ai.AnswerValue), answered {id, value: {score, proven, depth, pv}},
// pv the expected line in notation, moves apart by spaces; level and
// seed are then not read.
//
// A request {id, challenge, moves, want} asks about an embedded
// challenge (package challenges) by its id: want "reply" is its perfect
// reply to the moves played from its position (moves in notation, apart
// by spaces), answered {id, move}; want "solution" its best answer,
// answered {id, line}, the moves in notation apart by spaces. The page
// asks here so that it carries no solver and never freezes on one.
//
// A request {id, import} asks to read a game from the text import, as
// the analysis board's Import takes it (gametext.ParseGame: the engine
// protocol's lines, or an OGN record), answered {id, rules, start,
// moves}: the rules as Rules.String writes them, the start in notation,
// the moves in notation apart by spaces; {id, error} saying what is
// wrong with the text.
//
// A request {id, puzzles: true} asks for the embedded puzzle pack
// (package puzzles/pack), answered {id, pack} with its text, which the
// page reads with puzzles.ParsePack: the page does not carry the pack.
//
// A request with bench: D added is a benchmark for make bench-web
// instead: a search of the position to depth D, answered with {id,
// nodes, ms}.
//
// Build: GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o wasm/aiworker.wasm ./cmd/aiworker
package main

import (
	"context"
	"errors"
	"syscall/js"
	"time"

	"mancala/ai"
	_ "mancala/ai/openings" // level 10 plays its openings
	"mancala/engine"
	"mancala/puzzles/pack"
)

// message is one request as it arrived, with the id to answer with.
type message struct {
	id    js.Value
	q     ai.Request
	bench int // the depth of a benchmark search; 0 for a move request
	// challenge is a question about an embedded challenge, when the
	// request asks one (challenge.go).
	challenge *challengeAsk
	// imported is a game's text to read, when the request asks that
	// (import.go).
	imported *string
	pack     bool // the request asks for the puzzle pack
	err      error
}

func main() {
	// Oware's small endgame database, built on the first Oware search.
	ai.OwareDBBuiltOnFirstUse(ai.OwareDBSeedsBuilt)
	in := make(chan message, 16)
	self := js.Global()
	handler := js.FuncOf(func(_ js.Value, args []js.Value) any {
		in <- decode(args[0].Get("data"))
		return nil
	})
	self.Set("onmessage", handler)
	pending := self.Get("aiPending") // requests that came before Go ran
	for i := 0; pending.Truthy() && i < pending.Length(); i++ {
		in <- decode(pending.Index(i))
	}
	self.Delete("aiPending")
	for msg := range in {
		self.Call("postMessage", js.ValueOf(answer(msg)))
	}
}

// decode reads a request object.
func decode(v js.Value) message {
	msg := message{id: v.Get("id")}
	if c := v.Get("challenge"); c.Type() == js.TypeString {
		msg.challenge = &challengeAsk{id: c.String(), moves: stringOf(v.Get("moves")), want: stringOf(v.Get("want"))}
		return msg
	}
	if v.Get("puzzles").Truthy() {
		msg.pack = true
		return msg
	}
	if t := v.Get("import"); t.Type() == js.TypeString {
		text := t.String()
		msg.imported = &text
		return msg
	}
	if b := v.Get("bench"); b.Type() == js.TypeNumber {
		msg.bench = b.Int()
	}
	value, verr := valueBudget(v.Get("value"))
	hist, herr := history(v.Get("history"))
	msg.q = ai.Request{Rules: v.Get("rules").String(), Position: v.Get("position").String(),
		History: hist, Level: level(v.Get("level")), Value: value}
	var serr error
	if value == nil { // a value request has no seed
		msg.q.Seed, serr = ai.ParseSeed(v.Get("seed").String())
	}
	msg.err = errors.Join(serr, herr, verr)
	return msg
}

// valueBudget reads a value request's budget {nodes, depth, ms,
// solveNodes}; nil for a move request (no value field).
func valueBudget(v js.Value) (*ai.ValueBudget, error) {
	switch v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return nil, nil
	case js.TypeObject:
		num := func(k string) float64 {
			if f := v.Get(k); f.Type() == js.TypeNumber && f.Float() >= 0 {
				return f.Float()
			}
			return 0
		}
		return &ai.ValueBudget{Nodes: uint64(num("nodes")), Depth: int(num("depth")),
			Time: time.Duration(num("ms")) * time.Millisecond, SolveNodes: uint64(num("solveNodes"))}, nil
	}
	return nil, errors.New("aiworker: the request's value is not an object")
}

// level reads a request's level: a number, or 0 (refused by a move
// request, not read by a value request).
func level(v js.Value) int {
	if v.Type() == js.TypeNumber {
		return v.Int()
	}
	return 0
}

// history reads a request's optional history: a string, or nothing.
func history(v js.Value) (string, error) {
	switch v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return "", nil
	case js.TypeString:
		return v.String(), nil
	}
	return "", errors.New("aiworker: the request's history is not a string")
}

// answer searches msg's request and returns the reply object.
func answer(msg message) map[string]any {
	reply := map[string]any{"id": msg.id}
	if msg.err != nil {
		reply["error"] = msg.err.Error()
		return reply
	}
	if msg.bench > 0 {
		return benchmark(msg, reply)
	}
	if msg.challenge != nil {
		return msg.challenge.answer(reply)
	}
	if msg.imported != nil {
		return importAnswer(*msg.imported, reply)
	}
	if msg.pack {
		reply["pack"] = pack.Text()
		return reply
	}
	if msg.q.Value != nil {
		return valueAnswer(msg, reply)
	}
	move, err := ai.Answer(context.Background(), msg.q)
	if err != nil {
		reply["error"] = err.Error()
		return reply
	}
	reply["move"] = move
	return reply
}

// valueAnswer values msg's position and adds {value: {score, proven,
// depth, pv}} to reply, the line in notation, moves apart by spaces.
func valueAnswer(msg message, reply map[string]any) map[string]any {
	v, err := ai.AnswerValue(context.Background(), msg.q)
	if err != nil {
		reply["error"] = err.Error()
		return reply
	}
	reply["value"] = map[string]any{"score": v.Score, "proven": v.Proven, "depth": v.Depth, "pv": engine.FormatMoves(v.PV)}
	return reply
}
