package store

import (
	"context"
	"time"

	"mancala/engine"
)

// sqlArenas is the Arenas part of sqlStore; saving an arena creates the
// games it paired.
type sqlArenas struct {
	backend
	games sqlGames
}

func (s *sqlArenas) CreateArena(ctx context.Context, a NewArena) error {
	switch {
	case a.ID == "" || a.Spec == "" || a.Name == "":
		return badInput("an arena needs an id, a name and a spec")
	case !a.Ends.After(a.Starts):
		return badInput("an arena must end after it starts")
	}
	var creator any
	if a.Creator != "" {
		creator = string(a.Creator)
	}
	_, err := s.db.writer().exec(ctx, s.q.insertArena, string(a.ID), a.Name, a.Spec,
		micros(a.Clock.Base), micros(a.Clock.Increment), a.Rated, s.t(a.Starts), s.t(a.Ends),
		creator, nilIfEmpty(a.PasswordHash), s.t(a.Created), a.Bots)
	switch s.db.constraint(err) {
	case cArenaID:
		return ErrExists
	case cForeignKey:
		return notFound("creator of arena " + string(a.ID))
	}
	return done("create arena", err)
}

// nullPlayer is a nullable player column's value: NULL for no player.
func nullPlayer(id PlayerID) any {
	if id == "" {
		return nil
	}
	return string(id)
}

func nilIfEmpty(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

func (s *sqlArenas) Arena(ctx context.Context, id ArenaID) (Arena, error) {
	a, err := scanArena(s.db.reader().queryRow(ctx, s.q.arenaByID, string(id)))
	if isNoRows(err) {
		return Arena{}, notFound("arena " + string(id))
	}
	if err != nil {
		return Arena{}, wrap("read arena", err)
	}
	return a, nil
}

func (s *sqlArenas) LiveArenas(ctx context.Context, n int) ([]Arena, error) {
	return s.list(ctx, "live arenas", s.q.liveArenas, limit(n))
}

func (s *sqlArenas) FinishedArenas(ctx context.Context, n int) ([]Arena, error) {
	return s.list(ctx, "finished arenas", s.q.finishedArenas, limit(n))
}

func (s *sqlArenas) list(ctx context.Context, what, q string, args ...any) ([]Arena, error) {
	rs, err := s.db.reader().query(ctx, q, args...)
	as, err := collect(rs, err, scanArena)
	if err != nil {
		return nil, wrap(what, err)
	}
	return as, nil
}

func (s *sqlArenas) DirectArena(ctx context.Context, id ArenaID, owner string, now, expires time.Time) (bool, Arena, error) {
	var held bool
	var a Arena
	err := s.db.tx(ctx, func(c conn) error {
		n, err := c.exec(ctx, s.q.directArena, string(id), owner, s.t(now), s.t(expires))
		if err != nil {
			return err
		}
		held = n == 1
		a, err = scanArena(c.queryRow(ctx, s.q.arenaByID, string(id)))
		return err
	})
	if isNoRows(err) {
		return false, Arena{}, notFound("arena " + string(id))
	}
	if err != nil {
		return false, Arena{}, wrap("direct arena", err)
	}
	return held, a, nil
}

func (s *sqlArenas) RenewArenas(ctx context.Context, owner string, now, expires time.Time) ([]ArenaID, error) {
	var ids []ArenaID
	err := s.db.tx(ctx, func(c conn) error {
		rs, err := c.query(ctx, s.q.renewArenas, owner, s.t(now), s.t(expires))
		ids, err = collect(rs, err, scanArenaID)
		return err
	})
	if err != nil {
		return nil, wrap("renew arenas", err)
	}
	return ids, nil
}

func (s *sqlArenas) UndirectedArenas(ctx context.Context, now, by time.Time, n int) ([]ArenaID, error) {
	rs, err := s.db.reader().query(ctx, s.q.undirectedArenas, s.t(now), s.t(by), limit(n))
	ids, err := collect(rs, err, scanArenaID)
	if err != nil {
		return nil, wrap("undirected arenas", err)
	}
	return ids, nil
}

func (s *sqlArenas) SaveArena(ctx context.Context, owner string, id ArenaID, sv ArenaSave) error {
	for _, g := range sv.Games {
		if err := checkGame(g); err != nil {
			return err
		}
	}
	var failed *NewGame
	err := s.db.tx(ctx, func(c conn) error {
		n, err := c.exec(ctx, s.q.saveArena, string(id), owner, s.t(sv.At), sv.State, sv.Finished)
		if err != nil {
			return err
		}
		if n != 1 {
			return ErrNotOwner
		}
		for _, g := range sv.Read {
			if _, err := c.exec(ctx, s.q.markArenaRead, string(g), string(id)); err != nil {
				return err
			}
		}
		for i := range sv.Games {
			g := sv.Games[i]
			g.Arena = id
			if err := s.games.insertGame(ctx, c, g); err != nil {
				failed = &g
				return err
			}
		}
		return nil
	})
	if failed != nil {
		return done("save arena", s.games.gameError(ctx, err, *failed))
	}
	return done("save arena", err)
}

func (s *sqlArenas) ArenaGamesEnded(ctx context.Context, id ArenaID, since time.Time) ([]Game, error) {
	if since.IsZero() {
		since = time.Unix(0, 0) // a NULL would match nothing
	}
	return s.gamesWithMoves(ctx, "read arena's ended games",
		s.q.arenaGamesEnded, s.q.arenaMovesEnded, string(id), s.t(since))
}

func (s *sqlArenas) ArenaGamesUnread(ctx context.Context, id ArenaID) ([]Game, error) {
	return s.gamesWithMoves(ctx, "read arena's unread games",
		s.q.arenaGamesUnread, s.q.arenaMovesUnread, string(id))
}

// gamesWithMoves reads the games one query selects and the moves of the
// same games another selects, in one view of the database.
func (s *sqlArenas) gamesWithMoves(ctx context.Context, what, games, moves string, args ...any) ([]Game, error) {
	var gs []Game
	err := s.db.view(ctx, func(c conn) error {
		rs, err := c.query(ctx, games, args...)
		if gs, err = collect(rs, err, scanGame); err != nil {
			return err
		}
		rs, err = c.query(ctx, moves, args...)
		ms, err := collect(rs, err, scanMove)
		attachMoves(gs, ms)
		return err
	})
	if err != nil {
		return nil, wrap(what, err)
	}
	return gs, nil
}

func (s *sqlArenas) SetBerserk(ctx context.Context, game GameID, side engine.Side) error {
	q := s.q.berserkSouth
	if side == engine.North {
		q = s.q.berserkNorth
	}
	n, err := s.db.writer().exec(ctx, q, string(game))
	if err != nil || n == 1 {
		return done("berserk", err)
	}
	var result string
	var last int
	err = s.db.reader().queryRow(ctx, s.q.gameState, string(game)).Scan(&result, &last)
	if isNoRows(err) {
		return notFound("game " + string(game))
	}
	if err != nil {
		return wrap("berserk", err)
	}
	return ErrFinished
}

func scanArena(r row) (Arena, error) {
	var a Arena
	var base, inc int64
	err := r.Scan(&a.ID, &a.Name, &a.Spec, &base, &inc, &a.Rated, timeCol{&a.Starts},
		timeCol{&a.Ends}, &a.Creator, &a.PasswordHash, timeCol{&a.Created}, &a.State, &a.Finished, &a.Bots)
	a.Clock = TimeControl{Base: fromMicros(base), Increment: fromMicros(inc)}
	if len(a.PasswordHash) == 0 {
		a.PasswordHash = nil
	}
	if len(a.State) == 0 {
		a.State = nil
	}
	return a, err
}

func scanArenaID(r row) (ArenaID, error) {
	var id ArenaID
	err := r.Scan(&id)
	return id, err
}
