package room

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// berserkTime is a berserk player's clock at the start: half the base,
// to the second below (lichess's rule; the increment stays).
func berserkTime(base time.Duration) time.Duration {
	return (base / 2).Truncate(time.Second)
}

// berserk halves me's clock in an arena game before me's first move: it
// is stored before it is announced, to everyone, with the clocks.
func (s *state) berserk(me engine.Side) proto.Message {
	g := &s.cfg.Game
	switch {
	case g.Arena == "" || g.Clock.Untimed():
		return errorf(proto.ErrNotArena, s.id, "berserk is for timed arena games")
	case s.over():
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	case s.clock.moved[me]:
		return errorf(proto.ErrTooEarly, s.id, "berserk only before your first move")
	case g.Berserk[me]:
		return nil
	}
	ctx, cancel := storeContext()
	err := s.cfg.Store.SetBerserk(ctx, s.id, me)
	cancel()
	if err != nil {
		s.log.Error("room: storing a berserk failed", "game", s.id, "err", err)
		return errorf(proto.ErrInternal, s.id, "the berserk could not be stored; send it again")
	}
	g.Berserk[me] = true
	s.clock.remaining[me] = berserkTime(g.Clock.Base)
	c := s.clock.at(s.toMove(), true, s.cfg.Clock.Now())
	s.aud.notice(&proto.Event{Kind: proto.KindBerserk, Side: me.String(), Turn: s.toMove().String(), Clocks: c})
	return nil
}
