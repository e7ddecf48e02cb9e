package store

import (
	"context"
	"strings"
	"time"
)

// nameKey is the form in which names are compared: without case.
func nameKey(name string) string { return strings.ToLower(name) }

func (s *sqlPlayers) CreatePlayer(ctx context.Context, p NewPlayer) (Player, error) {
	if p.ID == "" || p.Name == "" {
		return Player{}, badInput("a player needs an id and a name")
	}
	p.PasswordHash = append([]byte(nil), p.PasswordHash...)
	var hash any
	if len(p.PasswordHash) > 0 {
		hash = p.PasswordHash
	} else {
		p.PasswordHash = nil
	}
	p.Created, p.Rating.At = norm(p.Created), norm(p.Rating.At)
	r := p.Rating
	_, err := s.db.writer().exec(ctx, s.q.insertPlayer, string(p.ID), p.Name, nameKey(p.Name), hash,
		r.Rating, r.Deviation, r.Volatility, r.Games, s.t(r.At), s.t(p.Created), p.Bot)
	switch s.broke(err) {
	case cPlayerName:
		return Player{}, ErrNameTaken
	case cPlayerID:
		return Player{}, ErrExists
	}
	if err != nil {
		return Player{}, wrap("create player", err)
	}
	return Player{p}, nil
}

func (s *sqlPlayers) Register(ctx context.Context, id PlayerID, name string, hash []byte) (Player, error) {
	if name == "" || len(hash) == 0 {
		return Player{}, badInput("registering needs a name and a password hash")
	}
	n, err := s.db.writer().exec(ctx, s.q.register, string(id), name, nameKey(name), hash)
	if s.broke(err) == cPlayerName {
		return Player{}, ErrNameTaken
	}
	if err != nil {
		return Player{}, wrap("register", err)
	}
	p, err := s.Player(ctx, id)
	if err == nil && n == 0 {
		return Player{}, ErrRegistered
	}
	return p, err
}

func (s *sqlPlayers) Player(ctx context.Context, id PlayerID) (Player, error) {
	return s.onePlayer(ctx, s.q.playerByID, string(id))
}

func (s *sqlPlayers) PlayerByName(ctx context.Context, name string) (Player, error) {
	return s.onePlayer(ctx, s.q.playerByName, nameKey(name))
}

func (s *sqlPlayers) onePlayer(ctx context.Context, q, key string) (Player, error) {
	p, err := scanPlayer(s.db.reader().queryRow(ctx, q, key))
	if isNoRows(err) {
		return Player{}, notFound("player " + key)
	}
	if err != nil {
		return Player{}, wrap("read player", err)
	}
	return p, nil
}

func (s *sqlPlayers) UpdateRating(ctx context.Context, id PlayerID, r Rating) error {
	n, err := s.setRating(ctx, s.db.writer(), id, r)
	if err != nil {
		return wrap("update rating", err)
	}
	if n == 0 {
		return notFound("player " + string(id))
	}
	return nil
}

func (s *sqlPlayers) setRating(ctx context.Context, c conn, id PlayerID, r Rating) (int64, error) {
	return c.exec(ctx, s.q.updateRating, string(id), r.Rating, r.Deviation, r.Volatility,
		r.Games, s.t(r.At))
}

func (s *sqlPlayers) Leaderboard(ctx context.Context, n int, bots bool) ([]Player, error) {
	rs, err := s.db.reader().query(ctx, s.q.leaderboard, limit(n), bots)
	ps, err := collect(rs, err, scanPlayer)
	if err != nil {
		return nil, wrap("leaderboard", err)
	}
	return ps, nil
}

func (s *sqlPlayers) PlayerRecord(ctx context.Context, id PlayerID) ([]Record, error) {
	rs, err := s.db.reader().query(ctx, s.q.playerRecord, string(id))
	recs, err := collect(rs, err, func(r row) (Record, error) {
		var rec Record
		err := r.Scan(&rec.Spec, &rec.Won, &rec.Drawn, &rec.Lost)
		return rec, err
	})
	if err != nil {
		return nil, wrap("player record", err)
	}
	return recs, nil
}

func (s *sqlPlayers) RatingHistory(ctx context.Context, id PlayerID, n int) ([]Rating, error) {
	rs, err := s.db.reader().query(ctx, s.q.ratingHistory, string(id), limit(n))
	hist, err := collect(rs, err, func(r row) (Rating, error) {
		var at time.Time
		var change *RatingChange
		if err := r.Scan(timeCol{&at}, jsonCol{&change}); err != nil || change == nil {
			return Rating{At: at}, err
		}
		after := change.After
		after.At = at
		return after, nil
	})
	if err != nil {
		return nil, wrap("rating history", err)
	}
	return hist, nil
}
