package engine

import "fmt"

// EventKind says what happened at one step of a move.
type EventKind uint8

// The events of a move, in the order a player would see them.
const (
	// Lift: the mover lifts Count seeds from pit From into the hand.
	Lift EventKind = iota
	// Drop: one seed falls from the hand into To (a pit or a store).
	Drop
	// SkipOrigin: an Oware lap passes over its emptied origin pit From.
	SkipOrigin
	// SkipStore: the sowing passes over the opponent's store From.
	SkipStore
	// Relay: the last seed landed in an occupied pit From; its Count seeds
	// (the last seed included) are lifted and sown on.
	Relay
	// Capture: Count seeds move from pit From to To (a store, or the hand
	// in Bao) for Side.
	Capture
	// GrandSlam: the Oware move would take all the opponent's seeds, so it
	// captures nothing.
	GrandSlam
	// KichwaSow: Bao's captured seeds are sown from the kichwa To; Count
	// seeds, in the direction the following drops show.
	KichwaSow
	// ExtraTurn: the last seed fell in Side's store; Side moves again.
	ExtraTurn
	// PassTurn: the turn passes to Side.
	PassTurn
	// Sweep: at the end, Count seeds move from pit From into store To.
	Sweep
	// GameOver: the game has ended; Side is the winner unless Draw is set.
	GameOver
)

var eventNames = [...]string{"lift", "drop", "skip-origin", "skip-store", "relay",
	"capture", "grand-slam", "kichwa-sow", "extra-turn", "pass-turn", "sweep", "game-over"}

// String returns the event kind's name.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", k)
}

// Event is one step of a move.
type Event struct {
	Kind     EventKind
	Side     Side  // the player the event is for
	From, To Place // where seeds leave and arrive (Hand when in the hand)
	Count    int   // seeds moved
	Draw     bool  // GameOver: the game is drawn
}

// Trace is the record of what happened in one or more moves, seed by seed.
// The board scene animates exactly this; Replay reproduces the position.
type Trace struct {
	Events []Event
}

// Reset empties tr, keeping its storage.
func (tr *Trace) Reset() { tr.Events = tr.Events[:0] }

func (tr *Trace) add(e Event) { tr.Events = append(tr.Events, e) }

func (tr *Trace) lift(from Place, n int) {
	tr.add(Event{Kind: Lift, From: from, To: Hand, Count: n})
}

func (tr *Trace) drop(to Place) {
	tr.add(Event{Kind: Drop, From: Hand, To: to, Count: 1})
}

func (tr *Trace) capture(s Side, from, to Place, n int) {
	tr.add(Event{Kind: Capture, Side: s, From: from, To: to, Count: n})
}

func (tr *Trace) turn(k EventKind, s Side) { tr.add(Event{Kind: k, Side: s}) }

func (tr *Trace) sweep(from, to Place, n int) {
	tr.add(Event{Kind: Sweep, Side: to.Owner(), From: from, To: to, Count: n})
}

func (tr *Trace) gameOver(o Outcome) {
	e := Event{Kind: GameOver, Draw: o.Result == Draw}
	if o.Result == NorthWins {
		e.Side = North
	}
	tr.add(e)
}

// Replay applies the events of tr to p, seed by seed, and returns the
// position they lead to. Replaying the trace of Apply reproduces Apply's
// result; the UI uses the same steps to keep its shown board.
func Replay(p Position, tr *Trace) Position {
	for _, e := range tr.Events {
		p = e.Step(p)
	}
	return p
}

// Step applies one event to p.
func (e Event) Step(p Position) Position {
	switch e.Kind {
	case Lift, Relay, Capture, Sweep, Drop:
		p.move(e.From, e.To, e.Count)
	case ExtraTurn, PassTurn:
		p.ToMove = e.Side
	}
	return p
}

// move shifts n seeds from one place to another; the hand holds nothing.
func (p *Position) move(from, to Place, n int) {
	p.add(from, -n)
	p.add(to, n)
}

func (p *Position) add(pl Place, n int) {
	switch {
	case int(pl) < MaxPits:
		p.Pits[pl] = uint8(int(p.Pits[pl]) + n)
	case pl.IsStore():
		p.Stores[pl.Owner()] = uint8(int(p.Stores[pl.Owner()]) + n)
	}
}
