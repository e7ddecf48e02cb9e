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
	s.end(store.Finish{Result: wins(me.Other()), Reason: proto.ReasonResign, By: me.String(), Ended: s.cfg.Clock.Now()})
	return nil
}

// draw offers, accepts or declines a draw. Offering when the opponent's
// offer stands accepts it.
func (s *state) draw(me engine.Side, action string) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	theirs := s.offers.drawBy == side(me.Other())
	switch {
	case action == "accept" && theirs, action == "offer" && theirs:
		s.end(store.Finish{Result: store.Draw, Reason: proto.ReasonAgreement, Ended: s.cfg.Clock.Now()})
	case action == "offer":
		s.offers.drawBy = side(me)
		s.aud.notice(&proto.Event{Kind: proto.KindOffer, Side: me.String(), Offer: "draw"})
	case action == "decline" && theirs:
		s.offers.drawBy = none
		s.aud.notice(&proto.Event{Kind: proto.KindDecline, Side: me.String(), Offer: "draw"})
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
	if s.clock.bothMoved() {
		return errorf(proto.ErrTooEarly, s.id, "both players have moved: resign or offer a draw instead")
	}
	s.end(store.Finish{Result: store.Aborted, Reason: proto.ReasonAbort, By: me.String(), Ended: s.cfg.Clock.Now()})
	return nil
}

// claim ends the game as a win for me, or a draw, when the opponent's
// connection has been gone ClaimAfter.
func (s *state) claim(me engine.Side, result string) proto.Message {
	if s.over() {
		return errorf(proto.ErrGameOver, s.id, "game %s has ended", s.id)
	}
	now, opp := s.cfg.Clock.Now(), me.Other()
	if !s.seats.goneFor(opp, ClaimAfter, now) {
		return errorf(proto.ErrTooEarly, s.id, "your opponent has not been gone %v", ClaimAfter)
	}
	r := wins(me)
	if result == "draw" {
		r = store.Draw
	}
	s.end(store.Finish{Result: r, Reason: proto.ReasonClaim, By: me.String(), Ended: now})
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
	case s.offers.next != "":
		return nil
	case s.offers.rematchBy != side(me.Other()):
		s.offers.rematchBy = side(me)
		s.aud.notice(&proto.Event{Kind: proto.KindOffer, Side: me.String(), Offer: "rematch"})
		return nil
	case s.cfg.Hooks.Rematch == nil:
		return errorf(proto.ErrInternal, s.id, "rematches are not available")
	}
	g := s.cfg.Game.NewGame
	g.ID, g.First, g.Created, g.RematchOf = "", g.First.Other(), s.cfg.Clock.Now(), s.id
	ctx, cancel := storeContext()
	next, err := s.cfg.Hooks.Rematch(ctx, g)
	cancel()
	if err != nil {
		s.log.Error("room: making a rematch failed", "game", s.id, "err", err)
		return errorf(proto.ErrInternal, s.id, "the rematch could not be made; ask again")
	}
	s.offers.next = next
	s.aud.publish(&proto.Event{Kind: proto.KindRematch, Next: string(next)})
	return nil
}

// declineRematch declines the opponent's rematch offer.
func (s *state) declineRematch(me engine.Side) proto.Message {
	if !s.over() || s.offers.rematchBy != side(me.Other()) {
		return errorf(proto.ErrNoOffer, s.id, "your opponent has not asked for a rematch")
	}
	s.offers.rematchBy = none
	s.aud.notice(&proto.Event{Kind: proto.KindDecline, Side: me.String(), Offer: "rematch"})
	return nil
}

// end finishes the game as f says (its result, why, by whom, when): it
// stores the end (and for a rated game both players' new ratings), then
// announces it.
func (s *state) end(f store.Finish) {
	if s.cfg.Game.Rated && f.Result != store.Aborted {
		f.SouthRating, f.NorthRating = ratingChanges(s.cfg.Ratings, f.Result, f.Ended)
	}
	ctx, cancel := storeContext()
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
	s.offers.withdraw()
	s.aud.publish(endEvent(f))
	if s.cfg.Hooks.Ended != nil {
		s.cfg.Hooks.Ended(s.id, f)
	}
}

// ratingChanges computes both Glicko-2 changes of a rated game between
// players rated ratings (South, North) that ended with r at now.
func ratingChanges(ratings [2]store.Rating, r store.Result, now time.Time) (*store.RatingChange, *store.RatingChange) {
	score := 0.5
	switch r {
	case store.SouthWon:
		score = 1
	case store.NorthWon:
		score = 0
	}
	south, north := ratings[engine.South], ratings[engine.North]
	ns, nn := rating.Game(toRating(south), toRating(north), score)
	return &store.RatingChange{Before: south, After: fromRating(ns, south, now)},
		&store.RatingChange{Before: north, After: fromRating(nn, north, now)}
}

// offers are a game's standing offers: a draw, until it is answered or a
// move is made, and after the end a rematch, until it is made (next).
type offers struct {
	drawBy, rematchBy side // the side whose offer stands, or none
	next              store.GameID
}

// withdraw drops both offers.
func (o *offers) withdraw() { o.drawBy, o.rematchBy = none, none }

// standing returns the notices of the offers that stand.
func (o *offers) standing() []*proto.Event {
	var out []*proto.Event
	if o.drawBy != none {
		out = append(out, &proto.Event{Kind: proto.KindOffer, Side: engine.Side(o.drawBy).String(), Offer: "draw"})
	}
	if o.rematchBy != none {
		out = append(out, &proto.Event{Kind: proto.KindOffer, Side: engine.Side(o.rematchBy).String(), Offer: "rematch"})
	}
	return out
}
