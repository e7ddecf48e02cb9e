package store

import (
	"context"
	"time"
)

// Leases keeps which server process owns each live game when several
// processes share one database: the owner referees the game and renews its
// lease; once a lease has expired another process may take the game over.
type Leases interface {
	// TakeLease gives the game to owner until expires when it has no
	// lease, when its lease has expired at now, or when owner holds it
	// already. It returns whether owner holds it now and the lease that
	// was there before (zero when none): its Renewed says when the last
	// owner was last known alive.
	TakeLease(ctx context.Context, game GameID, owner string, now, expires time.Time) (held bool, before Lease, err error)
	// RenewLeases extends every unexpired lease owner holds to expires
	// and returns their games. A lease missing from the answer has been
	// lost: its game is no longer owner's to referee.
	RenewLeases(ctx context.Context, owner string, now, expires time.Time) ([]GameID, error)
	// DropLease ends owner's lease of the game (a room that has closed).
	DropLease(ctx context.Context, game GameID, owner string) error
	// OrphanedGames returns up to n unfinished games that nobody owns at
	// now: no lease, or an expired one.
	OrphanedGames(ctx context.Context, now time.Time, n int) ([]GameID, error)
	// LiveGames returns the ids of the player's unfinished games.
	LiveGames(ctx context.Context, player PlayerID) ([]GameID, error)
}

// Lease is a game's owner and how long it owns the game.
type Lease struct {
	Game    GameID
	Owner   string
	Renewed time.Time // when the owner last took or renewed it
	Expires time.Time
}

func (s *sqlStore) TakeLease(ctx context.Context, game GameID, owner string, now, expires time.Time) (bool, Lease, error) {
	var before Lease
	held := false
	err := s.db.tx(ctx, func(c conn) error {
		err := c.queryRow(ctx, s.q.lockLease, string(game)).Scan(&before.Game, &before.Owner,
			timeCol{&before.Renewed}, timeCol{&before.Expires})
		if err != nil && !isNoRows(err) {
			return err
		}
		n, err := c.exec(ctx, s.q.takeLease, string(game), owner, s.t(now), s.t(expires))
		held = n == 1
		return err
	})
	if err != nil {
		return false, Lease{}, wrap("take lease", err)
	}
	return held, before, nil
}

func (s *sqlStore) RenewLeases(ctx context.Context, owner string, now, expires time.Time) ([]GameID, error) {
	rs, err := s.db.writer().query(ctx, s.q.renewLeases, owner, s.t(now), s.t(expires))
	ids, err := collect(rs, err, scanGameID)
	if err != nil {
		return nil, wrap("renew leases", err)
	}
	return ids, nil
}

func (s *sqlStore) DropLease(ctx context.Context, game GameID, owner string) error {
	if _, err := s.db.writer().exec(ctx, s.q.dropLease, string(game), owner); err != nil {
		return wrap("drop lease", err)
	}
	return nil
}

func (s *sqlStore) OrphanedGames(ctx context.Context, now time.Time, n int) ([]GameID, error) {
	rs, err := s.db.reader().query(ctx, s.q.orphanedGames, s.t(now), limit(n))
	ids, err := collect(rs, err, scanGameID)
	if err != nil {
		return nil, wrap("orphaned games", err)
	}
	return ids, nil
}

func (s *sqlStore) LiveGames(ctx context.Context, player PlayerID) ([]GameID, error) {
	rs, err := s.db.reader().query(ctx, s.q.liveGames, string(player))
	ids, err := collect(rs, err, scanGameID)
	if err != nil {
		return nil, wrap("live games", err)
	}
	return ids, nil
}

func scanGameID(r row) (GameID, error) {
	var id GameID
	err := r.Scan(&id)
	return id, err
}
