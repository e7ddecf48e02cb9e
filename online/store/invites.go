package store

import (
	"context"
	"time"
)

func (s *sqlInvites) CreateInvite(ctx context.Context, inv NewInvite) error {
	if inv.Code == "" || inv.Spec == "" {
		return badInput("an invite needs a code and a spec")
	}
	_, err := s.db.writer().exec(ctx, s.q.insertInvite, inv.Code, string(inv.Creator), inv.Spec,
		micros(inv.Clock.Base), micros(inv.Clock.Increment), inv.Rated, inv.Public,
		s.t(inv.Created), s.t(inv.Expires), nullPlayer(inv.For))
	switch s.broke(err) {
	case cInviteCode:
		return ErrExists
	case cForeignKey:
		return notFound("player " + string(inv.Creator) + " or " + string(inv.For))
	}
	return done("create invite", err)
}

func (s *sqlInvites) Invite(ctx context.Context, code string) (Invite, error) {
	inv, err := scanInvite(s.db.reader().queryRow(ctx, s.q.inviteByCode, code))
	if isNoRows(err) {
		return Invite{}, notFound("invite " + code)
	}
	if err != nil {
		return Invite{}, wrap("read invite", err)
	}
	return inv, nil
}

func (s *sqlInvites) TakeInvite(ctx context.Context, code string, by PlayerID, g NewGame) (Invite, error) {
	var inv Invite
	err := s.db.tx(ctx, func(c conn) error {
		var err error
		if inv, err = s.lockInvite(ctx, c, code); err != nil {
			return err
		}
		if inv.For != "" && inv.For != by {
			return ErrNotYours
		}
		if !norm(g.Created).Before(inv.Expires) {
			return ErrExpired
		}
		if err := s.games.insertGame(ctx, c, g); err != nil {
			return err
		}
		_, err = c.exec(ctx, s.q.takeInvite, code, string(by), string(g.ID))
		return err
	})
	if err != nil {
		return Invite{}, s.takeError(ctx, err, g)
	}
	inv.TakenBy, inv.Game = by, g.ID
	return inv, nil
}

// lockInvite reads an open invite, locking its row until the transaction
// ends; an invite that cannot be taken gives its error.
func (s *sqlInvites) lockInvite(ctx context.Context, c conn, code string) (Invite, error) {
	inv, err := scanInvite(c.queryRow(ctx, s.q.lockInvite, code))
	switch {
	case isNoRows(err):
		return inv, notFound("invite " + code)
	case err != nil:
		return inv, err
	case inv.TakenBy != "":
		return inv, ErrTaken
	case inv.Cancelled:
		return inv, ErrCancelled
	}
	return inv, nil
}

func (s *sqlInvites) takeError(ctx context.Context, err error, g NewGame) error {
	if s.broke(err) == cForeignKey {
		return notFound("a player of game " + string(g.ID))
	}
	return done("take invite", s.games.gameError(ctx, err, g))
}

func (s *sqlInvites) CancelInvite(ctx context.Context, code string) error {
	err := s.db.tx(ctx, func(c conn) error {
		if _, err := s.lockInvite(ctx, c, code); err != nil {
			return err
		}
		_, err := c.exec(ctx, s.q.cancelInvite, code)
		return err
	})
	return done("cancel invite", err)
}

func (s *sqlInvites) OpenInvites(ctx context.Context, now time.Time, n int) ([]Invite, error) {
	rs, err := s.db.reader().query(ctx, s.q.openInvites, s.t(now), limit(n))
	invs, err := collect(rs, err, scanInvite)
	if err != nil {
		return nil, wrap("read open invites", err)
	}
	return invs, nil
}

func (s *sqlInvites) InvitesFor(ctx context.Context, player PlayerID, now time.Time, n int) ([]Invite, error) {
	rs, err := s.db.reader().query(ctx, s.q.invitesFor, string(player), s.t(now), limit(n))
	invs, err := collect(rs, err, scanInvite)
	if err != nil {
		return nil, wrap("read challenges", err)
	}
	return invs, nil
}

func (s *sqlInvites) ChallengesBy(ctx context.Context, player PlayerID, now time.Time) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, s.q.challengesBy, string(player), s.t(now)).Scan(&n)
	if err != nil {
		return 0, wrap("count challenges", err)
	}
	return n, nil
}
