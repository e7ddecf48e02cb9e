package room

import (
	"strconv"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// clockName writes a time control as the protocol does: "5+3", "untimed".
func clockName(tc store.TimeControl) string {
	if tc.Untimed() {
		return "untimed"
	}
	return strconv.Itoa(int(tc.Base.Minutes())) + "+" + strconv.Itoa(int(tc.Increment.Seconds()))
}

func (s *state) startEvent() *proto.Event {
	south, north := s.cfg.Players[engine.South], s.cfg.Players[engine.North]
	e := &proto.Event{Kind: proto.KindStart, Variant: s.rules.String(), Clock: clockName(s.cfg.Game.Clock),
		Rated: s.cfg.Game.Rated, South: &south, North: &north, Turn: s.toMove().String(),
		Position: engine.FormatPosition(s.rules, s.game.Position())}
	if s.timed() {
		b := s.cfg.Game.Clock.Base.Milliseconds()
		e.Clocks = &proto.Clocks{South: b, North: b}
	}
	return e
}

func (s *state) moveEvent(mover engine.Side, ply int, mv engine.Move) *proto.Event {
	e := &proto.Event{Kind: proto.KindMove, Ply: ply, Move: mv.String(), Side: mover.String(),
		Turn: s.toMove().String(), Position: engine.FormatPosition(s.rules, s.game.Position())}
	if s.timed() {
		e.Clocks = &proto.Clocks{South: s.remaining[engine.South].Milliseconds(), North: s.remaining[engine.North].Milliseconds()}
	}
	return e
}

var resultNames = map[store.Result]string{store.SouthWon: "south", store.NorthWon: "north",
	store.Draw: "draw", store.Aborted: "aborted"}

func (s *state) endEvent(f store.Finish) *proto.Event {
	e := &proto.Event{Kind: proto.KindEnd, Result: resultNames[f.Result], Reason: f.Reason}
	if f.SouthRating != nil && f.NorthRating != nil {
		e.SouthChange = &proto.Change{Before: f.SouthRating.Before.Rating, After: f.SouthRating.After.Rating}
		e.NorthChange = &proto.Change{Before: f.NorthRating.Before.Rating, After: f.NorthRating.After.Rating}
	}
	return e
}

// appendEvent numbers a lasting event, keeps it and sends it to every
// subscriber allowed to see it yet.
func (s *state) appendEvent(e *proto.Event) {
	e.Game, e.N = string(s.id), int64(len(s.events)+1)
	frame, err := proto.Encode(e)
	if err != nil {
		s.log.Error("room: encoding an event failed", "game", s.id, "err", err)
		return
	}
	s.events = append(s.events, e)
	s.frames = append(s.frames, frame)
	for sink, sb := range s.subs {
		s.catchUp(sink, sb)
	}
}

// visible returns how many lasting events a subscriber on side sd may
// see: all for players and at the end; spectators of a game with a delay
// miss the last SpectatorDelay moves.
func (s *state) visible(sd side) int {
	d := s.cfg.SpectatorDelay
	if sd != none || d == 0 || s.over() {
		return len(s.events)
	}
	plies := len(s.game.Moves())
	return 1 + max(plies-d, 0) // the start and the moves shown
}

// catchUp sends sb, in one delivery, the lasting events it may see and
// has not had.
func (s *state) catchUp(sink Sink, sb *sub) {
	if n := s.visible(sb.side); sb.sent < n {
		sink.Deliver(s.frames[sb.sent:n:n]...)
		sb.sent = n
	}
}

// notice sends an event of the moment to every subscriber.
func (s *state) notice(e *proto.Event) {
	frame := s.noticeFrame(e)
	for sink := range s.subs {
		sink.Deliver(frame)
	}
}

func (s *state) noticeFrame(e *proto.Event) []byte {
	e.Game, e.N = string(s.id), int64(len(s.events))
	frame, err := proto.Encode(e)
	if err != nil {
		s.log.Error("room: encoding a notice failed", "game", s.id, "err", err)
	}
	return frame
}

// subscribe adds sink after sending it what it missed since seen and the
// notices that hold. A player's first connection announces them back.
func (s *state) subscribe(sink Sink, player store.PlayerID, seen int64) {
	s.unsubscribe(sink)
	sb := &sub{side: s.sideOf(player), sent: int(min(max(seen, 0), int64(len(s.events))))}
	s.catchUp(sink, sb)
	var notices [][]byte
	for _, e := range s.standing() {
		notices = append(notices, s.noticeFrame(e))
	}
	if len(notices) > 0 {
		sink.Deliver(notices...)
	}
	s.subs[sink] = sb
	if sb.side != none {
		s.present[sb.side]++
		if s.present[sb.side] == 1 && !s.over() {
			s.notice(&proto.Event{Kind: proto.KindBack, Side: engine.Side(sb.side).String()})
		}
	}
	s.schedule()
}

// standing returns the notices that hold now: offers, absent players and
// the clocks.
func (s *state) standing() []*proto.Event {
	var out []*proto.Event
	if s.drawBy != none {
		out = append(out, &proto.Event{Kind: proto.KindOffer, Side: engine.Side(s.drawBy).String(), Offer: "draw"})
	}
	if s.rematchBy != none {
		out = append(out, &proto.Event{Kind: proto.KindOffer, Side: engine.Side(s.rematchBy).String(), Offer: "rematch"})
	}
	if s.over() {
		return out
	}
	for _, sd := range []engine.Side{engine.South, engine.North} {
		if s.present[sd] == 0 {
			out = append(out, &proto.Event{Kind: proto.KindGone, Side: sd.String()})
		}
	}
	if c := s.clocksNow(s.cfg.Clock.Now()); c != nil {
		out = append(out, &proto.Event{Kind: proto.KindClock, Turn: s.toMove().String(), Clocks: c})
	}
	return out
}

// unsubscribe removes sink; a player's last connection going is
// announced and starts the claim time.
func (s *state) unsubscribe(sink Sink) {
	sb, ok := s.subs[sink]
	if !ok {
		return
	}
	delete(s.subs, sink)
	if sb.side == none {
		return
	}
	s.present[sb.side]--
	if s.present[sb.side] == 0 {
		s.goneSince[sb.side] = s.cfg.Clock.Now()
		if !s.over() {
			s.notice(&proto.Event{Kind: proto.KindGone, Side: engine.Side(sb.side).String()})
		}
	}
	s.schedule()
}

// info is the game's line in the live games list.
func (s *state) info() proto.GameInfo {
	g := s.cfg.Game
	info := proto.GameInfo{Game: string(s.id), Variant: s.rules.String(), Clock: clockName(g.Clock), Rated: g.Rated,
		South: s.cfg.Players[engine.South], North: s.cfg.Players[engine.North], Plies: len(s.game.Moves())}
	if s.over() {
		info.Result = resultNames[s.finish.Result]
	}
	return info
}
