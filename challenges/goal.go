package challenges

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"mancala/engine"
	"mancala/i18n"
)

// Kind is what a challenge asks the player to do.
type Kind uint8

// The goal kinds. A turn is every move of the player to move until the
// turn passes: extra turns continue it; in Oware and Bao it is one move.
const (
	// Capture: take at least N seeds from the opponent's side this turn
	// (Kalah and Congkak: the seeds of the opposite pits, not the
	// capturing seed; Bao: the seeds lifted from the opponent's front row).
	Capture Kind = iota + 1
	// Chain: earn at least N extra turns in this turn (Kalah, Congkak).
	Chain
	// Store: end this turn with at least N seeds in your store (Kalah,
	// Congkak).
	Store
	// Win: win against perfect defence; with N > 0, by at least N seeds
	// (Kalah, Congkak).
	Win
	// WinIn: win within N of your turns, whatever the opponent does
	// (Kalah, Congkak, Oware).
	WinIn
	// Immobilise: leave the opponent, at the start of their turn, with an
	// empty front row or no legal move within N of your moves (Bao).
	Immobilise
)

// kindNames are the kinds as the data writes them, by Kind (an array:
// static data, nothing built when the program starts).
var kindNames = [...]string{Capture: "capture", Chain: "chain", Store: "store",
	Win: "win", WinIn: "win in", Immobilise: "immobilise in"}

// String returns the kind as the data writes it: "capture", "win in".
func (k Kind) String() string {
	if k >= Capture && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// TurnGoal reports whether the goal is decided within the mover's one turn.
func (k Kind) TurnGoal() bool { return k == Capture || k == Chain || k == Store }

// Opposed reports whether the opponent moves during an attempt.
func (k Kind) Opposed() bool { return !k.TurnGoal() }

// Goal is a kind and its number: seeds, extra turns, a winning margin or
// a number of turns. N is 0 only for a plain Win.
type Goal struct {
	Kind Kind
	N    int
}

// String writes the goal as the data does: "capture 7", "chain 3",
// "store 20", "win", "win by 4", "win in 3", "immobilise in 2".
func (g Goal) String() string {
	switch {
	case g.Kind == Win && g.N == 0:
		return "win"
	case g.Kind == Win:
		return "win by " + strconv.Itoa(g.N)
	}
	return g.Kind.String() + " " + strconv.Itoa(g.N)
}

// errGoal is the error of goal text that is not in the goal notation.
var errGoal = errors.New(`want "capture N", "chain N", "store N", "win", "win by N", "win in N" or "immobilise in N"`)

// ParseGoal reads a goal written by Goal.String.
func ParseGoal(s string) (Goal, error) {
	f := strings.Fields(s)
	if len(f) == 1 && f[0] == "win" {
		return Goal{Kind: Win}, nil
	}
	if len(f) < 2 {
		return Goal{}, fmt.Errorf("challenges: goal %q: %w", s, errGoal)
	}
	name, num := strings.Join(f[:len(f)-1], " "), f[len(f)-1]
	if name == "win by" {
		name = "win"
	}
	for k, kn := range kindNames {
		if k < int(Capture) || kn != name {
			continue
		}
		n, err := strconv.Atoi(num)
		if err != nil || n < 1 {
			return Goal{}, fmt.Errorf("challenges: goal %q: %q is not a positive number", s, num)
		}
		return Goal{Kind: Kind(k), N: n}, nil
	}
	return Goal{}, fmt.Errorf("challenges: goal %q: unknown kind: %w", s, errGoal)
}

// Allowed reports whether the goal's kind makes sense in variant v, and why
// not. Win needs an exact search that no repetition can upset, so it is
// Kalah's and Congkak's; Oware's and Bao's long goals are bounded.
func (g Goal) Allowed(v engine.Variant) error {
	ok := false
	switch g.Kind {
	case Capture:
		ok = true
	case Chain, Store, Win:
		ok = v == engine.KalahGame || v == engine.CongkakGame
	case WinIn:
		ok = v != engine.BaoGame
	case Immobilise:
		ok = v == engine.BaoGame
	}
	if !ok {
		return fmt.Errorf("challenges: goal %q is not available in %s", g, v)
	}
	return nil
}

// DescribeIn states the goal for a person in w's language: "Take at
// least 7 of your opponent's seeds this turn." (A capture's own last seed,
// which goes to the store with them, is not the opponent's and does not
// count.)
func (g Goal) DescribeIn(w i18n.Words) string {
	n := i18n.Count(g.N)
	switch g.Kind {
	case Capture:
		return w.T("goal.capture", n)
	case Chain:
		return w.T("goal.chain", n)
	case Store:
		return w.T("goal.store", n)
	case Win:
		if g.N == 0 {
			return w.T("goal.win")
		}
		return w.T("goal.winBy", n)
	case WinIn:
		return w.T("goal.winIn", n)
	case Immobilise:
		return w.T("goal.immobilise", n)
	}
	return g.String()
}
