package ai

import (
	"context"
	"fmt"
	"strconv"
	"strings"
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
	value  Valuation // a StartValue's answer
	done   bool
	w      worker // the platform's remote searcher (js only)
	err    error  // why the Thinker cannot search (js only)
}

// Start begins searching for the move at level l, cancelling any search
// still running. hist is the game's positions before p, oldest first (as
// GameHistory gives them; nil when the game's past is unknown), so that
// the search plays by Oware's repetition rule as PlayGame does; Start
// keeps a copy of the few it needs (see repeatable). The position must
// have a legal move.
func (t *Thinker) Start(r engine.Rules, p engine.Position, hist []engine.Position, l Level, seed uint64) {
	t.Cancel()
	t.mu.Lock()
	g := t.gen
	t.mu.Unlock()
	t.start(g, job{r: r, p: p, hist: repeatable(r, p, hist), l: l, seed: seed})
}

// StartValue begins valuing p within b (see Value), cancelling any search
// still running; PollValue returns the value. hist is as for Start.
func (t *Thinker) StartValue(r engine.Rules, p engine.Position, hist []engine.Position, b ValueBudget) {
	t.Cancel()
	t.mu.Lock()
	g := t.gen
	t.mu.Unlock()
	t.start(g, job{r: r, p: p, hist: repeatable(r, p, hist), value: &b})
}

// job is one search the Thinker runs: the move at a level, or, when
// value is set, the position's value within that budget.
type job struct {
	r     engine.Rules
	p     engine.Position
	hist  []engine.Position // the game's positions the search could meet
	l     Level
	seed  uint64
	value *ValueBudget
	// remote, in the browser, is a question for the worker in its own
	// words (StartRemote), answered as the worker writes it.
	remote map[string]any
}

// maxHistory is the most earlier positions a search is given: the last
// ones; a Request with more is refused. Only positions since the last
// capture count (see repeatable), and a game goes that long without one
// only by circling on purpose; each position scanned costs the search's
// repetition test time at every node.
const maxHistory = 1024

// repeatable returns a copy of the positions of hist that the search of p
// could meet again, at most the last maxHistory: in Oware, the only game
// whose search models repetition, those with p's captures (seeds captured
// never come back); none in the other games.
func repeatable(r engine.Rules, p engine.Position, hist []engine.Position) []engine.Position {
	if r.Board().Variant != engine.OwareGame {
		return nil
	}
	var keep []engine.Position
	for _, q := range hist {
		if q.Stores == p.Stores {
			keep = append(keep, q)
		}
	}
	return keep[max(0, len(keep)-maxHistory):]
}

// finish records the move of search g, unless it was cancelled.
func (t *Thinker) finish(g uint64, m engine.Move) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if g == t.gen {
		t.move, t.done = m, true
	}
}

// finishValue records the value of search g, unless it was cancelled.
func (t *Thinker) finishValue(g uint64, v Valuation) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if g == t.gen {
		t.value, t.done = v, true
	}
}

// PollValue returns the value a StartValue asked for and true once it is
// known, and keeps returning it until the next Start or Cancel.
func (t *Thinker) PollValue() (Valuation, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.value, t.done
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
// engine.FormatPosition writes it, the game's earlier positions that its
// search could meet (see repeatable) written so and joined by
// historySep, oldest first ("" for none), the level 1..10 and the seed.
type Request struct {
	Rules    string
	Position string
	History  string
	Level    int
	Seed     uint64
	// Value, when set, asks for the position's value within it instead
	// of a move (AnswerValue); Level and Seed are then not read.
	Value *ValueBudget
}

// historySep separates the positions of a Request's History: the
// position notation never holds it.
const historySep = ";"

// NewRequest writes the search of p at level l, after the game's earlier
// positions hist (oldest first), as a Request.
func NewRequest(r engine.Rules, p engine.Position, hist []engine.Position, l Level, seed uint64) Request {
	return Request{Rules: r.String(), Position: engine.FormatPosition(r, p),
		History: formatHistory(r, repeatable(r, p, hist)), Level: int(l), Seed: seed}
}

// formatHistory writes positions for a Request's History.
func formatHistory(r engine.Rules, hist []engine.Position) string {
	texts := make([]string, len(hist))
	for i, q := range hist {
		texts[i] = engine.FormatPosition(r, q)
	}
	return strings.Join(texts, historySep)
}

// Answer plays q and returns the move in the project's notation ("3",
// "F3>"), its search knowing q's history as PlayGame's does. The worker
// calls it; it is plain Go, so tests call it too. A malformed request is
// an error that says which part is wrong.
func Answer(ctx context.Context, q Request) (string, error) {
	r, p, hist, err := q.parse()
	if err != nil {
		return "", err
	}
	return play(ctx, r, p, hist, Level(q.Level), q.Seed, nil).Move.String(), nil
}

// AnswerValue values q's position within q.Value, knowing its history as
// Answer does. The worker calls it for a value request.
func AnswerValue(ctx context.Context, q Request) (Valuation, error) {
	if q.Value == nil {
		return Valuation{}, fmt.Errorf("ai: request asks for a move, not a value")
	}
	r, p, hist, err := q.parse()
	if err != nil {
		return Valuation{}, err
	}
	return Value(ctx, r, p, hist, *q.Value), nil
}

// parse reads and checks q: known rules, a position of them with a legal
// move (a value request: any position), a history of positions of them,
// a level in range (a move request).
func (q Request) parse() (engine.Rules, engine.Position, []engine.Position, error) {
	r, err := engine.ParseRules(q.Rules)
	if err != nil {
		return nil, engine.Position{}, nil, fmt.Errorf("ai: request rules: %w", err)
	}
	p, err := engine.ParsePosition(r, q.Position)
	if err != nil {
		return nil, engine.Position{}, nil, fmt.Errorf("ai: request position: %w", err)
	}
	hist, err := parseHistory(r, q.History)
	if err != nil {
		return nil, engine.Position{}, nil, err
	}
	if q.Value != nil {
		return r, p, hist, nil
	}
	if !Level(q.Level).Valid() {
		return nil, engine.Position{}, nil, fmt.Errorf("ai: request level %d out of range 1..10", q.Level)
	}
	var buf [engine.MaxMoves]engine.Move
	if len(r.LegalMoves(p, buf[:0])) == 0 {
		return nil, engine.Position{}, nil, fmt.Errorf("ai: request position %q has no legal move", q.Position)
	}
	return r, p, hist, nil
}

// parseHistory reads a Request's History: at most maxHistory positions
// of the game r, each in notation.
func parseHistory(r engine.Rules, s string) ([]engine.Position, error) {
	if s == "" {
		return nil, nil
	}
	if n := strings.Count(s, historySep) + 1; n > maxHistory {
		return nil, fmt.Errorf("ai: request history has %d positions, at most %d", n, maxHistory)
	}
	texts := strings.Split(s, historySep)
	hist := make([]engine.Position, len(texts))
	for i, text := range texts {
		q, err := engine.ParsePosition(r, text)
		if err != nil {
			return nil, fmt.Errorf("ai: request history position %d of %d: %w", i+1, len(texts), err)
		}
		hist[i] = q
	}
	return hist, nil
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
