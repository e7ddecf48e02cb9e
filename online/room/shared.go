package room

import (
	"errors"

	"mancala/online/proto"
	"mancala/online/store"
)

// A shared room (Config.Shared) is one of a cluster's: the game may move
// to another process, and the store fences each write with the owner's
// lease (store.Fencing). Such a room never goes on from a write the store
// did not take: it closes, and the game's next room, opened from the
// store here or on another process, takes over.

// lostByStore reports whether a shared room must close after a failed
// move: another process played on (ErrPlyTaken), or this process's lease
// has run out (ErrNotOwner).
func (s *state) lostByStore(err error) bool {
	return s.cfg.Shared && (errors.Is(err, store.ErrPlyTaken) || errors.Is(err, store.ErrNotOwner))
}

// endNotStored reports whether a shared room must close rather than
// announce an end the store did not take (an end stored already by
// another room, ErrFinished, is announced as before): the next room finds
// the end again, by the rules or the clock, and stores it.
func (s *state) endNotStored(err error) bool {
	return s.cfg.Shared && err != nil && !errors.Is(err, store.ErrFinished)
}

// closedAnswer is the answer to a player's message that closed a shared
// room without ending the game: the client sends a move again, and the
// game's next room answers it.
func (s *state) closedAnswer(m proto.Message) proto.Message {
	e := errorf(proto.ErrInternal, s.id, "game %s is moving to another server; send it again", s.id)
	if mv, ok := m.(*proto.Move); ok {
		e.ID = mv.ID
	}
	return e
}
