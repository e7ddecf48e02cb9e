//go:build js

package ai

import (
	"fmt"
	"syscall/js"

	"mancala/engine"
)

// WorkerScript is the script the Thinker starts as its Web Worker, relative
// to the page: wasm/aiworker.js, which runs cmd/aiworker's wasm.
const WorkerScript = "aiworker.js"

// maxWorkerFails is how many Web Workers may fail to load before the
// Thinker gives up: one whose wasm did not download (a network hiccup) is
// replaced by a new one, but not forever.
const maxWorkerFails = 3

// worker is the Web Worker that searches in the browser, so that the page
// keeps drawing while the computer thinks. It answers one request at a
// time; cancelling a busy worker terminates it and the next Start makes a
// new one. The page never searches itself: the search's code stays out of
// the page's wasm.
type worker struct {
	v     js.Value // the Worker; undefined until the first search
	funcs []js.Func
	busy  uint64   // the request being searched; 0 when idle
	q     job      // kept to send again to a new worker when one fails
	fails int      // workers that failed to load
	why   string   // why the last one failed
	reply js.Value // the answer to a StartRemote question
}

// StartRemote asks the worker question msg (in its own words: see
// cmd/aiworker), cancelling any search still running; PollRemote returns
// the answer as the worker wrote it. It is how the page asks the worker
// what it does not search itself (a challenge's reply).
func (t *Thinker) StartRemote(msg map[string]any) {
	t.Cancel()
	t.mu.Lock()
	g := t.gen
	t.mu.Unlock()
	t.start(g, job{remote: msg})
}

// PollRemote returns the worker's answer to the StartRemote question and
// true once it has come, until the next Start or Cancel.
func (t *Thinker) PollRemote() (js.Value, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.w.reply.IsUndefined() {
		return js.Undefined(), false
	}
	return t.w.reply, t.done
}

// start posts search g to the worker, starting one if none runs.
func (t *Thinker) start(g uint64, j job) {
	t.mu.Lock()
	t.w.busy, t.w.q = g+1, j
	t.mu.Unlock()
	t.post()
}

// post sends the pending request to the worker; when no worker can run it
// records why in t.err.
func (t *Thinker) post() {
	t.mu.Lock()
	ok := t.ensureWorker()
	v, id, q := t.w.v, t.w.busy, t.w.q
	t.mu.Unlock()
	if !ok || id == 0 {
		return
	}
	if q.remote != nil {
		msg := map[string]any{"id": float64(id)}
		for k, x := range q.remote {
			msg[k] = x
		}
		v.Call("postMessage", js.ValueOf(msg))
		return
	}
	msg := map[string]any{
		"id": float64(id), "rules": q.r.String(), "position": engine.FormatPosition(q.r, q.p),
		"history": formatHistory(q.r, q.hist), "level": int(q.l), "seed": seedText(q.seed),
	}
	if b := q.value; b != nil {
		msg["value"] = map[string]any{"nodes": float64(b.Nodes), "depth": b.Depth,
			"ms": float64(b.Time.Milliseconds()), "solveNodes": float64(b.SolveNodes)}
	}
	v.Call("postMessage", js.ValueOf(msg))
}

// ensureWorker starts the worker unless it runs; false, with t.err set,
// when the page cannot start one. t.mu is held.
func (t *Thinker) ensureWorker() (ok bool) {
	if t.w.v.Truthy() {
		return true
	}
	if t.w.fails >= maxWorkerFails {
		t.err = fmt.Errorf("ai: the computer player did not load (%d tries): %s", t.w.fails, t.w.why)
		return false
	}
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		t.err = fmt.Errorf("ai: this browser cannot run the computer player (no Web Workers)")
		return false
	}
	defer func() {
		if e := recover(); e != nil { // the constructor threw
			t.err, ok = fmt.Errorf("ai: the computer player cannot start: %v", e), false
		}
	}()
	t.w.v = ctor.New(WorkerScript)
	onMsg := js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.received(args[0].Get("data"))
		return nil
	})
	onErr := js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.failed("the worker's script failed")
		return nil
	})
	t.w.v.Set("onmessage", onMsg)
	t.w.v.Set("onerror", onErr)
	t.w.funcs = []js.Func{onMsg, onErr}
	return true
}

// received takes the worker's answer {id, move} or {id, error}, or
// {failed} when it could not load.
func (t *Thinker) received(data js.Value) {
	if f := data.Get("failed"); f.Truthy() {
		t.failed(f.String())
		return
	}
	id := uint64(data.Get("id").Float())
	t.mu.Lock()
	if id != t.w.busy {
		t.mu.Unlock()
		return
	}
	t.w.busy = 0
	q := t.w.q
	t.mu.Unlock()
	if q.remote != nil {
		t.mu.Lock()
		if id-1 == t.gen {
			t.w.reply, t.done = data, true
		}
		t.mu.Unlock()
		return
	}
	if val := data.Get("value"); val.Type() == js.TypeObject && q.value != nil {
		if v, err := parseValuation(q.r, val); err == nil {
			t.finishValue(id-1, v)
			return
		}
	}
	if mv := data.Get("move"); mv.Type() == js.TypeString {
		if m, err := engine.ParseMove(q.r, mv.String()); err == nil && engine.IsLegal(q.r, q.p, m) {
			t.finish(id-1, m)
			return
		}
	}
	t.mu.Lock()
	t.err = fmt.Errorf("ai: the computer player answered %s with %s", engine.FormatPosition(q.r, q.p),
		js.Global().Get("JSON").Call("stringify", data).String())
	t.mu.Unlock()
}

// failed replaces a worker that could not load and sends it the pending
// search again, until maxWorkerFails workers have failed.
func (t *Thinker) failed(why string) {
	t.mu.Lock()
	t.w.fails++
	t.w.why = why
	t.stopWorker()
	pending := t.w.busy != 0
	t.mu.Unlock()
	if pending {
		t.post()
	}
}

// cancelRemote terminates the worker when it is searching: it cannot be
// interrupted otherwise.
func (t *Thinker) cancelRemote() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.w.reply = js.Undefined()
	if t.w.busy != 0 {
		t.w.busy = 0
		t.stopWorker()
	}
}

// stopWorker terminates the worker and frees its callbacks. t.mu is held.
func (t *Thinker) stopWorker() {
	if t.w.v.Truthy() {
		t.w.v.Call("terminate")
	}
	for _, f := range t.w.funcs {
		f.Release()
	}
	t.w.v, t.w.funcs = js.Undefined(), nil
}

// parseValuation reads the worker's value {score, proven, depth, pv}, the
// line in notation, moves apart by spaces.
func parseValuation(r engine.Rules, v js.Value) (Valuation, error) {
	pv, err := engine.ParseMoves(r, v.Get("pv").String())
	return Valuation{Score: v.Get("score").Int(), Proven: v.Get("proven").Bool(), Depth: v.Get("depth").Int(), PV: pv}, err
}
