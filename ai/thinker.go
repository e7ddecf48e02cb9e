package ai

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	"mancala/engine"
)

// Thinker runs the computer player's search off the frame: the board
// scene calls Start once, then Poll every tick until the move is ready,
// and never waits. Natively the search runs in a goroutine; in the browser
// (GOOS=js) it runs in a Web Worker (wasm/aiworker.js), because a busy
// goroutine would stop the page from drawing; the page itself never
// searches, so the search stays out of its download. The zero Thinker is
// ready to use; its methods may be called from any goroutine.
type Thinker struct {
	mu     sync.Mutex
	gen    uint64 // which Start the current search belongs to
	cancel context.CancelFunc
	move   engine.Move
	done   bool
	w      worker // the platform's remote searcher (js only)
	err    error  // why the Thinker cannot search (js only)
}

// Start begins searching for the move at level l, cancelling any search
// still running. The position must have a legal move.
func (t *Thinker) Start(r engine.Rules, p engine.Position, l Level, seed uint64) {
	t.Cancel()
	t.mu.Lock()
	g := t.gen
	t.mu.Unlock()
	t.start(g, r, p, l, seed)
}

// finish records the move of search g, unless it was cancelled.
func (t *Thinker) finish(g uint64, m engine.Move) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if g == t.gen {
		t.move, t.done = m, true
	}
}

// Poll returns the move and true once the search has finished, and keeps
// returning it until the next Start or Cancel; false while it runs or
// when none was started.
func (t *Thinker) Poll() (engine.Move, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.move, t.done
}

// Err reports why the Thinker cannot search: in the browser, that its Web
// Worker could not load, even when started again; nil natively. While it
// is not nil Poll reports no move.
func (t *Thinker) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.err
}

// Cancel stops the running search, if any, and forgets its move.
func (t *Thinker) Cancel() {
	t.mu.Lock()
	t.gen++
	t.done = false
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
	}
	t.mu.Unlock()
	t.cancelRemote()
}

// Request is one search as the Web Worker receives it, in the project's
// notation: the rules as Rules.String writes them, the position as
// engine.FormatPosition writes it, the level 1..10 and the seed.
type Request struct {
	Rules    string
	Position string
	Level    int
	Seed     uint64
}

// NewRequest writes the search of p at level l as a Request.
func NewRequest(r engine.Rules, p engine.Position, l Level, seed uint64) Request {
	return Request{Rules: r.String(), Position: engine.FormatPosition(r, p), Level: int(l), Seed: seed}
}

// Answer plays q and returns the move in the project's notation ("3",
// "F3>"). The worker calls it; it is plain Go, so tests call it too.
func Answer(ctx context.Context, q Request) (string, error) {
	r, err := engine.ParseRules(q.Rules)
	if err != nil {
		return "", fmt.Errorf("ai: request rules: %w", err)
	}
	p, err := engine.ParsePosition(r, q.Position)
	if err != nil {
		return "", fmt.Errorf("ai: request position: %w", err)
	}
	if !Level(q.Level).Valid() {
		return "", fmt.Errorf("ai: request level %d out of range 1..10", q.Level)
	}
	var buf [engine.MaxMoves]engine.Move
	if len(r.LegalMoves(p, buf[:0])) == 0 {
		return "", fmt.Errorf("ai: request position %q has no legal move", q.Position)
	}
	return Choose(ctx, r, p, Level(q.Level), q.Seed).String(), nil
}

// seedText writes a seed exactly: a JavaScript number would round it.
func seedText(seed uint64) string { return strconv.FormatUint(seed, 10) }

// ParseSeed reads a seed written by the Thinker for the worker.
func ParseSeed(s string) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("ai: seed %q is not a number", s)
	}
	return n, nil
}
