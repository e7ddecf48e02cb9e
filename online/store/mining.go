package store

import (
	"context"
	"time"
)

// sqlMining is the Mining part of sqlStore: one row, "nightly", holds the
// miner's place and its lease.
type sqlMining struct {
	backend
	puzzles sqlPuzzles
}

func (s *sqlMining) TakeMining(ctx context.Context, owner, day string, now, expires time.Time) (bool, MinePlace, error) {
	if owner == "" || day == "" {
		return false, MinePlace{}, badInput("mining needs an owner and a day")
	}
	var held bool
	var at MinePlace
	err := s.db.tx(ctx, func(c conn) error {
		if _, err := c.exec(ctx, s.q.pz.addMining); err != nil {
			return err
		}
		n, err := c.exec(ctx, s.q.pz.takeMining, owner, day, s.t(now), s.t(expires))
		if err != nil {
			return err
		}
		held = n == 1
		at, err = scanPlace(c.queryRow(ctx, s.q.pz.minePlace))
		return err
	})
	if err != nil {
		return false, MinePlace{}, wrap("take mining", err)
	}
	return held, at, nil
}

func (s *sqlMining) SaveMining(ctx context.Context, owner string, sv MineSave) error {
	for _, p := range sv.Puzzles {
		if err := checkPuzzle(p); err != nil {
			return err
		}
	}
	pl := sv.Place
	err := s.db.tx(ctx, func(c conn) error {
		n, err := c.exec(ctx, s.q.pz.saveMining, owner, s.t(sv.At), s.t(pl.Ended), string(pl.Game), pl.Night,
			s.t(sv.Expires), sv.Done)
		if err != nil {
			return err
		}
		if n != 1 {
			return ErrNotOwner
		}
		for _, p := range sv.Puzzles {
			if err := s.puzzles.insertPuzzle(ctx, c, s.q.pz.minedPuzzle, p); err != nil {
				return err
			}
		}
		return nil
	})
	return done("save mining", err)
}

func (s *sqlMining) GamesEndedAfter(ctx context.Context, after MinePlace, by time.Time, n int) ([]Game, error) {
	since := after.Ended
	if since.IsZero() {
		since = time.Unix(0, 0) // a NULL would match nothing
	}
	rs, err := s.db.reader().query(ctx, s.q.pz.gamesEndedAfter, s.t(since), string(after.Game), s.t(by), limit(n))
	gs, err := collect(rs, err, scanGame)
	if err != nil {
		return nil, wrap("games ended", err)
	}
	return gs, nil
}

func scanPlace(r row) (MinePlace, error) {
	var p MinePlace
	err := r.Scan(timeCol{&p.Ended}, &p.Game, &p.Night)
	return p, err
}
