//go:build js

package ai

import (
	"syscall/js"

	"mancala/engine"
)

// WorkerScript is the script the Thinker starts as its Web Worker, relative
// to the page: wasm/aiworker.js, which runs cmd/aiworker's wasm.
const WorkerScript = "aiworker.js"

// worker is the Web Worker that searches in the browser, so that the page
// keeps drawing while the computer thinks. It answers one request at a
// time; cancelling a busy worker terminates it and the next Start makes a
// new one.
type worker struct {
	v      js.Value // the Worker; undefined until the first search
	funcs  []js.Func
	busy   uint64 // the request being searched; 0 when idle
	broken bool   // the worker cannot run here: search locally from now on
	q      request
}

// request is a search the worker runs, kept to search locally if the
// worker fails.
type request struct {
	r    engine.Rules
	p    engine.Position
	l    Level
	seed uint64
}

// startRemote posts the search to the worker and reports whether it could.
func (t *Thinker) startRemote(g uint64, r engine.Rules, p engine.Position, l Level, seed uint64) bool {
	t.mu.Lock()
	ok := !t.w.broken && t.ensureWorker()
	if ok {
		t.w.busy, t.w.q = g+1, request{r, p, l, seed}
	}
	v := t.w.v
	t.mu.Unlock()
	if !ok {
		return false
	}
	v.Call("postMessage", js.ValueOf(map[string]any{
		"id": float64(g + 1), "rules": r.String(), "position": engine.FormatPosition(r, p),
		"level": int(l), "seed": seedText(seed),
	}))
	return true
}

// ensureWorker starts the worker unless it runs; false when the page
// cannot start one. t.mu is held.
func (t *Thinker) ensureWorker() (ok bool) {
	if t.w.v.Truthy() {
		return true
	}
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		t.w.broken = true
		return false
	}
	defer func() {
		if recover() != nil { // the constructor threw
			t.w.broken, ok = true, false
		}
	}()
	t.w.v = ctor.New(WorkerScript)
	onMsg := js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.received(args[0].Get("data"))
		return nil
	})
	onErr := js.FuncOf(func(js.Value, []js.Value) any {
		t.failed()
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
	if data.Get("failed").Truthy() {
		t.failed()
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
	mv := data.Get("move")
	if mv.Type() == js.TypeString {
		if m, err := engine.ParseMove(q.r, mv.String()); err == nil && engine.IsLegal(q.r, q.p, m) {
			t.finish(id-1, m)
			return
		}
	}
	t.searchHere(id-1, q)
}

// failed gives up the worker (its script or wasm did not load) and
// answers the pending search here.
func (t *Thinker) failed() {
	t.mu.Lock()
	id, q := t.w.busy, t.w.q
	t.w.broken, t.w.busy = true, 0
	t.stopWorker()
	t.mu.Unlock()
	if id != 0 {
		t.searchHere(id-1, q)
	}
}

// searchHere answers search g on the page itself when the worker could
// not: at most at the medium level, which takes milliseconds, so the page
// barely stalls.
func (t *Thinker) searchHere(g uint64, q request) {
	t.startLocal(g, q.r, q.p, min(q.l, Medium), q.seed)
}

// cancelRemote terminates the worker when it is searching: it cannot be
// interrupted otherwise.
func (t *Thinker) cancelRemote() {
	t.mu.Lock()
	defer t.mu.Unlock()
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
