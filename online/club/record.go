package club

import (
	"fmt"
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// record is a game as the server told it: the start, the confirmed moves
// replayed in an engine.Game, the clocks, offers, absences and the end.
type record struct {
	start   *proto.Event
	rules   engine.Rules
	game    *engine.Game
	last    int64 // the last lasting event's number
	side    engine.Side
	playing bool
	clock   clockState
	offers  Offers
	gone    map[engine.Side]time.Time
	berserk [2]bool
	said    Said // the latest phrase a player said
	watch   int  // spectators following the game
	end     *proto.Event
	next    string
	err     error // an event that did not follow the game
}

// parseSide reads "south" or "north".
func parseSide(s string) engine.Side {
	if s == engine.North.String() {
		return engine.North
	}
	return engine.South
}

// begin starts the game from its start event; me is the player's id.
func (r *record) begin(e *proto.Event, me string, now time.Time) error {
	rules, err := engine.ParseRules(e.Variant)
	if err != nil {
		return fmt.Errorf("club: the server's variant %q: %w", e.Variant, err)
	}
	pos, err := engine.ParsePosition(rules, e.Position)
	if err != nil {
		return fmt.Errorf("club: the server's start position %q: %w", e.Position, err)
	}
	r.start, r.rules, r.game = e, rules, engine.NewGame(rules, pos)
	switch {
	case e.South != nil && e.South.ID == me:
		r.side, r.playing = engine.South, true
	case e.North != nil && e.North.ID == me:
		r.side, r.playing = engine.North, true
	}
	r.clock.set(e, now)
	return nil
}

// move plays a move event's move, recording what it did in tr.
func (r *record) move(e *proto.Event, now time.Time, tr *engine.Trace) error {
	if r.game == nil || e.Ply != len(r.game.Moves())+1 {
		return fmt.Errorf("club: move event for ply %d does not follow the %d moves known", e.Ply, r.Plies())
	}
	mv, err := engine.ParseMove(r.rules, e.Move)
	if err == nil {
		err = r.game.Play(mv, tr)
	}
	if err != nil {
		return fmt.Errorf("club: the server's move %q at ply %d: %w", e.Move, e.Ply, err)
	}
	if got := engine.FormatPosition(r.rules, r.game.Position()); e.Position != "" && got != e.Position {
		return fmt.Errorf("club: after ply %d the server has %s, the engine %s", e.Ply, e.Position, got)
	}
	r.clock.moved[parseSide(e.Side)] = true
	r.clock.set(e, now)
	r.offers.Theirs, r.offers.Mine = dropDraw(r.offers.Theirs), dropDraw(r.offers.Mine)
	return nil
}

// Plies counts the confirmed moves.
func (r *record) Plies() int {
	if r.game == nil {
		return 0
	}
	return len(r.game.Moves())
}

// dropDraw: a move ends an open draw offer.
func dropDraw(offer string) string {
	if offer == "draw" {
		return ""
	}
	return offer
}

// notice applies an event of the moment.
func (r *record) notice(e *proto.Event, now time.Time) {
	side := parseSide(e.Side)
	switch e.Kind {
	case proto.KindOffer:
		r.offers.set(side == r.side && r.playing, e.Offer)
	case proto.KindDecline:
		r.offers.declined(side == r.side && r.playing, e.Offer)
	case proto.KindGone:
		if _, ok := r.gone[side]; !ok {
			r.gone[side] = now
		}
	case proto.KindBack:
		delete(r.gone, side)
	case proto.KindClock:
		r.clock.set(e, now)
	case proto.KindBerserk:
		r.berserk[side] = true
		if e.Clocks != nil {
			r.clock.set(e, now)
		}
	case proto.KindSay:
		r.said = Said{Side: side, Phrase: e.Phrase, At: now}
	case proto.KindWatch:
		r.watch = e.Watchers
	}
}

// finish ends the game.
func (r *record) finish(e *proto.Event, now time.Time) {
	r.end = e
	r.clock.stop(now)
	r.offers.Theirs, r.offers.Mine = "", ""
	clear(r.gone)
}

// Offers are the open offers of a game: "draw" or "rematch", "" for none.
type Offers struct {
	_        [0]func() // not comparable: no equality code in the page
	Theirs   string    // the opponent's, for the player to accept or decline
	Mine     string    // the player's, waiting for the opponent
	Declined string    // the player's offer the opponent declined last
}

func (o *Offers) set(mine bool, offer string) {
	if mine {
		o.Mine, o.Declined = offer, ""
	} else {
		o.Theirs = offer
	}
}

// declined: the one who declines is mine=true when it is the player.
func (o *Offers) declined(byMe bool, offer string) {
	if byMe {
		if o.Theirs == offer {
			o.Theirs = ""
		}
		return
	}
	if o.Mine == offer {
		o.Mine = ""
	}
	o.Declined = offer
}
