package saves

import (
	"encoding/json"
	"errors"
	"fmt"
)

// The records of earlier versions, which kept one game against the
// computer and one with a friend: game.json held either before the
// friend's got its own record.
var (
	oldGameRecord   = record{name: "game.json", key: "game", kind: KindOldGame}
	oldFriendRecord = record{name: "game-friend.json", key: "game", kind: KindOldFriend}
)

// adoptOldGames moves a game saved by an earlier version into its slot,
// where the slot is free; one whose slot is taken stays where it is (a
// newer game of that kind was saved since: the old one is never written
// over, nor lost). An unreadable one is kept aside as any record is.
func (s *Store) adoptOldGames() error {
	var errs []error
	for _, r := range []record{oldGameRecord, oldFriendRecord} {
		errs = append(errs, s.adoptOld(r))
	}
	return errors.Join(errs...)
}

// adoptOld moves the old record r's game into its slot when that is free.
func (s *Store) adoptOld(r record) error {
	if !s.b.exists(r.name) || s.held[r.name] {
		return nil
	}
	var g *Game
	var sl Slot
	found, err := s.load(r, func(raw json.RawMessage) (err error) {
		g, sl, err = decodeGame(raw)
		return err
	})
	if !found || err != nil {
		return err
	}
	if s.b.exists(sl.record().name) {
		return nil
	}
	if err := s.save(sl.record(), g); err != nil {
		return fmt.Errorf("saves: cannot move %s to %s: %w", r.name, sl.record().name, err)
	}
	return s.remove(r)
}
