package club

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// ClaimAfter is how long the opponent's connection must have been gone
// before the player may claim the game (the server's room.ClaimAfter).
const ClaimAfter = 40 * time.Second

// Match is one game as the player sees it: the server's events replayed
// through engine/, with the player's own move shown before the server
// confirms it, and a queue of moves for the board to animate.
type Match struct {
	s        *Session
	id       string
	watching bool // followed as a spectator (Watch sent)
	rec      record
	own      *ownMove // the player's move not yet confirmed
	refusal  Refusal
	shown    []Shown
	catchUp  catchUp
}

// Shown is one change of the board to animate, oldest first. After the
// queue is played, the board shows Position.
type Shown struct {
	Ply           int // the move's number, 1 for the game's first
	Side          engine.Side
	Move          engine.Move
	Before, After engine.Position
	Trace         engine.Trace // the move seed by seed
	// Fast marks a move caught up after a reconnection (or when starting
	// to follow a game under way): animate it quickly.
	Fast bool
	// Own marks the player's own move, shown before the server confirmed it.
	Own bool
	// Jump has no move: the board goes from Before to After at once. The
	// server refused the player's move (Refusal says why) and the board
	// goes back.
	Jump bool
}

// Info is what a game is: its variant in the engine's notation, its time
// control ("5+3", "untimed") and whether it is rated.
type Info struct {
	_       [0]func() // not comparable: no equality code in the page
	Variant string
	Clock   string
	Rated   bool
	Arena   string  // the arena the game is played in, or ""
	Berserk [2]bool // who halved their clock in an arena game, by side
	// Watchers is how many spectators follow the game now.
	Watchers int
	// Said is the latest phrase a player said (Phrase "" before any).
	Said Said
}

// Said is a preset phrase (one of proto.Phrases) a player said, and when
// it came.
type Said struct {
	_      [0]func() // not comparable: no equality code in the page
	Side   engine.Side
	Phrase string
	At     time.Time
}

func newMatch(s *Session, id string, watching bool) *Match {
	return &Match{s: s, id: id, watching: watching, rec: record{gone: map[engine.Side]time.Time{}}}
}

// Game returns the game's id.
func (m *Match) Game() string { return m.id }

// Ready reports whether the game's start has arrived; before it the
// match knows nothing but its id.
func (m *Match) Ready() bool { return m.rec.game != nil }

// Rules returns the game's rules (nil before Ready).
func (m *Match) Rules() engine.Rules { return m.rec.rules }

// Info returns the game's variant, time control and rating.
func (m *Match) Info() Info {
	st := m.rec.start
	if st == nil {
		return Info{}
	}
	return Info{Variant: st.Variant, Clock: st.Clock, Rated: st.Rated, Arena: st.Arena, Berserk: m.rec.berserk,
		Watchers: m.rec.watch, Said: m.rec.said}
}

// Players returns both players, with their ratings at the start.
func (m *Match) Players() (south, north proto.Player) {
	if st := m.rec.start; st != nil && st.South != nil && st.North != nil {
		return *st.South, *st.North
	}
	return proto.Player{}, proto.Player{}
}

// MySide returns the player's side; ok is false for a spectator.
func (m *Match) MySide() (side engine.Side, ok bool) { return m.rec.side, m.rec.playing }

// Position returns the position to show: the server's, or after the
// player's own move while the server has not yet confirmed it.
func (m *Match) Position() engine.Position {
	if m.own != nil {
		return m.own.after
	}
	if m.rec.game == nil {
		return engine.Position{}
	}
	return m.rec.game.Position()
}

// Plies returns how many moves the server has confirmed (for spectators
// of a rated game, the moves shown so far: they come a few plies late).
func (m *Match) Plies() int {
	if m.rec.game == nil {
		return 0
	}
	return len(m.rec.game.Moves())
}

// Moves returns the confirmed moves, the first first; the slice must not
// be changed. Move i (from 0) leads from PositionAt(i) to PositionAt(i+1).
func (m *Match) Moves() []engine.Move {
	if m.rec.game == nil {
		return nil
	}
	return m.rec.game.Moves()
}

// PositionAt returns the position after the first ply confirmed moves,
// to step back through the game (0 is the start).
func (m *Match) PositionAt(ply int) engine.Position {
	if m.rec.game == nil {
		return engine.Position{}
	}
	return m.rec.game.PositionAt(max(0, min(ply, m.Plies())))
}

// Shown returns the moves not yet animated, oldest first. The slice must
// not be changed.
func (m *Match) Shown() []Shown { return m.shown }

// Animated drops the first n moves of the Shown queue, once animated.
func (m *Match) Animated(n int) { m.shown = m.shown[min(n, len(m.shown)):] }

// Refused says why the server refused the player's last move (the board
// has gone back) or request in this game, or that the move got no answer
// (CodeUnreached); the zero Refusal when nothing was refused.
func (m *Match) Refused() Refusal { return m.refusal }

// Result is how a game ended.
type Result struct {
	Over   bool
	Result string // "south", "north", "draw" or "aborted"
	Reason string // proto.ReasonRules, ReasonFlag, ...
	// By is who resigned, aborted or claimed, or whose clock fell; ok is
	// false when nobody did (the rules, an agreement, no first move).
	By   engine.Side
	ByOK bool
	// South and North are the rating changes of a rated game; nil else.
	South, North *proto.Change
}

// Change returns side's rating change, nil when the game was not rated.
func (r Result) Change(side engine.Side) *proto.Change {
	if side == engine.North {
		return r.North
	}
	return r.South
}

// Result returns how the game ended; Over is false while it goes on.
func (m *Match) Result() Result {
	e := m.rec.end
	if e == nil {
		return Result{}
	}
	r := Result{Over: true, Result: e.Result, Reason: e.Reason, South: e.SouthChange, North: e.NorthChange}
	switch e.Side {
	case "south":
		r.By, r.ByOK = engine.South, true
	case "north":
		r.By, r.ByOK = engine.North, true
	}
	return r
}

// Next returns the rematch's game once both players asked for it; its
// match starts with the first mover swapped, and Started returns it.
func (m *Match) Next() (game string, ok bool) { return m.rec.next, m.rec.next != "" }
