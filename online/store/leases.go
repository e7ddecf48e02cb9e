package store

import (
	"context"
	"time"
)

// Leases keeps which server process owns each live game when several
// processes share one database: the owner referees the game and renews its
// lease; once a lease has expired another process may take the game over.
type Leases interface {
	// TakeLease gives l.Game to l.Owner until l.Expires when it has no
	// lease, when its lease has expired at now, or when l.Owner holds it
	// already (l.Renewed is set to now). It returns whether l.Owner holds
	// it now and the lease that was there before (zero when none): its
	// Renewed says when the last owner was last known alive.
	TakeLease(ctx context.Context, l Lease, now time.Time) (held bool, before Lease, err error)
	// RenewLeases extends every unexpired lease owner holds to expires
	// and returns their games. A lease missing from the answer has been
	// lost: its game is no longer owner's to referee.
	RenewLeases(ctx context.Context, owner string, now, expires time.Time) ([]GameID, error)
	// DropLease ends owner's lease of the game (a room that has closed).
	DropLease(ctx context.Context, game GameID, owner string) error
	// OrphanedGames returns up to n unfinished games that nobody owns at
	// now: no lease, or an expired one.
	OrphanedGames(ctx context.Context, now time.Time, n int) ([]GameID, error)
	// OngoingGames returns up to n unfinished games, owned or not,
	// the oldest first: the cluster's live games as the store knows them.
	OngoingGames(ctx context.Context, n int) ([]GameID, error)
	// LiveGames returns the ids of the player's unfinished games.
	LiveGames(ctx context.Context, player PlayerID) ([]GameID, error)
	Fencing
}

// Lease is a game's owner and how long it owns the game.
type Lease struct {
	Game    GameID
	Owner   string
	Renewed time.Time // when the owner last took or renewed it
	Expires time.Time
	// TurnFrom is when, by the owner's clock, the turn being played when
	// it took the game over began (the earlier owners' time without the
	// time the game had none); zero when the owner opened the game.
	TurnFrom time.Time
}

func (s *sqlLeases) TakeLease(ctx context.Context, l Lease, now time.Time) (bool, Lease, error) {
	var before Lease
	held := false
	err := s.db.tx(ctx, func(c conn) error {
		err := c.queryRow(ctx, s.q.lockLease, string(l.Game)).Scan(&before.Game, &before.Owner,
			timeCol{&before.Renewed}, timeCol{&before.Expires}, timeCol{&before.TurnFrom})
		if err != nil && !isNoRows(err) {
			return err
		}
		n, err := c.exec(ctx, s.q.takeLease, string(l.Game), l.Owner, s.t(now), s.t(l.Expires), s.t(l.TurnFrom))
		held = n == 1
		return err
	})
	if err != nil {
		return false, Lease{}, wrap("take lease", err)
	}
	return held, before, nil
}

func (s *sqlLeases) RenewLeases(ctx context.Context, owner string, now, expires time.Time) ([]GameID, error) {
	var ids []GameID
	err := s.db.tx(ctx, func(c conn) error {
		rs, err := c.query(ctx, s.q.renewLeases, owner, s.t(now), s.t(expires))
		ids, err = collect(rs, err, scanGameID)
		return err
	})
	if err != nil {
		return nil, wrap("renew leases", err)
	}
	return ids, nil
}

func (s *sqlLeases) DropLease(ctx context.Context, game GameID, owner string) error {
	if _, err := s.db.writer().exec(ctx, s.q.dropLease, string(game), owner); err != nil {
		return wrap("drop lease", err)
	}
	return nil
}

func (s *sqlLeases) OrphanedGames(ctx context.Context, now time.Time, n int) ([]GameID, error) {
	rs, err := s.db.reader().query(ctx, s.q.orphanedGames, s.t(now), limit(n))
	ids, err := collect(rs, err, scanGameID)
	if err != nil {
		return nil, wrap("orphaned games", err)
	}
	return ids, nil
}

func (s *sqlLeases) OngoingGames(ctx context.Context, n int) ([]GameID, error) {
	rs, err := s.db.reader().query(ctx, s.q.ongoingGames, limit(n))
	ids, err := collect(rs, err, scanGameID)
	if err != nil {
		return nil, wrap("ongoing games", err)
	}
	return ids, nil
}

func (s *sqlLeases) LiveGames(ctx context.Context, player PlayerID) ([]GameID, error) {
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
