package room

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// state is a room's game, owned by the room's goroutine.
type state struct {
	cfg   Config
	id    store.GameID
	rules engine.Rules
	game  *engine.Game
	log   *slog.Logger

	remaining [2]time.Duration // clocks at turnStart; unused when untimed
	turnStart time.Time        // when the player to move's turn began
	moved     [2]bool          // each side has made its first move
	ids       map[string]int   // stored move ids and their plies

	drawBy, rematchBy side // the side whose offer stands, or none
	finish            *store.Finish
	next              store.GameID // the rematch, once made

	events    []*proto.Event // the lasting events; N is index+1
	frames    [][]byte       // their encoded frames
	subs      map[Sink]*sub
	present   [2]int       // connections of each player
	goneSince [2]time.Time // when each player's last connection went

	wake   func(time.Duration) Timer
	timer  Timer
	closed bool
}

// side is an engine.Side or none.
type side int8

const none side = -1

// sub is one subscriber: a player's connection (its side) or a spectator.
type sub struct {
	side side
	sent int // lasting events delivered
}

func newState(cfg Config) (*state, error) {
	r, err := engine.ParseRules(cfg.Game.Spec)
	if err != nil {
		return nil, fmt.Errorf("room: game %s: %w", cfg.Game.ID, err)
	}
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	now := cfg.Clock.Now()
	s := &state{cfg: cfg, id: cfg.Game.ID, rules: r, game: engine.NewGame(r, r.Start(cfg.Game.First)), log: log,
		turnStart: now, ids: map[string]int{}, drawBy: none, rematchBy: none, subs: map[Sink]*sub{},
		goneSince: [2]time.Time{now, now}}
	s.remaining = [2]time.Duration{cfg.Game.Clock.Base, cfg.Game.Clock.Base}
	s.appendEvent(s.startEvent())
	for _, m := range cfg.Game.Moves {
		if err := s.replay(m); err != nil {
			return nil, err
		}
	}
	s.turnStart = now.Add(-max(cfg.Used, 0))
	return s, nil
}

// replay plays a stored move again when the room is resumed.
func (s *state) replay(m store.Move) error {
	mv, err := engine.ParseMove(s.rules, m.Move)
	if err == nil {
		err = s.game.Play(mv, nil)
	}
	if err != nil || m.Ply != len(s.game.Moves()) {
		return fmt.Errorf("room: game %s: stored ply %d (%s) does not replay: %v", s.id, m.Ply, m.Move, err)
	}
	mover := s.game.PositionAt(m.Ply - 1).ToMove
	s.moved[mover] = true
	s.ids[m.ID] = m.Ply
	if !s.cfg.Game.Clock.Untimed() {
		s.remaining = [2]time.Duration{m.South, m.North}
	}
	s.appendEvent(s.moveEvent(mover, m.Ply, mv))
	return nil
}

func (s *state) timed() bool { return !s.cfg.Game.Clock.Untimed() }

func (s *state) over() bool { return s.finish != nil }

func (s *state) toMove() engine.Side { return s.game.Position().ToMove }

// sideOf returns the player's side, or none for a spectator.
func (s *state) sideOf(p store.PlayerID) side {
	switch p {
	case s.cfg.Game.South:
		return side(engine.South)
	case s.cfg.Game.North:
		return side(engine.North)
	}
	return none
}

func (s *state) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), storeTimeout)
}

// clocksNow returns both clocks at now, the running one charged.
func (s *state) clocksNow(now time.Time) *proto.Clocks {
	if !s.timed() {
		return nil
	}
	rem := s.remaining
	if t := s.toMove(); !s.over() && s.moved[t] {
		rem[t] -= s.used(now)
		rem[t] = max(rem[t], 0)
	}
	return &proto.Clocks{South: rem[engine.South].Milliseconds(), North: rem[engine.North].Milliseconds()}
}

// used is the time charged for the turn so far: the time since it began
// less the lag allowance, never below zero.
func (s *state) used(now time.Time) time.Duration {
	return max(now.Sub(s.turnStart)-LagAllowance, 0)
}

// flagDue reports whether the player to move's time is up at now.
func (s *state) flagDue(now time.Time) bool {
	t := s.toMove()
	return s.timed() && s.moved[t] && now.Sub(s.turnStart) >= s.remaining[t]+LagAllowance
}

// abortDue reports whether the player to move has let FirstMoveTime pass
// without their first move.
func (s *state) abortDue(now time.Time) bool {
	return !s.moved[s.toMove()] && now.Sub(s.turnStart) >= FirstMoveTime
}

// deadline returns the next moment the room must act by itself.
func (s *state) deadline() (time.Time, bool) {
	if s.over() {
		end := s.finish.Ended.Add(LingerAfterEnd)
		if s.present[0]+s.present[1] == 0 {
			alone := s.goneSince[0]
			if s.goneSince[1].After(alone) {
				alone = s.goneSince[1]
			}
			if a := alone.Add(LingerAlone); a.Before(end) {
				end = a
			}
		}
		return end, true
	}
	t := s.toMove()
	if !s.moved[t] {
		return s.turnStart.Add(FirstMoveTime), true
	}
	if s.timed() {
		return s.turnStart.Add(s.remaining[t] + LagAllowance), true
	}
	return time.Time{}, false
}

// schedule sets the timer for the next deadline.
func (s *state) schedule() {
	s.stopTimer()
	if at, ok := s.deadline(); ok {
		s.timer = s.wake(max(at.Sub(s.cfg.Clock.Now()), 0))
	}
}

func (s *state) stopTimer() {
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
}

// tick acts on deadlines that have passed: flag fall, abort, closing.
func (s *state) tick() {
	now := s.cfg.Clock.Now()
	switch {
	case s.over():
		if at, _ := s.deadline(); !now.Before(at) {
			s.closed = true
			return
		}
	case s.flagDue(now):
		s.flag(now)
	case s.abortDue(now):
		s.end(now, store.Aborted, proto.ReasonAbort)
	}
	s.schedule()
}

// flag ends the game on the player to move's time.
func (s *state) flag(now time.Time) {
	t := s.toMove()
	s.remaining[t] = 0
	s.end(now, flagResult(s.rules, s.game.Position(), t), proto.ReasonFlag)
}

// flagResult is the result when flagged runs out of time at p: a loss,
// or a draw when the opponent cannot possibly win. In the two-row games
// (Kalah, Congkak: seeds in the stores; Oware: seeds captured) the
// opponent cannot win when their store plus every seed still in the pits
// is at most the flagged player's store. In Bao a player wins by leaving
// the other without a move, which the opponent may always still do, so a
// flag always loses.
func flagResult(r engine.Rules, p engine.Position, flagged engine.Side) store.Result {
	opp := flagged.Other()
	if r.Board().Variant != engine.BaoGame {
		inPits := p.Total() - int(p.Stores[0]) - int(p.Stores[1])
		if int(p.Stores[opp])+inPits <= int(p.Stores[flagged]) {
			return store.Draw
		}
	}
	return wins(opp)
}

func wins(s engine.Side) store.Result {
	if s == engine.North {
		return store.NorthWon
	}
	return store.SouthWon
}
