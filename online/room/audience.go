package room

import (
	"log/slog"
	"sync/atomic"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// audience is who follows a room's game: the players' connections and the
// spectators (whether each player is connected is their presence). It numbers the game's lasting events, keeps them encoded,
// and sends each subscriber, in one delivery, those it may see and has
// not had; notices of the moment go to every subscriber at once. Players
// see every lasting event; spectators of a game with a delay miss the
// last delay moves until the end is announced.
type audience struct {
	game   store.GameID
	log    *slog.Logger
	delay  int            // plies spectators see late
	events []*proto.Event // the lasting events; N is index+1
	frames [][]byte       // their encoded frames
	moves  int            // the move events among them
	ended  bool           // the end event is among them
	subs   map[Sink]*sub
	sent   *progress // read by other goroutines (Room.Sent)
}

// progress is how many lasting events the room has sent each kind of
// subscriber: every player's subscription has had players of them, every
// spectator's spectators. It is updated after the events have gone to
// every subscriber, so that a reader who then finds a subscriber short of
// it knows that events were lost on their way, not still to come.
type progress struct {
	players, spectators atomic.Int64
	ended               atomic.Bool // the end event is among them
}

// sub is one subscriber: a player's connection (its side) or a spectator.
type sub struct {
	side side
	sent int // lasting events delivered
}

func newAudience(game store.GameID, log *slog.Logger, delay int) *audience {
	return &audience{game: game, log: log, delay: delay, subs: map[Sink]*sub{}, sent: &progress{}}
}

// publish numbers a lasting event, keeps it and sends it to every
// subscriber allowed to see it yet.
func (a *audience) publish(e *proto.Event) {
	e.Game, e.N = string(a.game), int64(len(a.events)+1)
	frame, err := proto.Encode(e)
	if err != nil {
		a.log.Error("room: encoding an event failed", "game", a.game, "err", err)
		return
	}
	a.events = append(a.events, e)
	a.frames = append(a.frames, frame)
	switch e.Kind {
	case proto.KindMove:
		a.moves++
	case proto.KindEnd:
		a.ended = true
		a.sent.ended.Store(true)
	}
	for sink, sb := range a.subs {
		a.catchUp(sink, sb)
	}
	a.sent.players.Store(int64(a.visible(side(engine.South))))
	a.sent.spectators.Store(int64(a.visible(none)))
}

// visible returns how many lasting events a subscriber on side sd may
// see: all for players and at the end; spectators of a game with a delay
// miss the last delay moves.
func (a *audience) visible(sd side) int {
	if sd != none || a.delay == 0 || a.ended {
		return len(a.events)
	}
	return 1 + max(a.moves-a.delay, 0) // the start and the moves shown
}

// catchUp sends sb, in one delivery, the lasting events it may see and
// has not had.
func (a *audience) catchUp(sink Sink, sb *sub) {
	if n := a.visible(sb.side); sb.sent < n {
		sink.Deliver(a.frames[sb.sent:n:n]...)
		sb.sent = n
	}
}

// notice sends an event of the moment to every subscriber.
func (a *audience) notice(e *proto.Event) {
	frame := a.noticeFrame(e)
	for sink := range a.subs {
		sink.Deliver(frame)
	}
}

// noticeAbout sends an event of the moment about the player on side sd
// to every subscriber but that player's connections.
func (a *audience) noticeAbout(sd side, e *proto.Event) {
	frame := a.noticeFrame(e)
	for sink, sb := range a.subs {
		if sb.side != sd {
			sink.Deliver(frame)
		}
	}
}

// noticeFrame encodes an event of the moment, numbered with the last
// lasting event.
func (a *audience) noticeFrame(e *proto.Event) []byte {
	e.Game, e.N = string(a.game), int64(len(a.events))
	frame, err := proto.Encode(e)
	if err != nil {
		a.log.Error("room: encoding a notice failed", "game", a.game, "err", err)
	}
	return frame
}

// join subscribes sink on side sd, or subscribes it again (a follow
// catching up after a loss), and sends it the lasting events it may see
// after seen, then the notices. It reports whether the sink was new.
func (a *audience) join(sink Sink, sd side, seen int64, notices []*proto.Event) (added bool) {
	sb, again := a.subs[sink]
	if !again {
		sb = &sub{side: sd}
	}
	sb.sent = int(min(max(seen, 0), int64(len(a.events))))
	a.catchUp(sink, sb)
	var frames [][]byte
	for _, e := range notices {
		frames = append(frames, a.noticeFrame(e))
	}
	if len(frames) > 0 {
		sink.Deliver(frames...)
	}
	a.subs[sink] = sb
	return !again
}

// sideOf returns the side a sink is subscribed on, if it is.
func (a *audience) sideOf(sink Sink) (side, bool) {
	sb, ok := a.subs[sink]
	if !ok {
		return none, false
	}
	return sb.side, true
}

// leave removes sink and returns its side, and whether it was subscribed.
func (a *audience) leave(sink Sink) (side, bool) {
	sb, ok := a.subs[sink]
	if !ok {
		return none, false
	}
	delete(a.subs, sink)
	return sb.side, true
}
