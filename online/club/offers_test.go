//go:build !js

package club

import (
	"testing"

	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// TestAnAcceptedDrawOfferEndsTheGameDrawn: the offer reaches the
// opponent, who accepts.
func TestAnAcceptedDrawOfferEndsTheGameDrawn(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	playUntil(t, func() bool { return ma.Plies() >= 2 }, a, b, ma, mb)
	ma.OfferDraw()
	waitFor(t, "the offer", func() bool { return mb.Offers().Theirs == "draw" }, a, b)
	if ma.Offers().Mine != "draw" {
		t.Errorf("a's offers %+v", ma.Offers())
	}
	mb.AnswerDraw(true)
	waitFor(t, "the end", func() bool { return ma.Result().Over && mb.Result().Over }, a, b)
	if r := ma.Result(); r.Result != "draw" || r.Reason != proto.ReasonAgreement {
		t.Errorf("result %+v", r)
	}
}

// TestADeclinedDrawOfferIsToldToTheOneWhoOffered.
func TestADeclinedDrawOfferIsToldToTheOneWhoOffered(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "oware")
	ma.OfferDraw()
	waitFor(t, "the offer", func() bool { return mb.Offers().Theirs == "draw" }, a, b)
	mb.AnswerDraw(false)
	waitFor(t, "the decline", func() bool { return ma.Offers().Declined == "draw" }, a, b)
	if ma.Offers().Mine != "" || mb.Offers().Theirs != "" || ma.Result().Over {
		t.Errorf("offers %+v and %+v, result %+v", ma.Offers(), mb.Offers(), ma.Result())
	}
}

// TestAGameAbortedBeforeTheFirstMovesHasNoResult.
func TestAGameAbortedBeforeTheFirstMovesHasNoResult(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "congkak")
	mb.Abort()
	waitFor(t, "the end", func() bool { return ma.Result().Over }, a, b)
	if r := ma.Result(); r.Result != "aborted" || r.Reason != proto.ReasonAbort {
		t.Errorf("result %+v", r)
	}
}

// TestARatedGameEndsWithBothRatingChanges: two registered players play
// Kalah on the ladder; the one who resigns loses rating points and the
// other gains them.
func TestARatedGameEndsWithBothRatingChanges(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b := open(t, ts), open(t, ts)
	a.Register("ann_rated", "password-1")
	b.Register("bob_rated", "password-2")
	waitFor(t, "the registrations", func() bool {
		return !a.Me().Guest && !b.Me().Guest && a.Status() == Online && b.Status() == Online
	}, a, b)
	for _, s := range []*Session{a, b} {
		s.Seek(proto.Seek{Variant: "kalah", Clock: "5+3", Rated: true})
	}
	game := started(t, a, b)
	if g := started(t, b, a); g != game {
		t.Fatalf("a started %s, b %s", game, g)
	}
	ma, mb := a.Match(game), b.Match(game)
	waitFor(t, "the start", func() bool { return ma.Ready() && mb.Ready() }, a, b)
	if !ma.Info().Rated {
		t.Fatalf("info %+v", ma.Info())
	}
	playUntil(t, func() bool { return ma.rec.clock.moved[0] && ma.rec.clock.moved[1] }, a, b, ma, mb)
	ma.Resign()
	waitFor(t, "the end", func() bool { return ma.Result().Over && mb.Result().Over }, a, b)
	sa, _ := ma.MySide()
	r := mb.Result()
	lost, won := r.Change(sa), r.Change(sa.Other())
	if lost == nil || won == nil || lost.After >= lost.Before || won.After <= won.Before || r.Result != sa.Other().String() {
		t.Errorf("result %+v: changes %+v and %+v", r, lost, won)
	}
}

// TestARematchOfferReachesTheOpponentWhoMayDeclineIt.
func TestARematchOfferReachesTheOpponentWhoMayDeclineIt(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	playUntil(t, func() bool { return ma.Plies() >= 2 }, a, b, ma, mb)
	ma.Resign()
	waitFor(t, "the end", func() bool { return ma.Result().Over && mb.Result().Over }, a, b)
	ma.Rematch()
	waitFor(t, "the offer", func() bool { return mb.Offers().Theirs == "rematch" }, a, b)
	mb.DeclineRematch()
	waitFor(t, "the decline", func() bool { return ma.Offers().Declined == "rematch" }, a, b)
	if _, ok := ma.Next(); ok || ma.Offers().Mine != "" || mb.Offers().Theirs != "" {
		t.Errorf("after the decline: offers %+v and %+v", ma.Offers(), mb.Offers())
	}
}
