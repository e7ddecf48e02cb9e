package room

import (
	"context"
	"sync"
	"testing"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

func TestResignLoses(t *testing.T) {
	f := newFixture(t, "bao", blitz, nil)
	f.do(bob, &proto.Resign{Game: "g1"})
	if e := f.ended(); e.Result != "south" || e.Reason != proto.ReasonResign || e.Side != "north" {
		t.Errorf("end %+v", e)
	}
	if len(f.store.finishes) != 1 || f.store.finishes[0].Result != store.SouthWon || f.store.finishes[0].By != "north" {
		t.Errorf("stored %+v", f.store.finishes)
	}
}

func TestTheEndSaysWhoAborted(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.do(bob, &proto.Abort{Game: "g1"})
	if e := f.ended(); e.Result != "aborted" || e.Reason != proto.ReasonAbort || e.Side != "north" {
		t.Errorf("end %+v", e)
	}
}

func TestDrawOfferAcceptedDraws(t *testing.T) {
	f := newFixture(t, "oware", blitz, nil)
	f.bothMove()
	if got := code(f.do(bob, &proto.Draw{Game: "g1", Action: "accept"})); got != proto.ErrNoOffer {
		t.Fatalf("accepting no offer: %q", got)
	}
	f.do(ann, &proto.Draw{Game: "g1", Action: "offer"})
	if o := f.north.last(proto.KindOffer); o == nil || o.Offer != "draw" || o.Side != "south" {
		t.Fatalf("offer notice %+v", o)
	}
	if got := code(f.do(ann, &proto.Draw{Game: "g1", Action: "accept"})); got != proto.ErrNoOffer {
		t.Fatalf("accepting one's own offer: %q", got)
	}
	f.do(bob, &proto.Draw{Game: "g1", Action: "accept"})
	if e := f.ended(); e.Result != "draw" || e.Reason != proto.ReasonAgreement {
		t.Errorf("end %+v", e)
	}
}

func TestDrawOfferLapsesWithAMoveAndCanBeDeclined(t *testing.T) {
	f := newFixture(t, "oware", blitz, nil)
	f.bothMove()
	f.do(ann, &proto.Draw{Game: "g1", Action: "offer"})
	f.playLegal()
	if got := code(f.do(bob, &proto.Draw{Game: "g1", Action: "accept"})); got != proto.ErrNoOffer {
		t.Fatalf("accepting a lapsed offer: %q", got)
	}
	f.do(bob, &proto.Draw{Game: "g1", Action: "offer"})
	f.do(ann, &proto.Draw{Game: "g1", Action: "decline"})
	if d := f.north.last(proto.KindDecline); d == nil || d.Side != "south" {
		t.Fatalf("decline notice %+v", d)
	}
	if got := code(f.do(ann, &proto.Draw{Game: "g1", Action: "accept"})); got != proto.ErrNoOffer || f.south.last(proto.KindEnd) != nil {
		t.Errorf("a declined offer was accepted: %q", got)
	}
}

func TestCrossingDrawOffersDraw(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.bothMove()
	f.do(ann, &proto.Draw{Game: "g1", Action: "offer"})
	f.do(bob, &proto.Draw{Game: "g1", Action: "offer"})
	if e := f.ended(); e.Result != "draw" {
		t.Errorf("end %+v", e)
	}
}

func TestSimultaneousRematchRequestsMakeOneGameWithTheFirstMoverSwapped(t *testing.T) {
	var made []store.NewGame
	var mu sync.Mutex
	f := newFixture(t, "kalah", blitz, func(c *Config) {
		c.Hooks.Rematch = func(_ context.Context, g store.NewGame) (store.GameID, error) {
			mu.Lock()
			defer mu.Unlock()
			made = append(made, g)
			return "g2", nil
		}
	})
	if got := code(f.do(ann, &proto.Rematch{Game: "g1"})); got != proto.ErrTooEarly {
		t.Fatalf("rematch during the game: %q", got)
	}
	f.do(ann, &proto.Resign{Game: "g1"})
	var wg sync.WaitGroup
	for _, p := range []store.PlayerID{ann, bob, ann, bob} {
		wg.Add(1)
		go func() { defer wg.Done(); f.do(p, &proto.Rematch{Game: "g1"}) }()
	}
	wg.Wait()
	if len(made) != 1 {
		t.Fatalf("%d rematches made", len(made))
	}
	g := made[0]
	if g.First != engine.North || g.RematchOf != "g1" || g.South != ann || g.Spec != "kalah" {
		t.Errorf("rematch %+v", g)
	}
	for _, s := range []*sink{f.south, f.north} {
		if e := s.last(proto.KindRematch); e == nil || e.Next != "g2" || e.N != f.ended().N+1 {
			t.Errorf("rematch event %+v", e)
		}
	}
}

func TestRatedGameChangesBothRatings(t *testing.T) {
	start := store.Rating{Rating: 1500, Deviation: 350, Volatility: 0.06}
	f := newFixture(t, "kalah", blitz, func(c *Config) {
		c.Game.Rated = true
		c.Ratings = [2]store.Rating{start, start}
	})
	f.bothMove()
	f.do(bob, &proto.Resign{Game: "g1"})
	e := f.ended()
	if e.SouthChange == nil || e.SouthChange.After <= 1500 || e.NorthChange.After >= 1500 {
		t.Fatalf("changes %+v %+v", e.SouthChange, e.NorthChange)
	}
	fin := f.store.finishes[0]
	if fin.SouthRating.After.Games != 1 || fin.NorthRating.After.Deviation >= 350 {
		t.Errorf("stored changes %+v %+v", fin.SouthRating, fin.NorthRating)
	}
}

func TestCasualGameChangesNoRating(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.bothMove()
	f.do(bob, &proto.Resign{Game: "g1"})
	if e := f.ended(); e.SouthChange != nil || f.store.finishes[0].SouthRating != nil {
		t.Errorf("a casual game changed ratings: %+v", e)
	}
}

// TestARematchOfferIsShownAndCanBeDeclined: a player's rematch offer is
// announced to the opponent; the opponent declines it, which the asker
// is told, and no game is made; declining when nothing was asked is
// refused.
func TestARematchOfferIsShownAndCanBeDeclined(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.do(ann, &proto.Resign{Game: "g1"})
	if got := code(f.do(bob, &proto.Rematch{Game: "g1", Action: "decline"})); got != proto.ErrNoOffer {
		t.Errorf("declining no offer: %q", got)
	}
	f.do(ann, &proto.Rematch{Game: "g1"})
	if e := f.north.last(proto.KindOffer); e == nil || e.Offer != "rematch" || e.Side != "south" {
		t.Fatalf("north was told %+v", e)
	}
	f.do(bob, &proto.Rematch{Game: "g1", Action: "decline"})
	if e := f.south.last(proto.KindDecline); e == nil || e.Offer != "rematch" || e.Side != "north" {
		t.Errorf("south was told %+v", e)
	}
	if f.rematches != 0 {
		t.Errorf("%d rematches made after a decline", f.rematches)
	}
	late := &sink{}
	f.subscribe(late, bob, 0)
	if e := late.last(proto.KindOffer); e != nil {
		t.Errorf("the declined offer still stands: %+v", e)
	}
}
