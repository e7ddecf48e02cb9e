package room

import (
	"errors"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// do dispatches a player's message.
func (s *state) do(player store.PlayerID, m proto.Message) proto.Message {
	sd := s.sideOf(player)
	if sd == none {
		return errorf(proto.ErrNotPlayer, s.id, "you do not play in game %s", s.id)
	}
	me := engine.Side(sd)
	var reply proto.Message
	switch m := m.(type) {
	case *proto.Move:
		reply = s.move(me, m)
	case *proto.Resign:
		reply = s.resign(me)
	case *proto.Draw:
		reply = s.draw(me, m.Action)
	case *proto.Abort:
		reply = s.abort(me)
	case *proto.Berserk:
		reply = s.berserk(me)
	case *proto.Say:
		reply = s.say(me, m)
	case *proto.Claim:
		reply = s.claim(me, m.Result)
	case *proto.Rematch:
		if m.Action == "decline" {
			reply = s.declineRematch(me)
		} else {
			reply = s.rematch(me)
		}
	default:
		reply = errorf(proto.ErrBadMessage, s.id, "a %s message is not for a game", m.Type())
	}
	if s.closed && !s.over() {
		return s.closedAnswer(m)
	}
	s.schedule()
	return reply
}

// ack acknowledges the move id stored as ply of game.
func ack(game store.GameID, id string, ply int) *proto.Ack {
	return &proto.Ack{Game: string(game), ID: id, Ply: ply}
}

// move plays m for me after checking, in order: a repeated id (answered
// with its ack), the game's end, the ply, the turn, the engine's rules and
// the clock; then it stores the move and only then applies and announces
// it.
func (s *state) move(me engine.Side, m *proto.Move) proto.Message {
	if ply, ok := s.ids[m.ID]; ok {
		return ack(s.id, m.ID, ply)
	}
	refuse := func(code proto.Code, format string, args ...any) proto.Message {
		e := errorf(code, s.id, format, args...)
		e.ID = m.ID
		return e
	}
	next := len(s.game.Moves()) + 1
	switch {
	case s.over():
		return refuse(proto.ErrGameOver, "game %s has ended", s.id)
	case m.Ply < next:
		return refuse(proto.ErrStalePly, "ply %d is played; the next is %d", m.Ply, next)
	case m.Ply > next && s.cfg.Shared:
		s.closed = true // behind another process's room: rebuilt from the store
		return refuse(proto.ErrInternal, "game %s is moving to another server; send it again", s.id)
	case m.Ply > next:
		return refuse(proto.ErrStalePly, "ply %d is not reached; the next is %d", m.Ply, next)
	case s.toMove() != me:
		return refuse(proto.ErrNotYourTurn, "it is %s's turn", s.toMove())
	}
	mv, err := engine.ParseMove(s.rules, m.Move)
	if err != nil || !engine.IsLegal(s.rules, s.game.Position(), mv) {
		return refuse(proto.ErrIllegal, "%s is not a legal move here", m.Move)
	}
	now := s.cfg.Clock.Now()
	if s.clock.flagDue(me, now) {
		s.flag(now)
		return refuse(proto.ErrGameOver, "your time ran out")
	}
	return s.store(me, mv, m.ID, next, now)
}

// store writes the move, then plays it. A move the store already holds
// under this id (an earlier call that failed late) is played as stored.
func (s *state) store(me engine.Side, mv engine.Move, id string, ply int, now time.Time) proto.Message {
	rem := s.afterMove(me, mv, now)
	rec := store.Move{Game: s.id, Ply: ply, Move: mv.String(), ID: id, At: now}
	if s.clock.timed() {
		rec.South, rec.North = rem[engine.South], rem[engine.North]
	}
	ctx, cancel := storeContext()
	stored, _, err := s.cfg.Store.AppendMove(ctx, rec)
	cancel()
	if err != nil || stored.Ply != ply || stored.Move != rec.Move {
		if err == nil {
			err = errors.New("room: the store holds another move under this id")
		}
		s.log.Error("room: storing a move failed", "game", s.id, "ply", ply, "err", err)
		if s.lostByStore(err) {
			s.closed = true
		}
		e := errorf(proto.ErrInternal, s.id, "the move could not be stored; send it again")
		e.ID = id
		return e
	}
	s.apply(me, mv, id, ply, rem, now)
	return ack(s.id, id, ply)
}

// afterMove returns the clocks after me plays mv at now (see
// turnClock.after): the turn passes unless mv earns an extra turn.
func (s *state) afterMove(me engine.Side, mv engine.Move, now time.Time) [2]time.Duration {
	next := s.rules.Apply(s.game.Position(), mv, nil)
	passes := next.ToMove != me || s.rules.Outcome(next).Over()
	return s.clock.after(me, passes, now)
}

// apply plays a stored move: clocks, offers, events, and the end by the
// rules.
func (s *state) apply(me engine.Side, mv engine.Move, id string, ply int, rem [2]time.Duration, now time.Time) {
	_ = s.game.Play(mv, nil) // checked legal before it was stored
	s.clock.begin(me, rem, now)
	s.ids[id] = ply
	s.offers.drawBy = none
	s.aud.publish(moveEvent(s.rules, s.game.Position(), me, ply, mv, s.clock.left()))
	if o := s.game.Outcome(); o.Over() {
		s.end(store.Finish{Result: outcomeResult(o.Result), Reason: proto.ReasonRules, Ended: now})
	}
}

func outcomeResult(r engine.Result) store.Result {
	switch r {
	case engine.SouthWins:
		return store.SouthWon
	case engine.NorthWins:
		return store.NorthWon
	}
	return store.Draw
}
