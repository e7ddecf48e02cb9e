// Package puzzles holds puzzles mined from real games: a position where
// one move keeps a clearly better result than every other, proven by the
// engine. The player plays the side to move; a puzzle's line is the
// player's moves and the opponent's best replies, and at every one of
// the player's decisions along it (each move of an extra-turn chain is
// one) the line's move is the only one within MinMargin seeds of the
// best: every other move keeps at least MinMargin seeds less, or loses a
// won game (see Prove).
//
// A pack is text, a puzzle a line (see Format): the offline pack is
// embedded in the game (package puzzles/pack); the club's server keeps
// the puzzles it mines from its own games in its store. This package
// imports the engine and the analysis only, never ebiten: the page, the
// worker, the server and the tools share it.
package puzzles

import (
	"strings"

	"mancala/engine"
	"mancala/i18n"
)

// Puzzle is a position, the line that solves it and what it teaches.
type Puzzle struct {
	ID       string       // unique in its pack, e.g. "k0042"
	Rules    engine.Rules // the game and its options
	Position engine.Position
	// Line is the solution from Position: the player's moves and the
	// opponent's replies, ending with a move of the player's.
	Line       []engine.Move
	Themes     Themes
	Difficulty int     // 1 (easy) to 5 (hard)
	Rating     int     // the puzzle's rating before anyone has tried it
	Margin     float64 // the least, in seeds, that any other move loses at the player's decisions; Decisive when every other throws a won game away
	Proof      Proof   // how the values were found
	Source     string  // where it was found: "self-play 3 ply 17", "club g123 ply 40"
}

// Decisive is the margin of a puzzle whose every other move throws a won
// game away (or, where one is already lost, loses more than the line).
const Decisive = 99.0

// MinMargin is the least number of seeds every other move must lose
// against the line's at each of the player's decisions: analysis's
// threshold of a mistake.
const MinMargin = 3.0

// Mover returns the side the player plays.
func (p *Puzzle) Mover() engine.Side { return p.Position.ToMove }

// Variant returns the game the puzzle is played in.
func (p *Puzzle) Variant() engine.Variant { return p.Rules.Board().Variant }

// PlayerMoves returns how many of the line's moves are the player's.
func (p *Puzzle) PlayerMoves() int {
	n, q := 0, p.Position
	for _, m := range p.Line {
		if q.ToMove == p.Mover() {
			n++
		}
		q = p.Rules.Apply(q, m, nil)
	}
	return n
}

// Proof is how a puzzle's values were found.
type Proof uint8

const (
	// Searched: by the search within a node budget (ProofBudget), the
	// same on every machine, each value an estimate.
	Searched Proof = iota
	// Exact: every value at every decision is the game's exact value (the
	// solver, or the game's end).
	Exact
)

// String returns "search" or "exact", as the pack writes it.
func (p Proof) String() string {
	if p == Exact {
		return "exact"
	}
	return "search"
}

// Theme is what a puzzle's line does, found by the engine from its moves.
type Theme uint8

// The themes. A puzzle has one or more.
const (
	// Capture: the line's moves take seeds from the opponent.
	Capture Theme = iota
	// Chain: the player moves twice or more in a turn (extra turns).
	Chain
	// Relay: a move of the line sows on from where its seeds land, three
	// laps or more (Congkak, Bao).
	Relay
	// GrandSlam: in Oware a move at hand would take every seed of the
	// opponent's, which captures nothing: the line takes what it can.
	GrandSlam
	// Feeding: in Oware the opponent's row is empty or nearly, and the
	// player must feed it or starve it well.
	Feeding
	// Defence: the line neither captures nor chains; every other move
	// lets seeds go.
	Defence
	// Endgame: few seeds are left on the board.
	Endgame
	// Kichwa: in Bao the line's capture is sown from the kichwa that
	// decides it: the same pit the other way loses.
	Kichwa
	// numThemes counts the themes.
	numThemes
)

// themeNames are the themes as the pack writes them, by Theme.
var themeNames = [...]string{Capture: "capture", Chain: "chain", Relay: "relay",
	GrandSlam: "grand-slam", Feeding: "feeding", Defence: "defence", Endgame: "endgame", Kichwa: "kichwa"}

// String returns the theme's name as the pack writes it.
func (t Theme) String() string {
	if t < numThemes {
		return themeNames[t]
	}
	return "theme?"
}

// themeKeys are the catalogue keys of the themes' names as players read
// them, by Theme.
var themeKeys = [...]i18n.Key{Capture: "puzzles.themeCapture", Chain: "puzzles.themeChain",
	Relay: "puzzles.themeRelay", GrandSlam: "puzzles.themeGrandSlam", Feeding: "puzzles.themeFeeding",
	Defence: "puzzles.themeDefence", Endgame: "puzzles.themeEndgame", Kichwa: "puzzles.themeKichwa"}

// aboutKeys are the catalogue keys of what each theme's puzzles ask of
// the player, by Theme.
var aboutKeys = [...]i18n.Key{Capture: "puzzles.aboutCapture", Chain: "puzzles.aboutChain",
	Relay: "puzzles.aboutRelay", GrandSlam: "puzzles.aboutGrandSlam", Feeding: "puzzles.aboutFeeding",
	Defence: "puzzles.aboutDefence", Endgame: "puzzles.aboutEndgame", Kichwa: "puzzles.aboutKichwa"}

// Key returns the catalogue key of the theme's name as players read it
// ("Captures", "Extra turns"): the screens translate it, this package
// draws nothing.
func (t Theme) Key() i18n.Key {
	if t < numThemes {
		return themeKeys[t]
	}
	return themeKeys[Capture]
}

// AboutKey returns the catalogue key of what the theme's puzzles ask, in
// a few words ("take what is there").
func (t Theme) AboutKey() i18n.Key {
	if t < numThemes {
		return aboutKeys[t]
	}
	return aboutKeys[Capture]
}

// ParseTheme reads a theme's name.
func ParseTheme(s string) (Theme, bool) {
	for t, name := range themeNames {
		if name == s {
			return Theme(t), true
		}
	}
	return 0, false
}

// Themes is a set of themes.
type Themes uint16

// Has reports whether t is in the set.
func (ts Themes) Has(t Theme) bool { return ts&(1<<t) != 0 }

// With returns the set with t added.
func (ts Themes) With(t Theme) Themes { return ts | 1<<t }

// List returns the set's themes in order.
func (ts Themes) List() []Theme {
	var out []Theme
	for t := Theme(0); t < numThemes; t++ {
		if ts.Has(t) {
			out = append(out, t)
		}
	}
	return out
}

// String writes the set as the pack does: "capture,chain".
func (ts Themes) String() string {
	var names []string
	for _, t := range ts.List() {
		names = append(names, t.String())
	}
	return strings.Join(names, ",")
}
