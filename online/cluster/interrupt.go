package cluster

import (
	"context"
	"errors"
	"sync"

	"mancala/online/store"
)

// errOwnerChanged cancels a request in flight to a game's owner when
// another process announces that it owns the game now.
var errOwnerChanged = errors.New("cluster: the game's owner has changed")

// interrupts keeps the requests in flight to each game's owner (a
// player's message, a follow's subscription). An owner killed or frozen
// while a request waits for it never answers; rather than wait out the
// request's timeout, which would hold a move or a catch-up back and be
// charged to the player's clock, an owner change cancels them, and each
// goes again to the new owner at once.
type interrupts struct {
	mu   sync.Mutex
	next int64
	byID map[store.GameID]map[int64]context.CancelCauseFunc
}

// request returns ctx made to end also when the game's owner changes, and
// the function that releases it.
func (in *interrupts) request(ctx context.Context, game store.GameID) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	in.mu.Lock()
	if in.byID == nil {
		in.byID = map[store.GameID]map[int64]context.CancelCauseFunc{}
	}
	if in.byID[game] == nil {
		in.byID[game] = map[int64]context.CancelCauseFunc{}
	}
	in.next++
	id := in.next
	in.byID[game][id] = cancel
	in.mu.Unlock()
	return ctx, func() {
		in.mu.Lock()
		delete(in.byID[game], id)
		if len(in.byID[game]) == 0 {
			delete(in.byID, game)
		}
		in.mu.Unlock()
		cancel(nil)
	}
}

// ownerChanged cancels the game's requests in flight.
func (in *interrupts) ownerChanged(game store.GameID) {
	in.mu.Lock()
	waiting := in.byID[game]
	delete(in.byID, game)
	in.mu.Unlock()
	for _, cancel := range waiting {
		cancel(errOwnerChanged)
	}
}

// interrupted reports whether ctx ended because the owner changed.
func interrupted(ctx context.Context) bool {
	return errors.Is(context.Cause(ctx), errOwnerChanged)
}
