package solve

import (
	"errors"
	"sync/atomic"
)

// The parallel Kalah search: every thread runs the same null-window pass
// over the shared transposition table. At each node a thread searches the
// first kid, then skips the later kids another thread is searching at that
// moment and comes back to them at the end (ABDADA's deferral, simplified):
// by then the other thread has usually stored their value. The first
// thread to finish a pass gives its result and the others stop.

// pollEvery is how many nodes a thread searches between checks of its
// context, node limit and team.
const pollEvery = 1 << 14

// errStopped stops a thread whose team has finished the pass.
var errStopped = errors.New("solve: stopped: another thread finished the pass")

// crew is what the threads of one parallel search share.
type crew struct {
	busy  busyTable
	stop  atomic.Bool
	nodes atomic.Uint64 // every thread's nodes, counted pollEvery at a time
}

// busyWays is how many boards one slot of the busy table can mark.
const busyWays = 4

// busyTable marks the boards being searched now, by a hash of their pits
// (0: free). A lost mark or a collision only costs time: the table says
// what to put off, never what a board is worth.
type busyTable struct {
	slot [1 << 12][busyWays]atomic.Uint64
}

// has reports whether board key h is being searched.
func (t *busyTable) has(h uint64) bool {
	if h == 0 {
		return false
	}
	ways := &t.slot[h>>52]
	for i := range ways {
		if ways[i].Load() == h {
			return true
		}
	}
	return false
}

// mark records that h is being searched and returns where (or nil when
// every way is taken).
func (t *busyTable) mark(h uint64) *atomic.Uint64 {
	ways := &t.slot[h>>52]
	for i := range ways {
		if ways[i].CompareAndSwap(0, h) {
			return &ways[i]
		}
	}
	return nil
}

// busyKey is the busy table's key for a kid worth sharing out: a hash of
// its pits, or 0 for a kid whose subtree is too small to matter.
func (s *kalahSearch) busyKey(k *kid) uint64 {
	if s.crew == nil || k.kind == gameOver || k.seeds <= s.deferMin {
		return 0
	}
	return keyHash(ttKey(k.b, s.f.m)) | 1
}

// shared searches a kid, marking it busy for the other threads meanwhile.
func (s *kalahSearch) shared(k *kid, beta int) int {
	h := s.busyKey(k)
	if h == 0 {
		return s.value(k, beta)
	}
	at := s.crew.busy.mark(h)
	v := s.value(k, beta)
	if at != nil {
		at.Store(0)
	}
	return v
}

// team is a parallel search: threads that run each pass together.
type team struct {
	threads []*kalahSearch
	crew    *crew
}

// passResult is one thread's answer to a pass.
type passResult struct {
	v, move int
	err     error
}

// test runs a null-window pass on every thread and returns the first
// answer.
func (t *team) test(b board, seeds, beta int) (int, int, error) {
	t.crew.stop.Store(false)
	done := make(chan passResult, len(t.threads))
	for _, k := range t.threads {
		k.err = nil
		go func() {
			v, move, err := k.test(b, seeds, beta)
			done <- passResult{v, move, err}
		}()
	}
	first := <-done
	t.crew.stop.Store(true)
	for range t.threads[1:] {
		<-done
	}
	return first.v, first.move, first.err
}

// searched returns the nodes every thread searched.
func (t *team) searched() uint64 {
	var n uint64
	for _, k := range t.threads {
		n += k.nodes
	}
	return n
}
