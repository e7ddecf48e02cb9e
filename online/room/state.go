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

// state is a room's game, owned by the room's goroutine. It referees the
// game; its parts keep the clocks, the offers, the audience and the
// timer.
type state struct {
	cfg   Config
	id    store.GameID
	rules engine.Rules
	game  *engine.Game
	log   *slog.Logger

	clock  turnClock
	ids    map[string]int // stored move ids and their plies
	offers offers
	finish *store.Finish
	aud    *audience
	seats  presence
	alarm  alarm
	talk   talk
	closed bool
}

// side is an engine.Side or none.
type side int8

const none side = -1

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
		ids: map[string]int{}, offers: offers{drawBy: none, rematchBy: none},
		aud: newAudience(cfg.Game.ID, log, cfg.SpectatorDelay), seats: newPresence(now)}
	base := cfg.Game.Clock.Base
	s.clock = turnClock{control: cfg.Game.Clock, remaining: [2]time.Duration{base, base}, turnStart: now}
	for sd, b := range cfg.Game.Berserk {
		if b {
			s.clock.remaining[sd] = berserkTime(base)
		}
	}
	s.aud.publish(startEvent(cfg, r, s.game.Position()))
	for _, m := range cfg.Game.Moves {
		if err := s.replay(m); err != nil {
			return nil, err
		}
	}
	s.clock.turnStart = now.Add(-max(cfg.Used, 0))
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
	s.clock.replayed(mover, m)
	s.ids[m.ID] = m.Ply
	s.aud.publish(moveEvent(s.rules, s.game.Position(), mover, m.Ply, mv, s.clock.left()))
	return nil
}

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

// storeContext bounds one call to the store.
func storeContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), storeTimeout)
}

// deadline returns the next moment the room must act by itself: after
// the end, when it closes; before, when the player to move must have
// moved, or a player who has not come is to be announced gone.
func (s *state) deadline() (time.Time, bool) {
	if !s.over() {
		at, ok := s.clock.deadline(s.toMove())
		if noShow, due := s.seats.noShowAt(); due && (!ok || noShow.Before(at)) {
			return noShow, true
		}
		return at, ok
	}
	end := s.finish.Ended.Add(LingerAfterEnd)
	if alone, ok := s.seats.aloneSince(); ok {
		if a := alone.Add(LingerAlone); a.Before(end) {
			end = a
		}
	}
	return end, true
}

// schedule sets the timer for the next deadline.
func (s *state) schedule() {
	s.alarm.stop()
	if at, ok := s.deadline(); ok {
		s.alarm.set(max(at.Sub(s.cfg.Clock.Now()), 0))
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
	case s.announceNoShows(now):
	case s.clock.flagDue(s.toMove(), now):
		s.flag(now)
	case s.clock.abortDue(s.toMove(), now):
		s.end(store.Finish{Result: store.Aborted, Reason: proto.ReasonAbort, Ended: now}) // no first move in time
	}
	s.schedule()
}

// flag ends the game on the player to move's time.
func (s *state) flag(now time.Time) {
	t := s.toMove()
	s.clock.flagged(t)
	s.end(store.Finish{Result: flagResult(s.rules, s.game.Position(), t), Reason: proto.ReasonFlag, By: t.String(), Ended: now})
}

// alarm is the room's one pending timer, set for its next deadline.
type alarm struct {
	wake  func(time.Duration) Timer // calls the room's tick after d
	timer Timer
}

// set starts the timer to wake the room after d, in place of any other.
func (a *alarm) set(d time.Duration) {
	a.stop()
	a.timer = a.wake(d)
}

// stop cancels the pending timer, if any.
func (a *alarm) stop() {
	if a.timer != nil {
		a.timer.Stop()
		a.timer = nil
	}
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
