package bot

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// claimRetry is how long after a claim the bot claims again while the
// opponent stays away (the first may have come a moment too early).
const claimRetry = 15 * time.Second

// game is one game the bot plays, owned by its goroutine (run): the
// game's events come in through inbox, and a job thinks of the bot's move
// and sends it, one job at a time, while run goes on reading events. The
// game's engine is the job's while it runs.
type game struct {
	id           string
	cfg          *Config
	c            *client.Client
	log          *slog.Logger
	inbox        chan *proto.Event
	done         chan struct{} // closed when run no longer reads inbox
	over         chan<- finishedGame
	info         finishedGame
	opponentName string

	me       engine.Side
	clock    Clock
	g        *engine.Game // the game so far, from start and moves
	start    string       // the start position's notation
	moves    []string     // since start
	ply      int          // the last ply played
	mine     int          // moves the bot has made
	turn     engine.Side
	clocks   proto.Clocks
	clocksAt time.Time // when clocks came
	sent     int       // the last ply a job answered
	busy     bool      // a job is running
	jobs     chan jobResult
	brain    *brain
	goneAt   time.Time // when the opponent left; zero while they are here
	end      *proto.Event
}

// newGame reads a game's start event.
func newGame(l *lobby, e *proto.Event) (*game, error) {
	r, err := engine.ParseRules(e.Variant)
	if err != nil {
		return nil, err
	}
	p, err := engine.ParsePosition(r, e.Position)
	if err != nil {
		return nil, err
	}
	clock, err := ParseClock(e.Clock)
	if err != nil {
		return nil, err
	}
	me, opp := engine.South, e.North
	if e.North.ID == l.me.ID {
		me, opp = engine.North, e.South
	}
	log := l.log.With("game", e.Game)
	g := &game{id: e.Game, cfg: l.cfg, c: l.c, log: log, inbox: make(chan *proto.Event, 64), done: make(chan struct{}),
		over: l.over, opponentName: opp.Name, me: me, clock: clock, g: engine.NewGame(r, p), start: e.Position,
		turn: side(e.Turn), clocksAt: time.Now(), jobs: make(chan jobResult, 1),
		brain: &brain{argv: l.cfg.Engine, cfg: l.cfg, variant: e.Variant, log: log}}
	g.info = finishedGame{id: e.Game, opponent: opp.ID, variant: e.Variant, clock: e.Clock, rated: e.Rated, me: me.String()}
	if e.Clocks != nil {
		g.clocks = *e.Clocks
	}
	return g, nil
}

// side reads a side as the protocol writes it.
func side(s string) engine.Side {
	if s == "north" {
		return engine.North
	}
	return engine.South
}

// deliver hands the game an event; after the game's end it is dropped.
func (g *game) deliver(e *proto.Event) {
	select {
	case g.inbox <- e:
	case <-g.done:
	}
}

// run plays the game until its end, or until ctx is done (the bridge
// stopping: the game is left to the next run).
func (g *game) run(ctx context.Context) {
	jobCtx, cancel := context.WithCancel(ctx)
	for {
		g.drain()
		if g.end != nil || ctx.Err() != nil {
			break
		}
		g.think(jobCtx)
		select {
		case e := <-g.inbox:
			g.apply(e)
		case r := <-g.jobs:
			g.answered(r)
		case <-g.claimTimer():
			g.claim()
		case <-ctx.Done():
		}
	}
	cancel()
	if g.busy {
		<-g.jobs
	}
	close(g.done)
	g.brain.close()
	if g.end != nil {
		g.logEnd()
		select {
		case g.over <- g.info:
		case <-ctx.Done():
		}
	}
}

// drain applies the events already waiting, so that the bot thinks about
// the latest position after a catch-up.
func (g *game) drain() {
	for {
		select {
		case e := <-g.inbox:
			g.apply(e)
		default:
			return
		}
	}
}

// apply follows one event.
func (g *game) apply(e *proto.Event) {
	switch e.Kind {
	case proto.KindMove:
		g.applyMove(e)
	case proto.KindClock, proto.KindBerserk:
		g.setClocks(e)
	case proto.KindEnd:
		g.end = e
	case proto.KindGone, proto.KindBack:
		g.presence(e)
	}
}

// applyMove plays a move event's move. A move that does not follow (it
// should not happen) makes the bot follow the server's position from
// there on, without the moves before it.
func (g *game) applyMove(e *proto.Event) {
	if e.Ply <= g.ply {
		return
	}
	defer g.setClocks(e)
	if side(e.Side) == g.me {
		g.mine++
	}
	next := g.ply + 1
	g.ply = e.Ply
	m, err := engine.ParseMove(g.g.Rules(), e.Move)
	if e.Ply == next && err == nil && g.g.Play(m, nil) == nil {
		g.moves = append(g.moves, e.Move)
		return
	}
	g.log.Warn("out of step with the server; following its position", "ply", e.Ply, "move", e.Move)
	if p, err := engine.ParsePosition(g.g.Rules(), e.Position); err == nil {
		g.g, g.start, g.moves, g.mine = engine.NewGame(g.g.Rules(), p), e.Position, nil, max(g.mine, 1)
	}
}

// setClocks takes the clocks and the turn of an event that has them.
func (g *game) setClocks(e *proto.Event) {
	if e.Clocks != nil {
		g.clocks, g.clocksAt = *e.Clocks, time.Now()
	}
	if e.Turn != "" {
		g.turn = side(e.Turn)
	}
}

// presence notes when the opponent leaves and comes back.
func (g *game) presence(e *proto.Event) {
	switch {
	case side(e.Side) == g.me:
	case e.Kind == proto.KindGone && g.goneAt.IsZero():
		g.goneAt = time.Now()
		g.log.Info("opponent gone")
	case e.Kind == proto.KindBack:
		g.goneAt = time.Time{}
	}
}

// claimTimer fires when the opponent has been gone ClaimAfter; nil while
// they are here.
func (g *game) claimTimer() <-chan time.Time {
	if g.goneAt.IsZero() {
		return nil
	}
	return time.After(time.Until(g.goneAt.Add(g.cfg.ClaimAfter)))
}

// claim claims the win from an opponent gone too long, and again every
// claimRetry while they stay away.
func (g *game) claim() {
	g.log.Info("claiming the win: opponent gone", "for", time.Since(g.goneAt).Round(time.Second))
	g.c.Send(context.Background(), &proto.Claim{Game: g.id, Result: "win"})
	g.goneAt = time.Now().Add(claimRetry - g.cfg.ClaimAfter)
}

// logEnd says how the game ended for the bot.
func (g *game) logEnd() {
	e, res := g.end, "draw"
	switch e.Result {
	case g.me.String():
		res = "won"
	case g.me.Other().String():
		res = "lost"
	case "aborted":
		res = "aborted"
	}
	attrs := []any{"result", res, "reason", e.Reason, "plies", g.ply}
	if e.SouthChange != nil || e.NorthChange != nil {
		ch := e.SouthChange
		if g.me == engine.North {
			ch = e.NorthChange
		}
		attrs = append(attrs, "rating", ratingChange(ch))
	}
	g.log.Info("game over", attrs...)
}

// ratingChange writes a rating change as "1500→1662".
func ratingChange(ch *proto.Change) string {
	if ch == nil {
		return "unchanged"
	}
	return fmt.Sprintf("%.0f→%.0f", ch.Before, ch.After)
}
