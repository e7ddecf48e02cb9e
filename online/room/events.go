package room

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// startEvent is the first lasting event of the game cfg of rules r,
// starting at p.
func startEvent(cfg Config, r engine.Rules, p engine.Position) *proto.Event {
	south, north := cfg.Players[engine.South], cfg.Players[engine.North]
	e := &proto.Event{Kind: proto.KindStart, Variant: r.String(), Clock: cfg.Game.Clock.String(),
		Rated: cfg.Game.Rated, South: &south, North: &north, Arena: string(cfg.Game.Arena), Turn: p.ToMove.String(),
		Position: engine.FormatPosition(r, p)}
	if !cfg.Game.Clock.Untimed() {
		b := cfg.Game.Clock.Base.Milliseconds()
		e.Clocks = &proto.Clocks{South: b, North: b}
	}
	return e
}

// moveEvent is the lasting event of mover's move mv, the ply-th, that
// left the position p and the clocks (nil when untimed).
func moveEvent(r engine.Rules, p engine.Position, mover engine.Side, ply int, mv engine.Move, clocks *proto.Clocks) *proto.Event {
	return &proto.Event{Kind: proto.KindMove, Ply: ply, Move: mv.String(), Side: mover.String(),
		Turn: p.ToMove.String(), Position: engine.FormatPosition(r, p), Clocks: clocks}
}

var resultNames = map[store.Result]string{store.SouthWon: "south", store.NorthWon: "north",
	store.Draw: "draw", store.Aborted: "aborted"}

// endEvent is the lasting event of the game's end f.
func endEvent(f store.Finish) *proto.Event {
	e := &proto.Event{Kind: proto.KindEnd, Result: resultNames[f.Result], Reason: f.Reason, Side: f.By}
	if f.SouthRating != nil && f.NorthRating != nil {
		e.SouthChange = &proto.Change{Before: f.SouthRating.Before.Rating, After: f.SouthRating.After.Rating}
		e.NorthChange = &proto.Change{Before: f.NorthRating.Before.Rating, After: f.NorthRating.After.Rating}
	}
	return e
}

// subscribe adds sink after sending it what it missed since seen and the
// notices that hold; a sink subscribed already (a follow catching up) is
// only caught up. A player's return after an announced absence is
// announced.
func (s *state) subscribe(sink Sink, player store.PlayerID, seen int64) {
	sd := s.sideOf(player)
	if was, ok := s.aud.sideOf(sink); ok && was != sd {
		s.unsubscribe(sink)
	}
	added := s.aud.join(sink, sd, seen, s.standing(sd))
	if added && sd != none && s.seats.arrive(engine.Side(sd)) && !s.over() {
		s.aud.noticeAbout(sd, &proto.Event{Kind: proto.KindBack, Side: engine.Side(sd).String()})
	}
	if added && sd == none {
		s.aud.countWatchers()
	}
	s.schedule()
}

// unsubscribe removes sink; a player's last connection going is
// announced and starts the claim time.
func (s *state) unsubscribe(sink Sink) {
	sd, ok := s.aud.leave(sink)
	if ok && sd == none {
		s.aud.countWatchers()
	}
	if !ok || sd == none {
		return
	}
	if s.seats.depart(engine.Side(sd), s.cfg.Clock.Now()) && !s.over() {
		s.aud.noticeAbout(sd, &proto.Event{Kind: proto.KindGone, Side: engine.Side(sd).String()})
	}
	s.schedule()
}

// announceNoShows announces gone the players who have not come
// NoShowAfter after the room opened, and reports whether there were any.
func (s *state) announceNoShows(now time.Time) bool {
	sides := s.seats.noShows(now)
	for _, sd := range sides {
		s.aud.noticeAbout(side(sd), &proto.Event{Kind: proto.KindGone, Side: sd.String()})
	}
	return len(sides) > 0
}

// standing returns the notices that hold now for a subscriber on side
// me: offers, the absences announced of players other than me, and the
// clocks.
func (s *state) standing(me side) []*proto.Event {
	out := s.offers.standing()
	if s.over() {
		return out
	}
	for _, sd := range []engine.Side{engine.South, engine.North} {
		if s.cfg.Game.Berserk[sd] {
			out = append(out, &proto.Event{Kind: proto.KindBerserk, Side: sd.String()})
		}
		if side(sd) != me && s.seats.absent(sd) {
			out = append(out, &proto.Event{Kind: proto.KindGone, Side: sd.String()})
		}
	}
	if c := s.clock.at(s.toMove(), true, s.cfg.Clock.Now()); c != nil {
		out = append(out, &proto.Event{Kind: proto.KindClock, Turn: s.toMove().String(), Clocks: c})
	}
	if n := s.aud.watchers(); n > 0 {
		out = append(out, &proto.Event{Kind: proto.KindWatch, Watchers: n})
	}
	return out
}

// info is the game's line in the live games list, with the position as
// its spectators see it while it is played.
func (s *state) info() proto.GameInfo {
	g := s.cfg.Game
	plies := len(s.game.Moves())
	info := proto.GameInfo{Game: string(s.id), Variant: s.rules.String(), Clock: g.Clock.String(), Rated: g.Rated,
		South: s.cfg.Players[engine.South], North: s.cfg.Players[engine.North], Plies: plies}
	if s.over() {
		info.Result = resultNames[s.finish.Result]
		return info
	}
	shown := max(plies-s.cfg.SpectatorDelay, 0) // as spectators see it
	info.Position = engine.FormatPosition(s.rules, s.game.PositionAt(shown))
	return info
}
