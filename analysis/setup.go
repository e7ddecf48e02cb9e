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
		return fmt.Errorf("%s is played with %d seeds; this board holds %d", gameName(b.Variant), b.Seeds, t)
	}
	if b.Variant == engine.OwareGame {
		for s, n := range p.Stores {
			if n == 1 {
				return fmt.Errorf("%s has captured 1 seed: captures take two or three at a time", sideName(engine.Side(s)))
			}
		}
	}
	if r.Outcome(p).Over() {
		return fmt.Errorf("the game is already over in this position")
	}
	if len(r.LegalMoves(p, nil)) == 0 {
		return fmt.Errorf("%s, to move, has no move", sideName(p.ToMove))
	}
	return nil
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
