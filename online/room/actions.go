package room

import (
	"errors"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
)

// resign gives the game to me's opponent.
func (s *state) resign(me engine.Side) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	s.end(s.cfg.Clock.Now(), wins(me.Other()), proto.ReasonResign)
	return nil
}

// draw offers, accepts or declines a draw. Offering when the opponent's
// offer stands accepts it.
func (s *state) draw(me engine.Side, action string) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	theirs := s.drawBy == side(me.Other())
	switch {
	case action == "accept" && theirs, action == "offer" && theirs:
		s.end(s.cfg.Clock.Now(), store.Draw, proto.ReasonAgreement)
	case action == "offer":
		s.drawBy = side(me)
		s.notice(&proto.Event{Kind: proto.KindOffer, Side: me.String(), Offer: "draw"})
	case action == "decline" && theirs:
		s.drawBy = none
		s.notice(&proto.Event{Kind: proto.KindDecline, Side: me.String(), Offer: "draw"})
	default:
		return errorf(proto.ErrNoOffer, s.id, "your opponent has not offered a draw")
	}
	return nil
}

// abort ends the game without a result while a player has not moved.
func (s *state) abort(me engine.Side) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	if s.moved[engine.South] && s.moved[engine.North] {
		return errorf(proto.ErrTooEarly, s.id, "both players have moved: resign or offer a draw instead")
	}
	s.end(s.cfg.Clock.Now(), store.Aborted, proto.ReasonAbort)
	return nil
}

// claim ends the game as a win for me, or a draw, when the opponent's
// connection has been gone ClaimAfter.
func (s *state) claim(me engine.Side, result string) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	now, opp := s.cfg.Clock.Now(), me.Other()
	if s.present[opp] > 0 || now.Sub(s.goneSince[opp]) < ClaimAfter {
		return errorf(proto.ErrTooEarly, s.id, "your opponent has not been gone %v", ClaimAfter)
	}
	r := wins(me)
	if result == "draw" {
		r = store.Draw
	}
	s.end(now, r, proto.ReasonClaim)
	return nil
}

// rematch offers a rematch after the end, or accepts the opponent's: the
// new game keeps the seats and swaps the first mover. The room's one
// goroutine makes two crossing requests one game; the store's rematch
// rule does the same across processes.
func (s *state) rematch(me engine.Side) proto.Message {
	switch {
	case !s.over():
		return errorf(proto.ErrTooEarly, s.id, "game %s is not over", s.id)
	case s.next != "":
		return nil
	case s.rematchBy != side(me.Other()):
		s.rematchBy = side(me)
		s.notice(&proto.Event{Kind: proto.KindOffer, Side: me.String(), Offer: "rematch"})
		return nil
	case s.cfg.Hooks.Rematch == nil:
		return errorf(proto.ErrInternal, s.id, "rematches are not available")
	}
	g := s.cfg.Game.NewGame
	g.ID, g.First, g.Created, g.RematchOf = "", g.First.Other(), s.cfg.Clock.Now(), s.id
	ctx, cancel := s.ctx()
	next, err := s.cfg.Hooks.Rematch(ctx, g)
	cancel()
	if err != nil {
		s.log.Error("room: making a rematch failed", "game", s.id, "err", err)
		return errorf(proto.ErrInternal, s.id, "the rematch could not be made; ask again")
	}
	s.next = next
	s.appendEvent(&proto.Event{Kind: proto.KindRematch, Next: string(next)})
	return nil
}

// end finishes the game: it stores the result (and for a rated game
// both players' new ratings), then announces it.
func (s *state) end(now time.Time, r store.Result, reason string) {
	f := store.Finish{Result: r, Reason: reason, Ended: now}
	if s.cfg.Game.Rated && r != store.Aborted {
		f.SouthRating, f.NorthRating = s.ratingChanges(r, now)
	}
	ctx, cancel := s.ctx()
	err := s.cfg.Store.FinishGame(ctx, s.id, f)
	cancel()
	if err != nil && !errors.Is(err, store.ErrFinished) {
		s.log.Error("room: storing the end failed", "game", s.id, "err", err)
	}
	if s.endNotStored(err) {
		s.closed = true
		return
	}
	s.finish = &f
	s.drawBy, s.rematchBy = none, none
	s.appendEvent(s.endEvent(f))
	if s.cfg.Hooks.Ended != nil {
		s.cfg.Hooks.Ended(s.id, f)
	}
}

// ratingChanges computes both Glicko-2 changes of a rated game.
func (s *state) ratingChanges(r store.Result, now time.Time) (*store.RatingChange, *store.RatingChange) {
	score := 0.5
	switch r {
	case store.SouthWon:
		score = 1
	case store.NorthWon:
		score = 0
	}
	south, north := s.cfg.Ratings[engine.South], s.cfg.Ratings[engine.North]
	ns, nn := rating.Game(toRating(south), toRating(north), score)
	return &store.RatingChange{Before: south, After: fromRating(ns, south, now)},
		&store.RatingChange{Before: north, After: fromRating(nn, north, now)}
}
