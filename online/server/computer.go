package server

import (
	"context"
	"strconv"
	"sync"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/room"
)

// bot plays one side of a room for the computer. It subscribes like a
// player's connection: each event wakes it, and when it is to move it
// thinks (one search at a time per half core, Server.think) within a
// budget that fits its clock, then plays through the room like anyone.
// It accepts a rematch offer.
type bot struct {
	s     *Server
	r     *room.Room
	side  engine.Side
	level ai.Level
	wake  chan struct{}
	mu    sync.Mutex // guards what the events tell: clock, over, offer
	clock *proto.Clocks
	over  bool
	offer bool
}

func (s *Server) startBot(r *room.Room, side engine.Side, level int) {
	b := &bot{s: s, r: r, side: side, level: ai.Level(level), wake: make(chan struct{}, 1)}
	s.wg.Add(1)
	go func() { defer s.wg.Done(); b.run() }()
}

// Deliver wakes the bot; it reads the state from the room itself, except
// the clocks and offers, which it takes from the events.
func (b *bot) Deliver(frames ...[]byte) {
	for _, frame := range frames {
		if m, err := proto.DecodeServer(frame); err == nil {
			if e, ok := m.(*proto.Event); ok {
				b.note(e)
			}
		}
	}
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// note runs in the room's goroutine.
func (b *bot) note(e *proto.Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case e.Clocks != nil:
		b.clock = e.Clocks
	case e.Kind == proto.KindEnd:
		b.over = true
	case e.Kind == proto.KindOffer && e.Offer == "rematch" && e.Side != b.side.String():
		b.offer = true
	}
}

func (b *bot) run() {
	ctx := b.s.ctx
	id := ComputerID(int(b.level))
	if err := b.r.Subscribe(ctx, b, id, 0); err != nil {
		return
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-b.r.Done():
			return
		case <-b.wake:
		}
		b.mu.Lock()
		offer, over := b.offer, b.over
		b.offer = false
		b.mu.Unlock()
		if offer {
			b.r.Do(ctx, id, &proto.Rematch{Game: string(b.r.ID())})
		}
		if !over {
			b.move(ctx)
		}
	}
}

// move plays when it is the bot's turn.
func (b *bot) move(ctx context.Context) {
	rules, p, plies, err := b.r.Position(ctx)
	if err != nil || p.ToMove != b.side || len(rules.LegalMoves(p, nil)) == 0 {
		return
	}
	select {
	case b.s.think <- struct{}{}:
	case <-ctx.Done():
		return
	}
	tctx, cancel := context.WithTimeout(ctx, b.budget())
	mv := ai.Choose(tctx, rules, p, b.level, uint64(plies))
	cancel()
	<-b.s.think
	ply := strconv.Itoa(plies + 1)
	b.r.Do(ctx, ComputerID(int(b.level)), &proto.Move{Game: string(b.r.ID()), Ply: plies + 1, Move: mv.String(), ID: "ai-" + ply})
}

// budget is the time a move may take: a thirtieth of the clock left, at
// least 50 ms and at most 5 s; 5 s untimed. The level's own limits
// usually stop the search sooner.
func (b *bot) budget() time.Duration {
	const most = 5 * time.Second
	b.mu.Lock()
	c := b.clock
	b.mu.Unlock()
	if c == nil {
		return most
	}
	left := time.Duration(c.South) * time.Millisecond
	if b.side == engine.North {
		left = time.Duration(c.North) * time.Millisecond
	}
	return min(max(left/30, 50*time.Millisecond), most)
}
