package store

import (
	"context"
	"errors"
	"time"
)

// ErrNotOwner refuses a write of a game by a process that does not hold
// the game's lease: it has run out, or another process has taken it.
var ErrNotOwner = errors.New("store: the game's lease is not the writer's")

// Fencing is how a game's owner in a cluster writes: each write checks,
// in the transaction that makes it, that the writer holds the game's
// lease at the write's time. A process frozen past its lease (or cut off
// from the database) that wakes up can then neither play a move the game's
// new owner referees nor end the game by a clock that ran while it slept.
type Fencing interface {
	// AppendMoveAs is AppendMove by owner at m.At; it fails with
	// ErrNotOwner, storing nothing, unless owner's lease of m.Game
	// expires after m.At.
	AppendMoveAs(ctx context.Context, owner string, m Move) (stored Move, added bool, err error)
	// FinishGameAs is FinishGame by owner at f.Ended, fenced the same way.
	FinishGameAs(ctx context.Context, owner string, id GameID, f Finish) error
}

func (s *sqlGames) AppendMoveAs(ctx context.Context, owner string, m Move) (Move, bool, error) {
	if m.Game == "" || m.ID == "" || m.Move == "" || m.Ply < 1 {
		return Move{}, false, badInput("a move needs a game, an id, a move and a ply from 1")
	}
	m.At = norm(m.At)
	var ply int
	err := s.db.writeRow(ctx, []any{&ply}, s.q.appendMoveAs, string(m.Game), m.Ply, m.Move,
		m.ID, micros(m.South), micros(m.North), s.t(m.At), owner)
	switch {
	case err == nil:
		return m, true, nil
	case !isNoRows(err):
		return Move{}, false, wrap("append move", err)
	}
	if err := s.leaseHeld(ctx, s.db.reader(), s.q.leaseOf, m.Game, owner, m.At); err != nil {
		return Move{}, false, err
	}
	return s.notAppended(ctx, m)
}

func (s *sqlGames) FinishGameAs(ctx context.Context, owner string, id GameID, f Finish) error {
	south, north, err := s.finishArgs(f)
	if err != nil {
		return err
	}
	err = s.db.tx(ctx, func(c conn) error {
		if err := s.leaseHeld(ctx, c, s.q.fenceLease, id, owner, f.Ended); err != nil {
			return err
		}
		return s.finish(ctx, c, id, f, south, north)
	})
	return done("finish game", err)
}

// leaseHeld fails with ErrNotOwner unless owner holds the game's lease
// at now, read by query q. With fenceLease in a transaction, the lease's
// row stays locked (PostgreSQL: FOR KEY SHARE) until the transaction ends,
// so that no take-over (which locks it FOR UPDATE) comes between the check
// and the write; the owner's renewal, which only moves the expiry, neither
// waits for the write nor holds it up.
func (s *sqlGames) leaseHeld(ctx context.Context, c conn, q string, game GameID, owner string, now time.Time) error {
	var l Lease
	err := c.queryRow(ctx, q, string(game)).Scan(&l.Game, &l.Owner,
		timeCol{&l.Renewed}, timeCol{&l.Expires}, timeCol{&l.TurnFrom})
	switch {
	case isNoRows(err):
		return ErrNotOwner
	case err != nil:
		return err
	case l.Owner != owner || !l.Expires.After(norm(now)):
		return ErrNotOwner
	}
	return nil
}
