// Package room runs one live online game. One goroutine owns the game's
// state; the server, the players' connections and the timers talk to it
// through messages on one channel, so nothing is shared and there is no
// lock around the game. The engine referees every move; the room keeps
// the clocks (time comes from an injected Clock), stores each move through
// a Store before it acknowledges or announces it, and sends the game's
// events to its subscribers: the players' connections and spectators.
//
// The rules it keeps (PROTOCOL.md states them for players):
//   - a move names its ply; a stale ply is refused; a move id already
//     stored is acknowledged again and never played twice;
//   - the clock of the player to move runs, an extra turn keeps it
//     running and the increment is added when the turn passes; each move
//     is charged its time less LagAllowance;
//   - a player's clock does not run before their first move, which must
//     come within FirstMoveTime of their first turn, or the game is
//     aborted; either player may abort until both have moved;
//   - a flag fall loses, or draws when the opponent cannot possibly win
//     (see flagResult);
//   - the opponent of a player gone ClaimAfter may claim a win or a draw;
//   - resign; a draw offer stands until answered or a move is made;
//   - after the end, rematch requests from both make exactly one game, the
//     first mover swapped.
package room

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
)

// Times of the rules.
const (
	LagAllowance  = 300 * time.Millisecond // not charged on each move
	FirstMoveTime = 30 * time.Second       // for each player's first move
	ClaimAfter    = 40 * time.Second       // a connection gone this long may be claimed against
	// LingerAfterEnd is how long a finished game's room stays for a
	// rematch; it closes sooner once no player has been connected for
	// LingerAlone.
	LingerAfterEnd = 5 * time.Minute
	LingerAlone    = time.Minute
	storeTimeout   = 10 * time.Second
)

// Store is what a room needs of the database: store.Store satisfies it.
type Store interface {
	AppendMove(ctx context.Context, m store.Move) (store.Move, bool, error)
	FinishGame(ctx context.Context, id store.GameID, f store.Finish) error
	SetBerserk(ctx context.Context, game store.GameID, side engine.Side) error
}

// Sink receives a subscriber's events as encoded frames, in order; one call
// may bring many (a catch-up brings the whole game at once). Deliver must
// not block: a connection queues the frames or drops itself. The frames
// are shared and must not be changed.
type Sink interface {
	Deliver(frames ...[]byte)
}

// Hooks are the room's calls back into the server; any may be nil.
type Hooks struct {
	// Rematch creates the rematch game g (its ID left empty) and its room,
	// returning its id, or the id of the rematch that already exists.
	Rematch func(ctx context.Context, g store.NewGame) (store.GameID, error)
	// Ended is told the game's end once it is stored.
	Ended func(id store.GameID, f store.Finish)
	// Closed is told when the room has stopped.
	Closed func(id store.GameID)
}

// Config is what a room starts from.
type Config struct {
	Game    store.Game      // set-up, and the moves so far when resumed
	Players [2]proto.Player // South, North as the start event shows them
	Ratings [2]store.Rating // the players' ratings, for a rated game
	// SpectatorDelay is how many plies spectators see late (rated games).
	SpectatorDelay int
	// Used is, for a resumed timed game, how much of the current turn the
	// player to move had already used when the game's last owner stopped:
	// it is charged, and the time the game then had no owner is not.
	Used time.Duration
	// Shared says that other processes may store this game's moves (a
	// cluster, when ownership moves): a room that finds the store ahead
	// of it, or a player a ply ahead of it, closes, to be opened again
	// from the store, rather than refuse every move after.
	Shared bool
	Store  Store
	Clock  Clock
	Hooks  Hooks
	Log    *slog.Logger
}

// Room is a running game. Its methods are safe for concurrent use.
type Room struct {
	id      store.GameID
	shared  bool              // Config.Shared
	players [2]store.PlayerID // South, North
	sent    *progress
	inbox   chan func()
	done    chan struct{}
	st      *state // owned by the loop goroutine
}

// ErrClosed is returned by calls to a room that has stopped.
var ErrClosed = errors.New("room: closed")

// New starts the room of cfg.Game, replaying its stored moves; it runs
// until ctx is done or it closes itself after the game.
func New(ctx context.Context, cfg Config) (*Room, error) {
	st, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	// A server stopped between a game's last move and its end resumes a
	// game the rules have ended: end it now.
	if o := st.game.Outcome(); o.Over() {
		st.end(store.Finish{Result: outcomeResult(o.Result), Reason: proto.ReasonRules, Ended: cfg.Clock.Now()})
	}
	r := &Room{id: cfg.Game.ID, shared: cfg.Shared, players: [2]store.PlayerID{cfg.Game.South, cfg.Game.North},
		sent: st.aud.sent, inbox: make(chan func(), 64), done: make(chan struct{}), st: st}
	st.alarm.wake = func(d time.Duration) Timer {
		return cfg.Clock.AfterFunc(d, func() { r.call(ctx, func() { st.tick() }) })
	}
	st.schedule()
	go r.loop(ctx, cfg.Hooks.Closed)
	return r, nil
}

// ID returns the game's id.
func (r *Room) ID() store.GameID { return r.id }

// Done is closed when the room has stopped.
func (r *Room) Done() <-chan struct{} { return r.done }

func (r *Room) loop(ctx context.Context, closed func(store.GameID)) {
	defer func() {
		r.st.alarm.stop()
		close(r.done)
		if closed != nil {
			closed(r.id)
		}
	}()
	for !r.st.closed {
		select {
		case <-ctx.Done():
			return
		case f := <-r.inbox:
			f()
		}
	}
}

// call runs f in the room's goroutine and waits for it.
func (r *Room) call(ctx context.Context, f func()) error {
	finished := make(chan struct{})
	select {
	case r.inbox <- func() { f(); close(finished) }:
	case <-r.done:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-finished:
		return nil
	case <-r.done:
		// f may have run and closed the room: its answer stands.
		select {
		case <-finished:
			return nil
		default:
			return ErrClosed
		}
	}
}

// Do handles a player's game message (move, resign, draw, abort, claim,
// rematch) and returns the answer for them: an Ack, an Error or nil.
func (r *Room) Do(ctx context.Context, player store.PlayerID, m proto.Message) proto.Message {
	var reply proto.Message
	if err := r.call(ctx, func() { reply = r.st.do(player, m) }); err != nil {
		return r.untaken(m)
	}
	return reply
}

// untaken answers a message the room did not take: it has closed, or ctx
// ended first. A move is answered under its id, so that the client's
// waiter has its answer, as internal: the client sends it again, and the
// game's next room answers it (a shared room closes to be opened again,
// here or on another process), or the server does once the game is over
// (acknowledged again if it was stored). Other messages to a closed room
// of one process find the game over, as before.
func (r *Room) untaken(m proto.Message) *proto.Error {
	e := &proto.Error{Code: proto.ErrGameOver, Message: "the game's room has closed", Game: string(r.id)}
	mv, isMove := m.(*proto.Move)
	if isMove || r.shared {
		e.Code, e.Message = proto.ErrInternal, "the game's room has closed; send it again"
	}
	if isMove {
		e.ID = mv.ID
	}
	return e
}

// Sent returns how many lasting events the room has sent every
// subscription of the player (a spectator's when the player does not
// play the game). A subscriber that has passed on fewer lost some on the
// way: a follow on another process learns it so (package cluster), since
// no later event may come to show the gap. Safe to call at any time.
func (r *Room) Sent(player store.PlayerID) int64 {
	if player != "" && (player == r.players[0] || player == r.players[1]) {
		return r.sent.players.Load()
	}
	return r.sent.spectators.Load()
}

// Ended reports whether the game has ended (its room stays a while for
// a rematch). Safe to call at any time.
func (r *Room) Ended() bool { return r.sent.ended.Load() }

// Subscribe sends sink every lasting event after seen, then the notices
// that hold, then the game's events as they come. A player's subscription
// counts as their connection; anyone else's is a spectator's.
func (r *Room) Subscribe(ctx context.Context, sink Sink, player store.PlayerID, seen int64) error {
	return r.call(ctx, func() { r.st.subscribe(sink, player, seen) })
}

// Unsubscribe stops sending to sink.
func (r *Room) Unsubscribe(ctx context.Context, sink Sink) error {
	return r.call(ctx, func() { r.st.unsubscribe(sink) })
}

// Info returns the game's line for the live games list and whether it
// has ended.
func (r *Room) Info(ctx context.Context) (proto.GameInfo, bool, error) {
	var info proto.GameInfo
	var over bool
	err := r.call(ctx, func() { info, over = r.st.info(), r.st.over() })
	return info, over, err
}

// Position returns the game's current position and its rules, for the
// computer player.
func (r *Room) Position(ctx context.Context) (engine.Rules, engine.Position, int, error) {
	var p engine.Position
	var plies int
	err := r.call(ctx, func() { p, plies = r.st.game.Position(), len(r.st.game.Moves()) })
	return r.st.rules, p, plies, err
}

func errorf(code proto.Code, game store.GameID, format string, args ...any) *proto.Error {
	return &proto.Error{Code: code, Message: fmt.Sprintf(format, args...), Game: string(game)}
}

// toRating and fromRating convert between the store's and Glicko-2's.
func toRating(r store.Rating) rating.Rating {
	return rating.Rating{Rating: r.Rating, RD: r.Deviation, Volatility: r.Volatility}
}

func fromRating(r rating.Rating, before store.Rating, at time.Time) store.Rating {
	return store.Rating{Rating: r.Rating, Deviation: r.RD, Volatility: r.Volatility, Games: before.Games + 1, At: at}
}

// Frames returns the lasting events of a stored game as encoded frames,
// its end included once it has finished: what a client that was away when
// a game ended (its room long closed, or the server restarted) catches up
// from. It starts no room.
func Frames(cfg Config) ([][]byte, error) {
	st, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	if f := cfg.Game.Finish; f.Result != store.Ongoing {
		st.finish = &f
		st.aud.publish(endEvent(f))
	}
	return st.aud.frames, nil
}
