package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// job thinks of the bot's move at one ply and sends it.
type job struct {
	game     string
	ply      int
	position string // the protocol's: the start, then "moves ..."
	rules    engine.Rules
	pos      engine.Position
	spend    budget
	brain    *brain
	c        *client.Client
	log      *slog.Logger
}

// jobResult is a job's end: the ply it answered, the move and the
// server's refusal or the job's failure (nil: acknowledged).
type jobResult struct {
	ply  int
	move string
	err  error
}

// think starts a job when the bot is to move at a ply it has not
// answered yet, and no job runs.
func (g *game) think(ctx context.Context) {
	next := g.ply + 1
	if g.busy || g.end != nil || g.turn != g.me || next <= g.sent || g.g.Outcome().Over() {
		return
	}
	j := &job{game: g.id, ply: next, position: g.position(), rules: g.g.Rules(), pos: g.g.Position(),
		spend: g.budget(), brain: g.brain, c: g.c, log: g.log}
	g.busy = true
	go func() { g.jobs <- j.run(ctx) }()
}

// answered takes a job's end. Whatever became of the move, the bot does
// not think about that ply again: an acknowledged move's event comes
// (or came), and a refusal as stale or out of turn means events are on
// their way.
func (g *game) answered(r jobResult) {
	g.busy = false
	g.sent = max(g.sent, r.ply)
	var ref *client.RefusedError
	switch {
	case r.err == nil:
		g.log.Debug("moved", "ply", r.ply, "move", r.move)
	case errors.Is(r.err, context.Canceled):
	case errors.As(r.err, &ref) && ref.E.Code != proto.ErrIllegal:
		g.log.Debug("move refused", "ply", r.ply, "move", r.move, "code", ref.E.Code)
	default:
		g.log.Warn("move failed", "ply", r.ply, "move", r.move, "err", r.err)
	}
}

// position writes the game for the engine's "position" command.
func (g *game) position() string {
	if len(g.moves) == 0 {
		return g.start
	}
	return g.start + " moves " + strings.Join(g.moves, " ")
}

// budget is the engine's budget for the move to come: the fixed Go
// search, or a movetime from the clock (Pace.MoveTime), computed again
// at each attempt from the time left then. The bot's clock runs from
// when its turn's clocks came, except before its first move, when only
// the first move's allowance runs.
func (g *game) budget() budget {
	if g.cfg.Go != "" {
		return func() (string, time.Duration) { return g.cfg.Go, g.cfg.GoTimeout }
	}
	left := time.Duration(g.clocks.South) * time.Millisecond
	if g.me == engine.North {
		left = time.Duration(g.clocks.North) * time.Millisecond
	}
	pace, first, since, clock, grace := g.cfg.Pace, g.mine == 0, g.clocksAt, g.clock, g.cfg.EngineGrace
	return func() (string, time.Duration) {
		p, l := pace, left
		if first {
			p.FirstMove -= time.Since(since)
		} else {
			l -= time.Since(since)
		}
		mt := p.MoveTime(l, clock.Increment, clock.Timed(), first)
		return fmt.Sprintf("movetime %d", max(mt.Milliseconds(), 1)), mt + grace
	}
}

// run asks the engine and sends its move; an engine that gives no legal
// move (after attempts) is replaced by the first legal move, so that the
// game goes on.
func (j *job) run(ctx context.Context) jobResult {
	mv, err := j.brain.bestMove(ctx, j.position, j.spend)
	if ctx.Err() != nil {
		return jobResult{ply: j.ply, err: ctx.Err()}
	}
	m, perr := engine.ParseMove(j.rules, mv)
	if err != nil || perr != nil || !engine.IsLegal(j.rules, j.pos, m) {
		var buf [engine.MaxMoves]engine.Move
		m = j.rules.LegalMoves(j.pos, buf[:0])[0]
		j.log.Warn("no legal move from the engine; playing the first legal move", "engine", mv, "err", err, "move", m)
	}
	_, err = j.c.Move(ctx, j.game, j.ply, m.String())
	return jobResult{ply: j.ply, move: m.String(), err: err}
}
