package server

import (
	"context"

	"mancala/online/store"
)

// ownerStore is the store as the rooms of one owner process see it: each
// move and end is written only while the process holds the game's lease
// (store.Fencing), so an owner that lost a game without knowing it yet
// (frozen past its lease, or cut off from the database) writes nothing.
type ownerStore struct {
	store.Store
	owner string
}

func (s ownerStore) AppendMove(ctx context.Context, m store.Move) (store.Move, bool, error) {
	return s.Store.AppendMoveAs(ctx, s.owner, m)
}

func (s ownerStore) FinishGame(ctx context.Context, id store.GameID, f store.Finish) error {
	return s.Store.FinishGameAs(ctx, s.owner, id, f)
}
