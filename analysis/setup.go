package analysis

import (
	"fmt"

	"mancala/engine"
)

// CheckSetup reports why position p, set up by hand, cannot be analysed
// as a game of r, or nil when it can. It checks what the rules can
// hold, not whether a game could have reached p:
//   - every seed of the game is on the board: the total is the game's;
//   - in Oware no store holds exactly one seed (a capture takes two or
//     three at a time);
//   - the game goes on: p is not already finished by the rules' end;
//   - the player to move has a move.
//
// Bao's positions are legal when they pass these checks, reachable in a
// game or not; so are Kalah's and Congkak's stores of any size.
func CheckSetup(r engine.Rules, p engine.Position) error {
	b := r.Board()
	if t := p.Total(); t != b.Seeds {
		return &SetupError{Fault: WrongTotal, Variant: b.Variant, Want: b.Seeds, Got: t}
	}
	if b.Variant == engine.OwareGame {
		for s, n := range p.Stores {
			if n == 1 {
				return &SetupError{Fault: OneSeedCaptured, Variant: b.Variant, Side: engine.Side(s)}
			}
		}
	}
	if r.Outcome(p).Over() {
		return &SetupError{Fault: AlreadyOver, Variant: b.Variant}
	}
	if len(r.LegalMoves(p, nil)) == 0 {
		return &SetupError{Fault: NoMove, Variant: b.Variant, Side: p.ToMove}
	}
	return nil
}

// SetupFault is why a position set up by hand cannot be analysed.
type SetupFault uint8

// The faults CheckSetup finds, in the order it checks them.
const (
	WrongTotal      SetupFault = iota // the board does not hold the game's seeds
	OneSeedCaptured                   // an Oware store holds exactly one seed
	AlreadyOver                       // the rules have ended the game
	NoMove                            // the player to move has no move
)

// SetupError is CheckSetup's answer: the fault and what it is about, so
// that a screen can say it in the player's language; Error says it in
// English.
type SetupError struct {
	_         [0]func() // not comparable: no equality code in the page
	Fault     SetupFault
	Variant   engine.Variant
	Side      engine.Side // whose store (OneSeedCaptured), who is to move (NoMove)
	Want, Got int         // the game's seeds and the board's (WrongTotal)
}

// Error says the fault in English.
func (e *SetupError) Error() string {
	switch e.Fault {
	case WrongTotal:
		return fmt.Sprintf("%s is played with %d seeds; this board holds %d", gameName(e.Variant), e.Want, e.Got)
	case OneSeedCaptured:
		return fmt.Sprintf("%s has captured 1 seed: captures take two or three at a time", sideName(e.Side))
	case AlreadyOver:
		return "the game is already over in this position"
	}
	return fmt.Sprintf("%s, to move, has no move", sideName(e.Side))
}

// gameName is the game's name in a sentence.
func gameName(v engine.Variant) string {
	return [...]string{"Kalah", "Oware", "Congkak", "Bao"}[v]
}

// sideName is side s's name in a sentence: South or North.
func sideName(s engine.Side) string {
	if s == engine.North {
		return "North"
	}
	return "South"
}
