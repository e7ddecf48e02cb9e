package server

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
)

// LadderSpec is the only game rated: Kalah with the ladder's options.
const LadderSpec = "kalah pits=6 seeds=4 capture=standard end=either-row leftovers=owner sowing=single"

// timeControls are the clocks a game may have, by their protocol names.
var timeControls = map[string]store.TimeControl{
	"3+2":     {Base: 3 * time.Minute, Increment: 2 * time.Second},
	"5+3":     {Base: 5 * time.Minute, Increment: 3 * time.Second},
	"10+5":    {Base: 10 * time.Minute, Increment: 5 * time.Second},
	"untimed": {},
}

// settings reads a variant and clock into the store's settings, every
// option spelt out, refusing what the engine cannot read.
func settings(variant, clock string, rated bool) (store.Settings, *proto.Error) {
	r, err := engine.ParseRules(variant)
	if err != nil {
		return store.Settings{}, &proto.Error{Code: proto.ErrBadVariant, Message: err.Error()}
	}
	tc, ok := timeControls[clock]
	if !ok {
		return store.Settings{}, &proto.Error{Code: proto.ErrBadVariant, Message: "server: unknown clock " + clock}
	}
	st := store.Settings{Spec: r.String(), Clock: tc, Rated: rated}
	if rated && (st.Spec != LadderSpec || tc.Untimed()) {
		return st, &proto.Error{Code: proto.ErrRankedOnly,
			Message: "server: rated games are Kalah with the ladder's options (" + LadderSpec + ") and a clock"}
	}
	return st, nil
}

// newGame sets up a game between a (South) and b (North); the server
// draws the first mover.
func (s *Server) newGame(st store.Settings, a, b store.PlayerID) store.NewGame {
	first := engine.South
	if rand.IntN(2) == 1 {
		first = engine.North
	}
	return store.NewGame{ID: store.GameID(newID("")), Settings: st, South: a, North: b, First: first, Created: s.now()}
}

// openRoom starts the room of a stored game, registers it, starts the
// computer's player if it has one and subscribes both players' open
// connections. In a cluster it first takes the game's lease: a game that
// another process owns is left to it (no room, no error).
func (s *Server) openRoom(g store.Game) (*room.Room, error) {
	return s.openRoomUsed(g, 0)
}

// openRoomUsed is openRoom for a game taken over, whose player to move
// had used that much of their turn (room.Config.Used).
func (s *Server) openRoomUsed(g store.Game, used time.Duration) (*room.Room, error) {
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	if s.cluster != nil {
		if held, err := s.cluster.Lease(ctx, g.ID, used); err != nil || !held {
			return nil, err
		}
	}
	cfg, err := s.roomConfig(ctx, g)
	if err != nil {
		return nil, err
	}
	cfg.Used, cfg.Shared = used, s.cluster != nil
	if s.cluster != nil {
		cfg.Store = s.cluster.Fence(cfg.Store)
	}
	var r *room.Room
	opened := make(chan struct{})
	cfg.Hooks.Closed = func(store.GameID) { <-opened; s.closed(r) }
	rctx, stop := context.WithCancel(s.ctx)
	r, err = room.New(rctx, cfg)
	close(opened)
	if err != nil {
		stop()
		return nil, err
	}
	s.wg.Add(1)
	go func() { defer s.wg.Done(); <-r.Done(); stop() }()
	lr := &liveRoom{r: r, players: [2]store.PlayerID{g.South, g.North}}
	for i, id := range lr.players {
		if lvl, ok := computerLevel(id); ok {
			lr.computer = true
			s.startBot(r, engine.Side(i), lvl)
		}
	}
	s.lobby.add(lr)
	if s.cluster != nil {
		if err := s.cluster.Own(r, stop, lr.players); err != nil {
			stop()
			return nil, err
		}
	}
	for _, c := range s.lobby.conns(g.South, g.North) {
		c.follow(r, 0)
	}
	return r, nil
}

// closed forgets a room that has stopped.
func (s *Server) closed(r *room.Room) {
	if s.cluster != nil {
		go s.cluster.Disown(r)
	}
	s.lobby.remove(r)
}

// roomConfig is the room set-up of a stored game, its players read from
// the store.
func (s *Server) roomConfig(ctx context.Context, g store.Game) (room.Config, error) {
	var players [2]store.Player
	for i, id := range []store.PlayerID{g.South, g.North} {
		p, err := s.cfg.Store.Player(ctx, id)
		if err != nil {
			return room.Config{}, fmt.Errorf("server: game %s: %w", g.ID, err)
		}
		players[i] = p
	}
	cfg := room.Config{Game: g, Store: s.cfg.Store, Clock: s.cfg.Clock, Log: s.cfg.Log,
		Players: [2]proto.Player{publicPlayer(players[0]), publicPlayer(players[1])},
		Ratings: [2]store.Rating{players[0].Rating, players[1].Rating},
		Hooks:   room.Hooks{Rematch: s.rematch}}
	if g.Arena != "" { // the arena pairs again; its director hears of the end at once
		cfg.Hooks = room.Hooks{Ended: func(store.GameID, store.Finish) { s.arenas.Ended() }}
	}
	if g.Rated {
		cfg.SpectatorDelay = s.cfg.SpectatorDelay
	}
	return cfg, nil
}

// rematch is the rooms' hook: it stores the rematch (or finds the one a
// crossing request made) and opens its room.
func (s *Server) rematch(ctx context.Context, g store.NewGame) (store.GameID, error) {
	g.ID = store.GameID(newID(""))
	if _, computer := computerIn(g); computer {
		s.lobby.reserveComputer(true)
	}
	err := s.cfg.Store.CreateGame(ctx, g)
	var exists *store.RematchError
	if errors.As(err, &exists) {
		return exists.Existing, nil
	}
	if err != nil {
		return "", err
	}
	if _, err := s.openRoom(store.Game{NewGame: g}); err != nil {
		return "", err
	}
	return g.ID, nil
}

// startPaired makes the game of two matched seeks.
func (s *Server) startPaired(a, b *seek) {
	g := s.newGame(store.Settings{Spec: a.spec, Clock: a.clock, Rated: a.rated}, a.player.ID, b.player.ID)
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	err := s.cfg.Store.CreateGame(ctx, g)
	if err == nil {
		_, err = s.openRoom(store.Game{NewGame: g})
	}
	if err != nil {
		s.cfg.Log.Error("server: starting a paired game failed", "err", err)
		for _, c := range []*conn{a.conn, b.conn} {
			if c != nil { // nil: a seek of another process
				c.refuse(proto.ErrInternal, "server: the game could not start; seek again")
			}
		}
	}
}

// ComputerID is the player id of the computer at a level 1..10.
func ComputerID(level int) store.PlayerID { return store.PlayerID("computer-" + strconv.Itoa(level)) }

func computerLevel(id store.PlayerID) (int, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(string(id), "computer-"))
	if !strings.HasPrefix(string(id), "computer-") || err != nil || n < 1 || n > 10 {
		return 0, false
	}
	return n, true
}

func computerIn(g store.NewGame) (int, bool) {
	if l, ok := computerLevel(g.South); ok {
		return l, true
	}
	return computerLevel(g.North)
}

// ensureComputers stores the ten computer players once.
func (s *Server) ensureComputers(ctx context.Context) error {
	for l := 1; l <= 10; l++ {
		id := ComputerID(l)
		_, err := s.cfg.Store.CreatePlayer(ctx, store.NewPlayer{ID: id, Name: string(id), Rating: startRating(), Created: s.now()})
		if err != nil && !errors.Is(err, store.ErrExists) && !errors.Is(err, store.ErrNameTaken) {
			return fmt.Errorf("server: storing the computer players: %w", err)
		}
	}
	return nil
}
